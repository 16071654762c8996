// The writing systems a generated owner may write in: words and names in
// each, whether words are spaced, and the locales that write them. The words
// are real (a page of nonsense letters would hide what real text does to a
// line: joined letters, marks above and below, no spaces between words).

export type Script = {
  /** Words of prose, joined by `space`. */
  words: readonly string[];
  /** Given names and family names. */
  given: readonly string[];
  family: readonly string[];
  /** What goes between words: "" for Japanese, Chinese, Thai, Lao, Khmer and Myanmar. */
  space: string;
};

const list = (words: string) => words.split("|");

const latin: Script = {
  words: list(
    "ledger|payments|distributed|systems|reliable|queues|latency|observability|platform|tooling|backpressure|idempotent|retries|schema|migrations|consensus|throughput|on-call|incident|review|cache|Go|TypeScript|Kubernetes|PostgreSQL|Kafka|a|the|of|and|for|with",
  ),
  given: list("Ana|Tobi|Jo|Maximilian|Zoë|Björn|Chiamaka|Lúcia|Ngozi|Ed"),
  family: list("Silva|Adeyemi|Müller|O'Brien|Nguyen-Tran|Ó Súilleabháin|Kowalski"),
  space: " ",
};

const scripts = {
  latin,
  portuguese: {
    ...latin,
    words: [...latin.words, ...list("sistemas|pagamentos|confiáveis|registro|ações|você")],
    given: list("Beatriz|João|Conceição|Luís"),
    family: list("Souza|Gonçalves|Araújo|Magalhães"),
  },
  german: {
    ...latin,
    words: [...latin.words, ...list("Zahlungsverkehrsabwicklungssysteme|Größe|über|Straße")],
    given: list("Jürgen|Änne|Friederike"),
    family: list("Schröder|Weiß|Großmann-Überlingen"),
  },
  vietnamese: {
    ...latin,
    words: list("hệ|thống|thanh|toán|phân|tán|đáng|tin|cậy|Go"),
    given: list("Nguyễn|Trần"),
    family: list("Thị Hồng|Văn Đức"),
  },
  cyrillic: {
    words: list("распределённые|системы|платежи|надёжность|очереди|и|в|Go"),
    given: list("Алексей|Мария|Олена"),
    family: list("Кузнецова|Шевченко|Иванов"),
    space: " ",
  },
  greek: {
    words: list("κατανεμημένα|συστήματα|πληρωμές|αξιοπιστία|και|Go"),
    given: list("Ελένη|Γιώργος"),
    family: list("Παπαδοπούλου|Νικολάου"),
    space: " ",
  },
  arabic: {
    words: list("أنظمة|المدفوعات|الموزعة|موثوقة|سجل|الحسابات|في|و|Go"),
    given: list("فاطمة|عمر|ليلى"),
    family: list("الحسيني|منصور|عبد الرحمن"),
    space: " ",
  },
  persian: {
    words: list("سامانه‌های|پرداخت|توزیع‌شده|قابل‌اعتماد|پایش|در|و|Go"),
    given: list("شیرین|کاوه|نگار"),
    family: list("رحیمی|محمدی|حسین‌زاده"),
    space: " ",
  },
  urdu: {
    words: list("نظام|ادائیگی|قابل|اعتماد|اور|میں|Go"),
    given: list("عائشہ|بلال"),
    family: list("قریشی|چوہدری"),
    space: " ",
  },
  hebrew: {
    words: list("מערכות|מבוזרות|תשלומים|אמינות|ו|של|Go"),
    given: list("נועה|איתי"),
    family: list("כהן|לוי-אברהם"),
    space: " ",
  },
  devanagari: {
    words: list("वितरित|प्रणाली|भुगतान|भरोसेमंद|और|में|Go"),
    given: list("प्रिया|अर्जुन"),
    family: list("शर्मा|क्षत्रिय"),
    space: " ",
  },
  bengali: {
    words: list("বিতরণকৃত|ব্যবস্থা|পেমেন্ট|নির্ভরযোগ্য|এবং|Go"),
    given: list("সুমাইয়া|রাকিব"),
    family: list("চৌধুরী|হক"),
    space: " ",
  },
  ethiopic: {
    words: list("የተሰራጩ|ስርዓቶች|ክፍያ|አስተማማኝ|እና|Go"),
    given: list("ሔለን|ዮናስ"),
    family: list("ተስፋዬ|መንግሥቱ"),
    space: " ",
  },
  georgian: {
    words: list("განაწილებული|სისტემები|გადახდები|საიმედო|და|Go"),
    given: list("ნინო|გიორგი"),
    family: list("ბერიძე|კაპანაძე"),
    space: " ",
  },
  korean: {
    words: list("분산|시스템|결제|신뢰할|수|있는|그리고|Go"),
    given: list("지은|민준"),
    family: list("김|박"),
    space: " ",
  },
  japanese: {
    words: list("分散|システム|決済|信頼性|の|を|と|作って|います|Go"),
    given: list("さくら|健太"),
    family: list("山田|佐々木"),
    space: "",
  },
  chinese: {
    words: list("分布式|系统|支付|可靠|的|和|构建|账本|Go"),
    given: list("伟|静怡"),
    family: list("王|欧阳"),
    space: "",
  },
  thai: {
    words: list("ระบบ|กระจาย|ชำระเงิน|ที่|เชื่อถือ|ได้|และ|รู้จัก|Go"),
    given: list("พลอย|ธนากร"),
    family: list("ศรีสวัสดิ์|วงศ์ใหญ่"),
    space: "",
  },
  lao: {
    words: list("ລະບົບ|ການຊຳລະເງິນ|ທີ່|ເຊື່ອຖືໄດ້"),
    given: list("ບຸນມີ"),
    family: list("ສີສຸວັນ"),
    space: "",
  },
  khmer: {
    words: list("ប្រព័ន្ធ|ទូទាត់|ប្រាក់|ដែល|អាចទុកចិត្តបាន"),
    given: list("សុភា"),
    family: list("ចាន់"),
    space: "",
  },
  myanmar: {
    words: list("စနစ်|ငွေပေးချေမှု|ယုံကြည်စိတ်ချ|ရသော"),
    given: list("အောင်"),
    family: list("ကျော်"),
    space: "",
  },
} satisfies Record<string, Script>;

export type ScriptName = keyof typeof scripts;

/** The locales a generated owner may write, each with its script. */
export const locales: readonly [locale: string, script: ScriptName][] = [
  ["en_US", "latin"],
  ["en_GB", "latin"],
  ["en_IN", "latin"],
  ["en_CA", "latin"],
  ["pt_BR", "portuguese"],
  ["pt_PT", "portuguese"],
  ["de_DE", "german"],
  ["es_MX", "latin"],
  ["fr_FR", "latin"],
  ["pl_PL", "latin"],
  ["tr_TR", "latin"],
  ["sw_KE", "latin"],
  ["yo_NG", "latin"],
  ["id_ID", "latin"],
  ["vi_VN", "vietnamese"],
  ["ru_RU", "cyrillic"],
  ["uk_UA", "cyrillic"],
  ["el_GR", "greek"],
  ["ar_EG", "arabic"],
  ["ar_SA", "arabic"],
  ["fa_IR", "persian"],
  ["ps_AF", "persian"],
  ["ur_PK", "urdu"],
  ["he_IL", "hebrew"],
  ["hi_IN", "devanagari"],
  ["mr_IN", "devanagari"],
  ["bn_BD", "bengali"],
  ["am_ET", "ethiopic"],
  ["ka_GE", "georgian"],
  ["ko_KR", "korean"],
  ["ja_JP", "japanese"],
  ["zh_CN", "chinese"],
  ["zh_TW", "chinese"],
  ["th_TH", "thai"],
  ["lo_LA", "lao"],
  ["km_KH", "khmer"],
  ["my_MM", "myanmar"],
];

export const scriptOf = (name: ScriptName): Script => scripts[name];
