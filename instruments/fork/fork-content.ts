// The content/ folder of a generated fork (see fork-owner.ts): 33 posts
// imported from three feeds, hand-written posts and projects (some on the site's
// domain), imported projects, overrides, and images of every format under other names.
import sharp from "sharp";
import type { Files } from "../../tests/harness/sites/project-copy";
import { forkCopy, forkLanguages, forkLinks, forkOwner, forkTheme, site } from "./fork-owner";

const module = (type: string, from: string, name: string, value: unknown, extra = "") =>
  `import type { ${type} } from "./schema/${from}.ts";\n\n` +
  `// محتوای سایت ${forkOwner.name}.\nexport const ${name}: ${type} = ${JSON.stringify(value, null, 2)};\n${extra}`;

type Format = "png" | "webp" | "avif" | "jpeg";
const image = (hue: number, format: Format, width = 800, height = 500) =>
  sharp({ create: { width, height, channels: 3, background: `hsl(${hue}, 45%, 50%)` } })
    .toFormat(format)
    .toBuffer();

const feeds = [
  "https://virgool.io/feed/@shirinrahimi",
  "https://dev.to/feed/shirinrahimi",
  "https://shirinrahimi.hashnode.dev/rss.xml",
];
const topics = [
  "بازبینی حادثه‌ها",
  "طراحی مشاهده‌پذیری",
  "برنامه‌ریزی ظرفیت در عمل",
  "SLO را چگونه تعیین کنیم",
  "کشیک سبک‌تر",
];
const day = (i: number) =>
  new Date(Date.UTC(2025, 9, 30) - i * 9 * 86_400_000).toISOString().slice(0, 10);

// Every seventh post came from a title-only feed (no description); the
// English feed's posts carry their language; one post came from two feeds.
function importedPosts() {
  return Array.from({ length: 33 }, (_, i) => ({
    url: `https://virgool.io/@shirinrahimi/post-${1000 + i}`,
    title:
      i % 5 === 4
        ? `Notes from an incident review, part ${i}`
        : `${topics[i % topics.length]} (بخش ${(Math.floor(i / topics.length) + 1).toLocaleString("fa")})`,
    ...(i % 7 === 3
      ? {}
      : {
          description:
            i % 5 === 4
              ? "What failed, what we changed, and what we would do again."
              : `${topics[i % topics.length]}: آنچه در محیط عملیاتی واقعاً رخ داد و سازوکارهایی که پس از آن تغییر دادیم. `
                  .repeat(1 + (i % 3))
                  .trim(),
        }),
    publishDate: day(i),
    ...(i % 4 === 0 ? { thumbnail: `maghale-${i}.avif`, thumbnailAlt: "" } : {}),
    ...(i % 5 === 4 ? { lang: "en" } : {}),
    source: i === 2 ? [feeds[0], feeds[2]] : feeds[i % feeds.length],
  }));
}

const importedProjects = [
  {
    url: "https://github.com/shirin-rahimi/slo-sanj",
    title: "slo-sanj",
    description: "SLO و بودجهٔ خطا را با این ابزار خط فرمان حساب کنید.",
    tech: ["Go"],
    date: "2025-07-01",
    source: "shirin-rahimi",
  },
  {
    url: "https://github.com/shirin-rahimi/keshik-bot",
    title: "keshik-bot",
    description: "باتی که جدول کشیک را در Slack می‌فرستد.",
    tech: ["TypeScript"],
    date: "2024-12-12",
    source: "shirin-rahimi",
  },
  {
    url: "https://github.com/shirin-rahimi/dotfiles",
    title: "dotfiles",
    description: "فایل‌های پیکربندی.",
    tech: [],
    source: "shirin-rahimi",
  },
];

/** The fork's content/ folder, as files. */
export async function forkContent(): Promise<Files> {
  const posts = importedPosts();
  const files: Files = {
    "content/owner.ts": module("OwnerInput", "owner", "owner", forkOwner),
    "content/links.ts": module("LinksInput", "site", "links", forkLinks),
    "content/copy.ts": module("CopyInput", "site", "copy", forkCopy),
    "content/theme.ts": module("ThemeInput", "site", "theme", forkTheme),
    "content/posts.ts":
      module("PostInput[]", "entries", "posts", [
        {
          url: `${site}/notes/first-report`,
          title: "نخستین گزارش حادثه‌ام",
          description:
            "نخستین گزارش حادثه‌ای را که نوشتم دوباره خواندم و نوشتم که امروز آن را چگونه می‌نوشتم.",
          publishDate: "2023-03-21",
          thumbnail: "sefid.webp",
          thumbnailAlt: "جلدی سفید",
        },
        {
          url: `${site}/notes/tools`,
          title: "ابزار را چگونه انتخاب می‌کنم",
          description: "آنچه هنگام انتخاب ابزارهای عملیات به آن نگاه می‌کنم.",
          publishDate: "2022-11-20",
        },
      ]).replace("import type { PostInput[] }", "import type { PostDefaults, PostInput }") +
      `export const postDefaults: PostDefaults = { thumbnail: "jeld.jpg", thumbnailAlt: "" };\n`,
    "content/projects.ts": module("ProjectInput[]", "entries", "projects", [
      {
        url: "https://gitlab.com/shirinrahimi/payesh",
        title: "payesh",
        description: "یک عامل پایش کوچک.",
        tech: ["Rust"],
      },
      {
        url: `${site}/notes/runbooks`,
        title: "دستورالعمل‌ها",
        description: "مجموعه‌ای از الگوهای دستورالعمل عملیات، روی همین سایت.",
        date: "2025-03-03",
      },
    ]).replace("import type { ProjectInput[] }", "import type { ProjectInput }"),
    "content/languages.ts": module("LanguagesInput", "languages", "languages", forkLanguages),
    "content/overrides.ts": module("OverridesInput", "entries", "overrides", {
      hidden: [posts[5]!.url],
      posts: { [posts[1]!.url]: { title: "طراحی مشاهده‌پذیری (ویرایش تازه)" } },
      projects: {
        "https://github.com/shirin-rahimi/dotfiles": { description: "فایل‌های پیکربندی من." },
      },
    }),
    "content/imported/posts.json": `${JSON.stringify(posts, null, 2)}\n`,
    "content/imported/projects.json": `${JSON.stringify(importedProjects, null, 2)}\n`,
    "content/imported/sources.json": `${JSON.stringify({ posts: feeds.map((feed) => ({ feed })), projects: [{ user: "shirin-rahimi", forks: false, archived: false }] }, null, 2)}\n`,
    "content/images/chehre.png": await image(15, "png", 600, 600),
    "content/images/sefid.webp": await image(200, "webp"),
    "content/images/jeld.jpg": await image(350, "jpeg"),
    "content/icon.svg":
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#1c39bb"/><circle cx="32" cy="32" r="14" fill="#fff"/></svg>\n',
    "content/files/rezume.pdf": "%PDF-1.4\n% رزومهٔ شیرین رحیمی\n",
  };
  for (const post of posts.filter((p) => p.thumbnail))
    files[`content/images/${post.thumbnail}`] = await image(
      Number(post.thumbnail!.match(/\d+/)![0]) * 11,
      "avif",
    );
  return files;
}
