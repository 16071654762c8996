import { writeFileSync } from "node:fs";
import { drawShareCard } from "./pipeline/share-cards/draw-card.ts";
const cards = [
  ["en", "Why crypto wallet addresses can't be account numbers", "#2563eb", "TA"],
  ["en-long", "A very long title about building distributed systems in Go that keeps going on and on past where any sane editor would stop it, with words", "#0f766e", "TA"],
  ["ja", "分散システムにおける冪等性キーの設計：決済APIで二重請求を防ぐ方法", "#be123c", "山"],
  ["ar", "لماذا لا يمكن تحويل عناوين المحافظ الرقمية إلى أرقام حسابات مصرفية", "#7c3aed", "ش"],
  ["he", "למה אי אפשר להפוך כתובות ארנק קריפטו למספרי חשבון", "#b45309", "ד"],
  ["th", "ทำไมที่อยู่กระเป๋าเงินคริปโตจึงเป็นเลขบัญชีไม่ได้", "#facc15", "ส"],
  ["hi", "क्रिप्टो वॉलेट पते खाता संख्या क्यों नहीं बन सकते", "#15803d", "र"],
  ["ru", "Почему адреса криптокошельков нельзя превратить в номера счетов", "#1e293b", "ИП"],
] as const;
const names: Record<string, string> = { ja: "山田 花子", ar: "شيرين رحيمي", he: "דנה כהן", th: "สมชาย ใจดี", hi: "राहुल शर्मा", ru: "Иван Петров" };
for (const [lang, title, accent, monogram] of cards) {
  const t0 = Date.now();
  const png = await drawShareCard({ title, lang: lang === "en-long" ? "en" : lang, owner: { name: names[lang] ?? "Tobi Adeyemi", monogram }, site: "tobiadeyemi.dev", accent }, "/tmp/cardfonts");
  writeFileSync(`/tmp/card-${lang}.png`, png);
  console.log(lang, png.length, Date.now() - t0, "ms");
}
