import { descriptionLimit } from "../../../app/lib/metadata/site-urls.ts";
import {
  mkdir,
  mkdtemp,
  readdir,
  readFile,
  rm,
  symlink,
  unlink,
  writeFile,
} from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { beforeAll, beforeEach, describe, expect, test } from "vitest";
import { sitePages } from "../../../app/lib/pages/site-pages.ts";
import { readPostFiles, takenPostSlugs } from "../../../pipeline/inputs/post-files.ts";
import { renderMarkdown } from "../../../pipeline/markdown/render-markdown.ts";
import type { Command } from "../options.ts";
import { options, readJson, run, snapshot } from "../fixtures/content.test-support.ts";
import { engineHtml } from "../fixtures/engines.test-support.ts";
import { fixture, send } from "../fixtures/server.test-support.ts";
import { importTestbed } from "../fixtures/testbed.test-support.ts";
import type { Canonical } from "./records.ts";

// `npm run import -- posts <feed> --home --canonical original|home` against
// feeds and images served over HTTP on 127.0.0.1: what it writes is read
// back with the site's own reader of content/posts/ (readPostFiles) and its
// Markdown renderer, so a post it writes is a post the build accepts.

const bed = importTestbed();
let diagram: Buffer;
beforeAll(async () => {
  diagram = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#123456" } })
    .png()
    .toBuffer();
});
// Medium's image host names files "1*…": served here like the rest.
const diagramPath = "/max/1024/1*SeQ_Diagram.png";
beforeEach(() => {
  bed.server.routes.set(diagramPath, (_, res) => send(res, 200, "image/png", diagram));
});

const feedUrl = (name: string) => `${bed.server.origin}/feeds/${name}`;
const runIt = (command: Command) => run(command, options(bed.dir, bed.server.origin));
const home = (feed: string, canonical: Canonical = "original") =>
  runIt({ kind: "posts", feed, home: true, canonical });
const postFolder = (slug: string) => join(bed.dir, "posts", slug);
const read = (slug: string, file = "index.md") => readFile(join(postFolder(slug), file));

/** content/posts/ as the site reads it: readPostFiles throws on any file it would refuse. */
async function localPosts() {
  const root = await mkdtemp(join(tmpdir(), "home-root-"));
  await symlink(bed.dir, join(root, "content"));
  try {
    const routes = takenPostSlugs(sitePages.map((page) => page.path));
    return readPostFiles(root, { languages: [], routes });
  } finally {
    await unlink(join(root, "content"));
    await rm(root, { recursive: true });
  }
}

const retriesUrl = "https://medium.com/@ada-example/retries-without-double-charges-1a2b3c4d5e6f";
const retries = `"Retries Without Double Charges"`;

describe("a Medium-style feed, --canonical original", () => {
  test("each item becomes content/posts/<slug>/index.md, its images beside it, accepted by the site's reader and renderer", async () => {
    const feed = feedUrl("home-medium.xml");
    const { code, out } = await home(feed);
    expect(code).toBe(0);
    expect(out).toContain(`posts ${feed} --home: 2 added, 0 updated, 0 unchanged, 0 skipped`);
    const posts = await localPosts();
    // A slug keeps its script: the URL's last segment, without Medium's id.
    expect(posts.map((post) => post.slug)).toEqual(["retries-without-double-charges", "東京の夜"]);
    const post = posts[0]!.default;
    expect(post.frontMatter).toEqual({
      title: "Retries Without Double Charges",
      description: "A client that retries a timed-out charge can pay twice. It costs $5 and $10.",
      publishDate: "2024-11-30",
      tags: ["payments", "api-design"],
      draft: false,
      canonical: retriesUrl,
    });
    expect(posts[1]!.default.frontMatter).toMatchObject({
      title: "東京の夜",
      description: "夜の東京は静かです。",
      publishDate: "2024-11-04",
    });
    // The title is not repeated; Medium's h4 is the post's h2; code keeps its lines and language;
    // no handler, style, javascript: link, script or tracking pixel; the frame is a link.
    expect(post.body).toBe(
      [
        "",
        "A client that retries a **timed-out** charge can pay twice. It costs \\$5 and \\$10.",
        "",
        "![A sequence diagram](./1-seq-diagram.png)",
        "",
        "Client, gateway & ledger",
        "",
        "## The key",
        "",
        "Send an idempotency key, read [part two](https://medium.com/@ada-example/part-two).",
        "",
        "```python",
        "def charge(key):",
        "    if seen(key):",
        "        return stored(key)",
        "    return pay()",
        "```",
        "",
        "```",
        "curl -X POST /charges",
        '  -H "Idempotency-Key: 42"',
        "```",
        "",
        "<https://medium.com/media/5e0c7b1f2a/href>",
        "",
        '![""](./photo.jpg)',
        "",
      ].join("\n"),
    );
    // The images are the served bytes, beside the post.
    expect(await readdir(postFolder("retries-without-double-charges"))).toEqual([
      "1-seq-diagram.png",
      "index.md",
      "photo.jpg",
    ]);
    expect(await read("retries-without-double-charges", "1-seq-diagram.png")).toEqual(diagram);
    const photo = Buffer.from(
      await (await fetch(`${bed.server.origin}/images/photo.jpg`)).arrayBuffer(),
    );
    expect(await read("retries-without-double-charges", "photo.jpg")).toEqual(photo);
    // The site's renderer takes the body: local images with alt text, no raw HTML.
    const rendered = await renderMarkdown(post.body, {
      file: post.file,
      bodyLine: post.bodyLine,
      baseUrl: "https://you.example/blog/retries-without-double-charges/",
      locale: "en",
    });
    expect(rendered.html).toContain('<img src="./1-seq-diagram.png" alt="A sequence diagram"');
    expect(rendered.warnings).toEqual([]);
    // What could not come, and the image without alt text, one line each, naming the post.
    expect(out).toContain(
      `  cannot convert in ${retries}: an embedded frame (https://medium.com/media/5e0c7b1f2a/href): a link to it stands in its place\n`,
    );
    expect(out).toContain(
      `  note: ${retries}: ./photo.jpg has no alt text: describe it in content/posts/retries-without-double-charges/index.md\n`,
    );
    expect(out).not.toContain("Canonical home");
    // Recorded: the source with its choice, and what was written, for refreshes.
    expect(await readJson(bed.dir, "sources.json")).toEqual({
      posts: [{ feed, home: true, canonical: "original" }],
      projects: [],
    });
    expect(await readJson(bed.dir, "posts.json")).toEqual([]);
    const records = await readJson<{ slug: string; files: Record<string, string> }[]>(
      bed.dir,
      "home-posts.json",
    );
    expect(records.map((r) => [r.slug, Object.keys(r.files)])).toEqual([
      ["retries-without-double-charges", ["1-seq-diagram.png", "index.md", "photo.jpg"]],
      ["東京の夜", ["index.md"]],
    ]);
  });

  test("--canonical home (here after original) writes no canonical and says once what to do on Medium; a refresh says nothing again", async () => {
    const feed = feedUrl("home-medium.xml");
    expect((await home(feed, "original")).code).toBe(0);
    const first = await home(feed, "home");
    expect(first.code).toBe(0);
    expect(first.out).toContain(`posts ${feed} --home: 0 added, 2 updated, 0 unchanged`);
    const posts = await localPosts();
    for (const post of posts) expect(post.default.frontMatter).not.toHaveProperty("canonical");
    const advice = first.out.split("\n").filter((line) => line.includes("Canonical home"));
    expect(advice).toEqual([
      expect.stringMatching(
        /^Canonical home: these 2 posts now name no original, .*on Medium, .*"Customize canonical link".*\(\/blog\/retries-without-double-charges, \/blog\/東京の夜\)\.$/,
      ),
    ]);
    const refresh = await runIt({ kind: "all" });
    expect(refresh.out).toContain(`posts ${feed} --home: 0 added, 0 updated, 2 unchanged`);
    expect(refresh.out).not.toContain("Canonical home");
  });
});

describe("no post is listed twice", () => {
  test("the external entry of a post brought home leaves posts.json with its thumbnail; an entry overrides.ts names stays", async () => {
    const feed = feedUrl("medium.xml");
    expect((await runIt({ kind: "posts", feed })).code).toBe(0);
    const [before] = await readJson(bed.dir, "posts.json");
    const thumbnail = String(before!.thumbnail);
    expect(await readdir(join(bed.dir, "images"))).toContain(thumbnail);

    const { code, out } = await home(feed);
    expect(code).toBe(0);
    expect(out).toContain("1 added, 0 updated, 0 unchanged, 1 skipped");
    // content/overrides.ts hides it by its URL: leaving posts.json would stop the build.
    expect(out).toContain(
      "skipped 1 (content/overrides.ts names it by its URL, which the post at home will not have: delete it there to bring it home)",
    );
    expect(out).toContain(
      `note: at home now, so no longer in content/imported/posts.json (from ${feed}): "Idempotency Keys & Retries in Payment APIs"`,
    );
    expect((await readJson(bed.dir, "posts.json")).map((p) => p.url)).toEqual([
      "https://medium.com/@ada-example/backpressure-explained-9a8b7c6d5e4f",
    ]);
    expect(await readdir(join(bed.dir, "images"))).not.toContain(thumbnail);
    expect((await localPosts()).map((p) => p.slug)).toEqual(["idempotency-keys-in-payment-apis"]);
    // Imported again as links, the post at home is still not an external entry.
    const external = await runIt({ kind: "posts", feed });
    expect(external.out).toContain(
      "skipped 1 (brought home as content/posts/idempotency-keys-in-payment-apis/index.md)",
    );
    expect((await readJson(bed.dir, "posts.json")).map((p) => p.url)).toEqual([
      "https://medium.com/@ada-example/backpressure-explained-9a8b7c6d5e4f",
    ]);
  });

  test("a dev.to feed: its description is the article; a hand-written entry of the same URL is said, and kept", async () => {
    const handWritten = await readFile(join(bed.dir, "posts.ts"), "utf8");
    const { code, out } = await home(feedUrl("home-devto.xml"));
    expect(code).toBe(0);
    expect(out).toContain(
      'skipped 1 (content/posts.ts lists it by hand: delete that entry to bring it home, or it would be listed twice): "A post I also wrote by hand" (https://example.com/hand-written-post/)',
    );
    expect(await readFile(join(bed.dir, "posts.ts"), "utf8")).toBe(handWritten);
    const [post] = await localPosts();
    expect(post!.slug).toBe("queues-in-rust");
    expect(post!.default.frontMatter).toMatchObject({
      description: "Workers pull; producers never wait. See for the code.",
      tags: ["rust", "queues"],
    });
    // dev.to's code panel, heading anchor and image link are gone; the language comes from its class.
    expect(post!.default.body).toBe(
      [
        "",
        "## Why a queue",
        "",
        "Workers pull; producers never wait. See for the code.",
        "",
        "```rust",
        "fn main() {",
        '    println!("pull");',
        "}",
        "```",
        "",
        "![Throughput by worker count](./pic.png)",
        "",
        "<https://dev.to/adaexample/backpressure-3k1j>",
        "",
        "- one",
        "- two",
        "",
      ].join("\n"),
    );
    expect(out).toContain(
      '  cannot convert in "Queues in Rust": a Liquid tag ({% github ada/queue %}): left out\n',
    );
    expect(out).toContain(
      '  cannot convert in "Queues in Rust": a dev.to embed (https://dev.to/adaexample/backpressure-3k1j): a link to it stands in its place\n',
    );
  });
});

test("Atom's content and JSON Feed's content_html come home; an entry with only a summary is left out and said", async () => {
  const atom = await home(feedUrl("home-atom.xml"));
  expect(atom.out).toContain(
    'skipped 1 (the feed gives only its summary, not the whole post): "Only a summary" (https://notes.example.com/2024/summary/)',
  );
  const json = await home(feedUrl("home-feed.json"));
  expect([atom.code, json.code]).toEqual([0, 0]);
  const [hashing, deploys] = await localPosts();
  expect(deploys!.default.frontMatter).toMatchObject({
    description: "Ship at 23:30 Pacific and it is already tomorrow in UTC.",
    tags: ["ops"],
    canonical: "https://notes.example.com/2024/late-night-deploys/",
  });
  expect(deploys!.default.body).toBe(
    "\nDeploy at *noon*.\n\n```sh\nmake deploy\nmake verify\n```\n\n![A clock](./pic.webp)\n",
  );
  expect(hashing!.default.frontMatter).toMatchObject({
    description: "Rings and virtual nodes.",
    tags: ["distributed systems", "hashing"],
  });
  // A GIF is kept as a PNG of its first frame, as a thumbnail is.
  expect(hashing!.default.body).toContain("| 3     | 33%   |");
  expect(hashing!.default.body).toContain("![A ring](./anim.png)");
  expect((await sharp(await read("consistent-hashing", "anim.png")).metadata()).format).toBe("png");
});

test("a Hexo feed written in UTC: the day is the one the post's address says; the description fits what search engines show", async () => {
  const { code } = await home(feedUrl("home-hexo.xml"), "home");
  expect(code).toBe(0);
  const [post] = await localPosts();
  const { description, publishDate } = post!.default.frontMatter;
  expect(publishDate).toBe("2021-01-01");
  expect([...description!].length).toBeLessThanOrEqual(descriptionLimit);
  expect(description).toMatch(/^This year I moved cities, .+…$/);
});

test("a post in another language than the site's says so in index.md (lang): the entry's xml:lang, else its title's script", async () => {
  const atom = await home(feedUrl("home-languages.xml"));
  const json = await home(feedUrl("home-script.json"));
  expect([atom.code, json.code]).toEqual([0, 0]);
  const langs = Object.fromEntries(
    (await localPosts()).map((post) => [
      post.default.frontMatter.title,
      post.default.frontMatter.lang,
    ]),
  );
  expect(langs).toEqual({
    "Des déploiements tardifs": "fr",
    // The feed's en-GB is the site's language (en_US), in another region: no lang.
    "Written in the feed's English": undefined,
    // No language said: the script, which the site's pages mark and turn.
    東京の夜: "und-Hani",
  });
  expect(String(await read("deploiements-tardifs"))).toMatch(
    /^publishDate: 2024-11-30\nlang: fr$/m,
  );
});

describe("a refresh", () => {
  // A feed whose text the test changes between runs.
  let served = "";
  const changing = "/feeds/changing.xml";
  beforeEach(() => {
    served = fixture("home-medium.xml", bed.server.origin);
    bed.server.routes.set(changing, (_, res) => send(res, 200, "application/rss+xml", served));
  });

  test("rewrites a post it wrote, never one the owner edited, and says so in one line", async () => {
    const feed = `${bed.server.origin}${changing}`;
    expect((await home(feed)).code).toBe(0);
    const edited = `${await read("retries-without-double-charges")}\nMy own last word.\n`;
    await writeFile(join(postFolder("retries-without-double-charges"), "index.md"), edited);
    served = served.replace("pay twice", "pay three times").replace("静か", "賑やか");

    const { code, out } = await runIt({ kind: "all" });
    expect(code).toBe(0);
    expect(out).toContain(`posts ${feed} --home: 0 added, 1 updated, 1 unchanged, 0 skipped`);
    expect(out).toContain(
      `  kept ${join(postFolder("retries-without-double-charges"), "index.md")} as you edited it: the feed's version of ${retries} is not brought in\n`,
    );
    expect(String(await read("retries-without-double-charges"))).toBe(edited);
    expect(String(await read("東京の夜"))).toContain("夜の東京は賑やかです。");

    // Nothing new in the feed: not one file changes.
    const before = await snapshot(bed.dir);
    const again = await runIt({ kind: "all" });
    expect(again.out).toContain("0 added, 0 updated, 2 unchanged");
    expect(again.out).toContain("No file changed.");
    expect(await snapshot(bed.dir)).toEqual(before);
  });

  test("an image the owner deleted counts as an edit; a deleted post is not brought back", async () => {
    const feed = `${bed.server.origin}${changing}`;
    expect((await home(feed)).code).toBe(0);
    await rm(join(postFolder("retries-without-double-charges"), "photo.jpg"));
    await rm(postFolder("東京の夜"), { recursive: true });
    served = served.replace("pay twice", "pay three times").replace("静か", "賑やか");
    const { code, out } = await runIt({ kind: "all" });
    expect(code).toBe(0);
    expect(out).toContain("0 added, 0 updated, 2 unchanged");
    expect(out).toContain(
      `  kept ${postFolder("retries-without-double-charges")} as you left it (photo.jpg is gone): the feed's version of ${retries} is not brought in\n`,
    );
    expect(out).toContain(`  left out "東京の夜": you deleted ${postFolder("東京の夜")}`);
    expect(await readdir(join(bed.dir, "posts"))).toEqual(["retries-without-double-charges"]);
    expect(String(await read("retries-without-double-charges"))).toContain("pay twice");
  });

  test("a file the owner added to the folder (a translation) makes the post theirs too", async () => {
    const feed = `${bed.server.origin}${changing}`;
    expect((await home(feed)).code).toBe(0);
    const translation = join(postFolder("東京の夜"), "index.ja_JP.md");
    await writeFile(translation, "---\ntitle: 東京の夜\n---\n");
    const written = await read("東京の夜");
    served = served.replace("静か", "賑やか");
    const { out } = await runIt({ kind: "all" });
    expect(out).toContain(
      `  kept ${postFolder("東京の夜")} as you left it (you added index.ja_JP.md): the feed's version of "東京の夜" is not brought in\n`,
    );
    expect(await read("東京の夜")).toEqual(written);
  });
});

describe("what the writer wrote comes home exactly", () => {
  test("a Hexo post's code (its trailing spaces too), KaTeX's formulas, markdown-it's notes and a video, in index.md as the run writes it", async () => {
    const html = ["hexo-highlight.html", "katex.html", "markdown-it-footnotes.html", "embeds.html"]
      .map(engineHtml)
      .join("\n");
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/"><channel>
<title>A Hexo blog</title><link>https://hexo.example/</link><description>Notes</description>
<item><title>Exactly as written</title><link>https://hexo.example/2024/exactly/</link>
<pubDate>Sat, 30 Nov 2024 10:00:00 GMT</pubDate><content:encoded><![CDATA[${html}]]></content:encoded></item>
</channel></rss>`;
    bed.server.routes.set("/feeds/hexo.xml", (_, res) =>
      send(res, 200, "application/rss+xml", xml),
    );
    const { code, out } = await home(feedUrl("hexo.xml"));
    expect(code).toBe(0);
    // The old address's last part names it, as a reader knew it.
    const written = String(await read("exactly"));
    expect(written).toContain(
      [
        "````rust",
        "// 你好，世界：注释 & <notes>",
        "fn main() {",
        '\tlet s = "<b> & </b>";   ',
        `    let long = "${"x".repeat(200)}";`,
        "",
        '    println!("{}", s); // ```not a fence```',
        "}",
        "````",
      ].join("\n"),
    );
    expect(written).toContain("The chance is $P_{stale} = \\frac{N - W}{N}$ when readers race");
    expect(written).toContain("$$\n\\sum_{i=1}^{n} x_i^2 < \\infty\n$$");
    expect(written).toContain("Retries double-charge[^1]");
    expect(written).toContain("[^2]: For 24 hours");
    expect(out).toContain(
      `  cannot convert in "Exactly as written": a Vimeo video (https://vimeo.com/76979871/8272103f6e): a link to it stands in its place\n`,
    );
    // The site reads and renders it.
    const [post] = await localPosts();
    const { html: page } = await renderMarkdown(post!.default.body, {
      file: "content/posts/exactly-as-written/index.md",
      baseUrl: "https://me.example/blog/exactly-as-written/",
      locale: "en",
    });
    expect(page).toContain('<math display="block"');
    expect(page).toContain('href="#user-content-fn-1"');
  });
});

describe("all or nothing, a dead image aside", () => {
  beforeEach(async () => {
    // Something brought home before, so "nothing changed" means more than an empty folder.
    expect((await home(feedUrl("home-atom.xml"))).code).toBe(0);
  });

  test("an image that answers 404 is left out, its alt text in its place, said in one warning; the rest comes home", async () => {
    bed.server.routes.delete(diagramPath);
    const feed = feedUrl("home-medium.xml");
    const { code, out, err } = await home(feed);
    expect([code, err]).toEqual([0, ""]);
    expect(out).toContain(`posts ${feed} --home: 2 added, 0 updated, 0 unchanged, 0 skipped`);
    expect(out).toContain(
      `  warning: content/posts/retries-without-double-charges/index.md: image ${bed.server.origin}${diagramPath} answered 404; kept its alt text "A sequence diagram"\n`,
    );
    const written = String(await read("retries-without-double-charges"));
    expect(written).toContain("\nA sequence diagram\n\nClient, gateway & ledger\n");
    expect(await readdir(postFolder("retries-without-double-charges"))).toEqual([
      "index.md",
      "photo.jpg",
    ]);
  });

  test("a file that is not an image, and a malformed feed, fail the same way", async () => {
    bed.server.routes.set(diagramPath, (_, res) =>
      send(res, 200, "image/png", "<html>oops</html>"),
    );
    const before = await snapshot(bed.dir);
    const bad = await home(feedUrl("home-medium.xml"));
    expect(bad.code).toBe(1);
    expect(bad.err.split("\n")[0]).toMatch(
      /: image http:\/\/.*1\*SeQ_Diagram\.png is not an image$/,
    );
    const malformed = await home(feedUrl("malformed.xml"));
    expect(malformed.code).toBe(1);
    expect(malformed.err.split("\n")[0]).toMatch(/malformed\.xml: malformed XML at line/);
    expect(await snapshot(bed.dir)).toEqual(before);
  });
});

test("a slug the owner's own post has gets -2; an owner's post whose canonical is the item is that post already", async () => {
  const own = (canonical = "") =>
    `---\ntitle: Mine\ndescription: By hand.\npublishDate: 2024-01-01\n${canonical}---\n\nMine.\n`;
  await mkdir(postFolder("queues-in-rust"), { recursive: true });
  await writeFile(join(postFolder("queues-in-rust"), "index.md"), own());
  await mkdir(postFolder("deploys"), { recursive: true });
  await writeFile(
    join(postFolder("deploys"), "index.md"),
    own("canonical: https://notes.example.com/2024/late-night-deploys\n"),
  );
  expect((await home(feedUrl("home-devto.xml"))).code).toBe(0);
  const atom = await home(feedUrl("home-atom.xml"));
  expect(atom.out).toContain(
    'skipped 1 (content/posts/deploys/index.md is this post already (its canonical)): "Late-night deploys"',
  );
  expect((await localPosts()).map((p) => p.slug)).toEqual([
    "deploys",
    "queues-in-rust",
    "queues-in-rust-2",
  ]);
  expect(String(await read("queues-in-rust"))).toBe(own());
});

test("removing the feed keeps the posts it brought home, as the owner's own", async () => {
  const feed = feedUrl("home-medium.xml");
  expect((await home(feed)).code).toBe(0);
  const { code, out } = await runIt({ kind: "remove", source: feed });
  expect(code).toBe(0);
  expect(out).toContain(
    "kept 2 posts it brought home (content/posts/retries-without-double-charges, content/posts/東京の夜)",
  );
  expect(await readJson(bed.dir, "home-posts.json")).toEqual([]);
  expect(await readJson(bed.dir, "sources.json")).toEqual({ posts: [], projects: [] });
  expect((await localPosts()).map((p) => p.slug)).toEqual([
    "retries-without-double-charges",
    "東京の夜",
  ]);
});

describe("old addresses: the post keeps its address on the writer's own site", () => {
  /** An RSS feed of the writer's own blog, its items (title, path) each with their whole text. */
  const ownFeed = (items: [string, string][]) =>
    [
      '<?xml version="1.0" encoding="utf-8"?>',
      '<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/"><channel>',
      "<title>Ada's blog</title><link>https://ada.example/</link>",
      ...items.map(
        ([title, path], i) =>
          `<item><title>${title}</title><link>https://ada.example${path}</link>` +
          `<pubDate>Thu, 31 Dec 2020 1${i}:00:00 GMT</pubDate>` +
          `<content:encoded><![CDATA[<p>Post ${i}.</p>]]></content:encoded></item>`,
      ),
      "</channel></rss>",
    ].join("\n");
  const serve = (name: string, xml: string) =>
    bed.server.routes.set(`/feeds/${name}`, (_, res) =>
      send(res, 200, "application/rss+xml", Buffer.from(xml)),
    );

  test("--canonical home writes the old path, decoded, as the post's aliases; its slug is that path's name, in its script", async () => {
    serve(
      "own.xml",
      ownFeed([
        ["2020 年终总结", "/2020/12/31/2020-%E5%B9%B4%E7%BB%88%E6%80%BB%E7%BB%93/"],
        ["An old one", "/?p=12"],
      ]),
    );
    const { code, out } = await home(feedUrl("own.xml"), "home");
    expect(code).toBe(0);
    const posts = await localPosts();
    expect(posts.map((post) => [post.slug, post.default.frontMatter.aliases])).toEqual([
      ["2020-年终总结", ["/2020/12/31/2020-年终总结/"]],
      ["an-old-one", undefined],
    ]);
    expect(String(await read("2020-年终总结"))).toContain(
      "aliases:\n  - /2020/12/31/2020-年终总结/\n",
    );
    expect(out).toContain(
      `note: "An old one": https://ada.example/?p=12 is no alias of content/posts/an-old-one: its address is the old site's home, which cannot be moved`,
    );
  });

  test("--canonical original writes none: the post's home is still the old site", async () => {
    serve("own.xml", ownFeed([["A post", "/2020/a-post/"]]));
    expect((await home(feedUrl("own.xml"), "original")).code).toBe(0);
    const [post] = await localPosts();
    expect(post!.default.frontMatter.aliases).toBeUndefined();
  });

  test("two posts meeting in one slug: the second is numbered, said in one line", async () => {
    serve(
      "twins.xml",
      ownFeed([
        ["Hello", "/2019/hello/"],
        ["Hello!", "/2020/hello/"],
      ]),
    );
    const { code, out } = await home(feedUrl("twins.xml"), "home");
    expect(code).toBe(0);
    expect((await localPosts()).map((post) => post.slug)).toEqual(["hello", "hello-2"]);
    expect(out.split("\n").filter((line) => line.includes("its slug would be"))).toEqual([
      '  note: "Hello!": its slug would be hello, which "Hello" (https://ada.example/2019/hello/) has: it is hello-2',
    ]);
  });
});

describe("posts of the site's own domain move home, and posts link to each other here", () => {
  // The site's address in content/links.ts: ada.example, the old blog's domain.
  beforeEach(async () => {
    await writeFile(
      join(bed.dir, "links.ts"),
      'export const links = { baseUrl: "https://ada.example" };\n',
    );
  });
  const moveFeed = () => feedUrl("home-move.xml");
  const body = async (slug: string) => (await localPosts()).find((p) => p.slug === slug)!.default;

  test("--canonical original: a move names no canonical and keeps its old path; links to posts at home, earlier ones too, lead here; a dead image is its alt text", async () => {
    // Brought home in an earlier run, from another feed: its old URL is in home-posts.json.
    expect((await home(feedUrl("home-atom.xml"))).code).toBe(0);
    const feed = moveFeed();
    const { code, out, err } = await home(feed, "original");
    expect([code, err]).toEqual([0, ""]);
    expect(out).toContain(`posts ${feed} --home: 4 added, 0 updated, 0 unchanged, 0 skipped`);
    expect(out).toContain(
      `  note: on this site's own domain (ada.example, links.baseUrl), so moved here, not cross-posted: no canonical (unlike --canonical original, which would name addresses that now lead here), their old paths kept as aliases, nothing to change elsewhere: "Idempotency keys", "Retry budgets", "2022 年终总结"\n`,
    );
    expect(out).toContain(
      `  warning: content/posts/idempotency-keys/index.md: image ${bed.server.origin}/images/gone.png answered 404; kept its alt text "A retry timeline"\n`,
    );
    expect(out).toMatch(
      /\n {2}warning: content\/posts\/idempotency-keys\/index\.md: image http:\/\/127\.0\.0\.1:1\/before\.png could not be reached: .+; it had no alt text, so nothing stands in its place\n/,
    );
    expect(out).not.toContain("Canonical home");

    const keys = await body("idempotency-keys");
    expect(keys.frontMatter).not.toHaveProperty("canonical");
    expect(keys.frontMatter.aliases).toEqual(["/2021/idempotency-keys/"]);
    expect(keys.body).toBe(
      [
        "",
        "Retries need keys; [budgets](/blog/retry-budgets#budgets) need limits.",
        "",
        "A retry timeline",
        "",
        "Before and after: and ![After](./pic.png)",
        "",
        "The queue side is in [Queues](/blog/queues); the rest is [about me](https://ada.example/about/).",
        "",
      ].join("\n"),
    );
    expect(await readdir(postFolder("idempotency-keys"))).toEqual(["index.md", "pic.png"]);
    expect((await body("retry-budgets")).body).toContain(
      "Back to [the keys](/blog/idempotency-keys), on to [the year](/blog/%E5%B9%B4%E7%BB%88%E6%80%BB%E7%BB%93) and [late deploys](/blog/late-night-deploys#deploy).",
    );
    const year = await body("年终总结");
    expect(year.frontMatter.aliases).toEqual(["/2022/年终总结/"]);
    expect(year.body).toContain("见 [预算](/blog/retry-budgets)。");
    // The cross-post on dev.to is still one: its canonical is the platform's copy.
    const queues = await body("queues");
    expect(queues.frontMatter).toMatchObject({
      canonical: "https://dev.to/adaexample/queues-2k9d",
    });
    expect(queues.frontMatter).not.toHaveProperty("aliases");
    expect(queues.body).toContain("see [the keys](/blog/idempotency-keys).");

    // A refresh tries the dead image again: still gone, nothing changes, and it is said again.
    const before = await snapshot(bed.dir);
    const again = await runIt({ kind: "all" });
    expect(again.code).toBe(0);
    expect(again.out).toContain(`posts ${feed} --home: 0 added, 0 updated, 4 unchanged`);
    expect(again.out).toContain("image http://127.0.0.1:1/before.png could not be reached");
    expect(await snapshot(bed.dir)).toEqual(before);
    // Back on its host, it comes home.
    bed.server.routes.set("/images/gone.png", (_, res) => send(res, 200, "image/png", diagram));
    const back = await runIt({ kind: "all" });
    expect(back.out).toContain(`posts ${feed} --home: 0 added, 1 updated, 3 unchanged`);
    expect(await readdir(postFolder("idempotency-keys"))).toEqual([
      "gone.png",
      "index.md",
      "pic.png",
    ]);
    expect(String(await read("idempotency-keys"))).toContain("![A retry timeline](./gone.png)");
  });

  test("--canonical home: the platform's advice names only the cross-post", async () => {
    const { code, out } = await home(moveFeed(), "home");
    expect(code).toBe(0);
    expect(out).toMatch(
      /\nCanonical home: this post now names no original, .*\(\/blog\/queues\)\.$/,
    );
    expect(out).toContain("so moved here, not cross-posted: no canonical, their old paths");
    expect((await body("retry-budgets")).frontMatter.aliases).toEqual(["/2021/retry-budgets/"]);
  });

  test("a post brought home before links to one that comes home later: a refresh points it here", async () => {
    const served = fixture("home-move.xml", bed.server.origin);
    const items = served.match(/<item>[^]*?<\/item>/g)!;
    let xml = served.replace(items[0]!, "").replace(items[2]!, "");
    bed.server.routes.set("/feeds/growing.xml", (_, res) =>
      send(res, 200, "application/rss+xml", xml),
    );
    const feed = feedUrl("growing.xml");
    expect((await home(feed, "home")).code).toBe(0);
    expect((await body("queues")).body).toContain(
      "see [the keys](https://ada.example/2021/idempotency-keys/).",
    );
    xml = served.replace(items[2]!, "");
    const { out } = await runIt({ kind: "all" });
    expect(out).toContain(`posts ${feed} --home: 1 added, 2 updated, 0 unchanged`);
    expect((await body("queues")).body).toContain("see [the keys](/blog/idempotency-keys).");
  });
});
