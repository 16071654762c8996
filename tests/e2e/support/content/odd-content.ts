import { readdirSync } from "node:fs";
import type { PostInput, ProjectInput } from "../../../../content/schema/entries";
import type { OwnerInput } from "../../../../content/schema/owner";

// Content that is odd but valid: it passes the schema, so a fork may well
// write it, and the site must show it well.

/** One word, no spaces, far wider than a 390 px screen. */
export const longWord = "Pneumonoultramicroscopicsilicovolcanoconiosis".repeat(6);
/** Text that looks like markup; it must be shown, never run or parsed. */
export const htmlish = `<script>window.__injected = 1</script><img src=x onerror="window.__injected = 2"> <b>not bold</b> & &amp;`;
export const emoji = "Shipping 🚀 with 👩🏽‍💻 from 🇳🇬, family 👨‍👩‍👧‍👦";
export const arabic = "لماذا لا يمكن أن تكون عناوين المحافظ أرقام حسابات؟";
export const hebrew = "שלום עולם! זהו תיאור של פרויקט בעברית, עם מספיק מילים כדי לעבור את המגבלה.";
export const address = `${longWord}, القاهرة`;

export const oddOwner: OwnerInput = {
  name: `Zoë “${longWord}” 🦊`,
  jobTitle: "Engineer",
  greeting: `Hi ${emoji}`,
  bio: `${htmlish} ${longWord}`,
  about: [htmlish, `${arabic} ${hebrew}`, `${emoji} ${longWord}`],
  description: "A portfolio with odd content.",
  headshot: "headshot.jpg",
  headshotAlt: htmlish,
  knowsAbout: [longWord],
  locale: "en_US",
};

const post = (n: number, title: string, description: string): PostInput => ({
  url: `https://example.com/post-${n}`,
  title,
  description,
  publishDate: "2024-02-29",
  thumbnail: "thumbnail.jpg",
  thumbnailAlt: n === 1 ? htmlish : "",
});

export const oddPosts: PostInput[] = [
  post(1, htmlish, `${longWord} ${emoji}`),
  // Long enough to be truncated inside right-to-left text and emoji.
  post(2, arabic, `${arabic} ${hebrew} ${emoji.repeat(6)}`),
  post(3, longWord, emoji.repeat(12)),
];

export const oddProjects: ProjectInput[] = [
  {
    url: "https://example.com/p1",
    title: longWord,
    description: `${htmlish} ${longWord}`,
    tech: [longWord, "C++ & <Rust>", "🦀"],
  },
  { url: "https://example.com/p2", title: arabic, description: hebrew.repeat(2), tech: ["عربي"] },
  { url: "https://example.com/p3", title: htmlish, description: emoji },
];

/** A picture made of files the real build wrote, so the images really load. */
export function builtPicture(dir: string, basePath: string) {
  const assets = readdirSync(`${dir}/assets`);
  const first = (ext: string) => {
    const name = assets.find((file) => new RegExp(`\\.${ext}$`).test(file));
    if (!name) throw new Error(`No ${ext} image in ${dir}/assets; build first`);
    return `${basePath}assets/${name}`;
  };
  const jpeg = first("jpg");
  return {
    img: { src: jpeg, w: 640, h: 336 },
    sources: { avif: `${first("avif")} 640w`, jpeg: `${jpeg} 640w` },
  };
}
