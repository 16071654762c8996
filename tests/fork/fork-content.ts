// The content/ folder of a generated fork (see fork-owner.ts): 33 posts
// imported from three feeds, hand-written posts and projects, imported
// projects, overrides, and images of every accepted format under other names.
import sharp from "sharp";
import type { Files } from "../../tools/project-copy/project-copy";
import { forkCopy, forkLinks, forkOwner, forkTheme } from "./fork-owner";

const module = (type: string, from: string, name: string, value: unknown, extra = "") =>
  `import type { ${type} } from "./schema/${from}.ts";\n\n` +
  `// ${forkOwner.name}のサイトの内容。\nexport const ${name}: ${type} = ${JSON.stringify(value, null, 2)};\n${extra}`;

type Format = "png" | "webp" | "avif" | "jpeg";
const image = (hue: number, format: Format, width = 800, height = 500) =>
  sharp({ create: { width, height, channels: 3, background: `hsl(${hue}, 45%, 50%)` } })
    .toFormat(format)
    .toBuffer();

const feeds = [
  "https://zenn.dev/satoken/feed",
  "https://qiita.com/satoken/feed",
  "https://note.com/satoken/rss",
];
const topics = [
  "障害対応の振り返り",
  "可観測性の設計",
  "容量計画の実際",
  "SLO の決め方",
  "オンコールを楽にする",
];
const day = (i: number) =>
  new Date(Date.UTC(2025, 9, 30) - i * 9 * 86_400_000).toISOString().slice(0, 10);

// Every seventh post came from a title-only feed (no description); the
// English feed's posts carry their language; one post came from two feeds.
function importedPosts() {
  return Array.from({ length: 33 }, (_, i) => ({
    url: `https://zenn.dev/satoken/articles/${1000 + i}`,
    title:
      i % 5 === 4
        ? `Notes from an incident review, part ${i}`
        : `${topics[i % topics.length]}（第${Math.floor(i / topics.length) + 1}回）`,
    ...(i % 7 === 3
      ? {}
      : {
          description:
            i % 5 === 4
              ? "What failed, what we changed, and what we would do again."
              : `${topics[i % topics.length]}について、本番環境で実際に起きたことと、そこから変えた仕組みを具体的に書きました。`.repeat(
                  1 + (i % 3),
                ),
        }),
    publishDate: day(i),
    ...(i % 4 === 0 ? { thumbnail: `kiji-${i}.avif`, thumbnailAlt: "" } : {}),
    ...(i % 5 === 4 ? { lang: "en" } : {}),
    source: i === 2 ? [feeds[0], feeds[2]] : feeds[i % feeds.length],
  }));
}

const importedProjects = [
  {
    url: "https://github.com/sato-ken-sre/slo-kun",
    title: "slo-kun",
    description: "SLO とエラーバジェットを計算する CLI。",
    tech: ["Go"],
    date: "2025-07-01",
    source: "sato-ken-sre",
  },
  {
    url: "https://github.com/sato-ken-sre/oncall-bot",
    title: "oncall-bot",
    description: "オンコールの当番表を Slack に流すボット。",
    tech: ["TypeScript"],
    date: "2024-12-12",
    source: "sato-ken-sre",
  },
  {
    url: "https://github.com/sato-ken-sre/dotfiles",
    title: "dotfiles",
    description: "設定ファイル。",
    tech: [],
    source: "sato-ken-sre",
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
          url: "https://sato-ken.example.jp/notes/first",
          title: "はじめての障害報告書",
          description: "最初に書いた障害報告書を読み返して、今ならどう書くかをまとめました。",
          publishDate: "2023-04-01",
          thumbnail: "shiro.webp",
          thumbnailAlt: "白い表紙",
        },
        {
          url: "https://sato-ken.example.jp/notes/tools",
          title: "道具の選び方",
          description: "運用の道具を選ぶときに見ていること。",
          publishDate: "2022-11-20",
        },
      ]).replace("import type { PostInput[] }", "import type { PostDefaults, PostInput }") +
      `export const postDefaults: PostDefaults = { thumbnail: "hyoushi.png", thumbnailAlt: "" };\n`,
    "content/projects.ts": module("ProjectInput[]", "entries", "projects", [
      {
        url: "https://gitlab.com/satoken/kanshi",
        title: "kanshi",
        description: "小さな監視エージェント。",
        tech: ["Rust"],
      },
      {
        url: "https://codeberg.org/satoken/runbooks",
        title: "runbooks",
        description: "手順書のテンプレート集。",
        date: "2025-03-03",
      },
    ]).replace("import type { ProjectInput[] }", "import type { ProjectInput }"),
    "content/overrides.ts": module("OverridesInput", "entries", "overrides", {
      hidden: [posts[5]!.url],
      posts: { [posts[1]!.url]: { title: "可観測性の設計（改訂版）" } },
      projects: {
        "https://github.com/sato-ken-sre/dotfiles": { description: "私の設定ファイル。" },
      },
    }),
    "content/imported/posts.json": `${JSON.stringify(posts, null, 2)}\n`,
    "content/imported/projects.json": `${JSON.stringify(importedProjects, null, 2)}\n`,
    "content/imported/sources.json": `${JSON.stringify({ posts: feeds.map((feed) => ({ feed })), projects: [{ user: "sato-ken-sre", forks: false, archived: false }] }, null, 2)}\n`,
    "content/images/kao-shashin.png": await image(15, "png", 600, 600),
    "content/images/shiro.webp": await image(200, "webp"),
    "content/images/hyoushi.png": await image(350, "png"),
    "content/icon.svg":
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#a3262e"/><circle cx="32" cy="32" r="14" fill="#fff"/></svg>\n',
    "content/files/rirekisho.pdf": "%PDF-1.4\n% 佐藤 健 履歴書\n",
  };
  for (const post of posts.filter((p) => p.thumbnail))
    files[`content/images/${post.thumbnail}`] = await image(
      Number(post.thumbnail!.match(/\d+/)![0]) * 11,
      "avif",
    );
  return files;
}
