import { localPost } from "../inputs/local-post.test-support.ts";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, test, vi } from "vitest";
import type { Inputs } from "../inputs/check-inputs.ts";
import type { LocalPost } from "../inputs/post-files.ts";
import { postBodiesPlugin, postLinksPlugin, postsCssPlugin, postsMarker } from "./local-posts.ts";
import { postFeedContent, sharePostFeedBodies } from "./post-feed-bodies.ts";

const root = mkdtempSync(join(tmpdir(), "local-posts-plugin-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const post = (slug: string, body: string): LocalPost =>
  localPost(slug, { description: "D." }, { body, bodyLine: 5 });

const inputs = (localPosts: LocalPost[]) =>
  ({
    settings: { baseUrl: "https://you.example", basePath: "/" },
    content: {
      owner: { locale: "en_US" },
      copy: {
        blog: { description: "Posts.", intro: "Posts." },
        projects: { description: "Projects.", intro: "Projects." },
      },
    },
    localPosts,
  }) as unknown as Inputs;

type Load = (this: unknown, id: string) => Promise<string | undefined>;

/** The module the plugin gives an environment ("ssr", "client"), with emitted files named by their asset's name. */
async function load(plugin: ReturnType<typeof postBodiesPlugin>, environment: string) {
  const emitted: string[] = [];
  const context = {
    environment: { name: environment },
    emitFile: ({ name }: { name: string }) => (emitted.push(name), `ref-${emitted.length}`),
    error: (message: string) => {
      throw new Error(message);
    },
  };
  const code = await (plugin.load as unknown as Load).call(context, "\0virtual:post-bodies");
  return { code: code!, emitted };
}

/** The build's settings: Vite's base, the site's, where the assets are. */
function configure(plugin: ReturnType<typeof postBodiesPlugin>, base: string) {
  type ConfigResolved = (config: { command: string; mode: string; base: string }) => void;
  (plugin.configResolved as unknown as ConfigResolved)({
    command: "build",
    mode: "production",
    base,
  });
}

/** An environment's bundle written, each file `load` emitted named "assets/<stem>-<ref>.<ext>". */
function generateBundle(
  plugin: ReturnType<typeof postBodiesPlugin>,
  environment: string,
  emitted: string[],
) {
  const context = {
    environment: { name: environment },
    getFileName: (ref: string) =>
      `assets/${emitted[Number(ref.slice("ref-".length)) - 1]!.replace(".", `-${ref}.`)}`,
  };
  (plugin.generateBundle as unknown as (this: unknown) => void).call(context);
}

const table = (code: string) =>
  new Map(
    JSON.parse(/^export const postBodies = new Map\((.*)\);$/m.exec(code)![1]!) as [
      string,
      { html: string },
    ][],
  );

describe("virtual:post-bodies", () => {
  test("the browser's build gets an empty table, whatever the posts", async () => {
    const plugin = postBodiesPlugin(inputs([post("a", "Secret text.\n")]), root);
    const { code } = await load(plugin, "client");
    expect(code).toBe(
      "export const postBodies = new Map();\nexport const loadPostBody = async () => undefined;\n",
    );
  });

  test("the server's: each body rendered, with its headings and words, its images as pictures", async () => {
    mkdirSync(join(root, "content/posts/a"), { recursive: true });
    const photo = sharp({ create: { width: 900, height: 450, channels: 3, background: "#369" } });
    writeFileSync(join(root, "content/posts/a/photo.jpg"), await photo.jpeg().toBuffer());
    vi.stubEnv("IMAGE_CACHE_DIR", join(root, "cache"));
    const markdown =
      "Some words here.\n\n![A photo](./photo.jpg)\n\n## Part\n\n![Again](photo.jpg)\n";
    const plugin = postBodiesPlugin(inputs([post("a", markdown)]), root);
    const { code, emitted } = await load(plugin, "ssr");
    vi.unstubAllEnvs();
    const body = table(code).get("a") as { html: string; headings: unknown[]; words: number };
    expect(body.headings).toEqual([{ depth: 2, id: "part", text: "Part" }]);
    expect(body.words).toBeGreaterThan(3);
    expect(body.html).not.toContain("<!--");
    const pictures = body.html.match(/<picture>.*?<\/picture>/g)!;
    expect(pictures).toHaveLength(2);
    expect(pictures[0]).toContain('type="image/avif"');
    expect(pictures[0]).toContain('width="900" height="450" alt="A photo" loading="eager"');
    expect(pictures[1]).toContain('alt="Again" loading="lazy"');
    expect(pictures[0]).toContain("__VITE_ASSET__ref-");
    // 400 and 672 px, and 900 for the largest (the source is smaller than 1344), in both formats.
    expect(emitted.sort()).toEqual([
      "photo.avif",
      "photo.avif",
      "photo.avif",
      "photo.jpg",
      "photo.jpg",
      "photo.jpg",
    ]);
  });

  test("a post's own image: emitted as written, its kind, size and imageAlt for the page's metadata; a translation's words for it", async () => {
    mkdirSync(join(root, "content/posts/own"), { recursive: true });
    const cover = sharp({ create: { width: 1200, height: 630, channels: 3, background: "#693" } });
    const bytes = await cover.png().toBuffer();
    writeFileSync(join(root, "content/posts/own/cover.png"), bytes);
    const image = {
      file: "content/posts/own/cover.png",
      type: "image/png",
      width: 1200,
      height: 630,
    } as const;
    const own: LocalPost = {
      ...post("own", "Words.\n"),
      translations: {
        ja_JP: {
          file: "content/posts/own/index.ja_JP.md",
          frontMatter: { title: "投稿", description: "説明。", draft: false, imageAlt: "緑の板" },
          body: "本文。\n",
          bodyLine: 5,
        },
      },
    };
    own.default.image = image;
    own.default.frontMatter.imageAlt = "A green board";
    const plugin = postBodiesPlugin(inputs([own, post("plain", "No image.\n")]), root);
    configure(plugin, "/portfolio/");
    const { code, emitted } = await load(plugin, "ssr");
    // The file as the owner made it, named by Vite (a hash of its bytes) once the bundle is written.
    expect(emitted).toEqual(["cover.png"]);
    const bodies = table(code) as Map<string, { shareImage?: unknown }>;
    expect(bodies.get("own")!.shareImage).toEqual({
      path: "__VITE_ASSET__ref-1__",
      type: "image/png",
      width: 1200,
      height: 630,
      alt: "A green board",
    });
    expect(bodies.get("plain")!.shareImage).toBeUndefined();
    const japanese = {
      ...inputs([own]),
      settings: { baseUrl: "https://you.example", basePath: "/ja/", language: "ja_JP" },
    } as unknown as Inputs;
    const { code: translated } = await load(postBodiesPlugin(japanese, root), "ssr");
    const shown = table(translated).get("own") as { shareImage?: { alt: string } };
    expect(shown.shareImage?.alt).toBe("緑の板");
  });

  test("another language's build: a post's translation into it, its images beside it; the rest as written", async () => {
    mkdirSync(join(root, "content/posts/t"), { recursive: true });
    const photo = sharp({ create: { width: 800, height: 400, channels: 3, background: "#963" } });
    writeFileSync(join(root, "content/posts/t/photo.jpg"), await photo.jpeg().toBuffer());
    vi.stubEnv("IMAGE_CACHE_DIR", join(root, "cache"));
    const translated: LocalPost = {
      ...post("t", "English words.\n"),
      translations: {
        ja_JP: {
          file: "content/posts/t/index.ja_JP.md",
          frontMatter: { title: "投稿", description: "説明。", draft: false },
          body: "## 見出し\n\n日本語の本文。\n\n![写真](./photo.jpg)\n\n> [!NOTE]\n> 注。\n",
          bodyLine: 4,
        },
      },
    };
    const japanese = {
      settings: { baseUrl: "https://you.example", basePath: "/ja/", language: "ja_JP" },
      content: {
        owner: { locale: "ja_JP" },
        copy: {
          blog: { description: "投稿。", intro: "投稿。" },
          projects: { description: "作品。", intro: "作品。" },
        },
        translation: { defaultTag: "en-US" },
      },
      localPosts: [translated, post("u", "Only in English.\n\n> [!NOTE]\n> A note.\n")],
    } as unknown as Inputs;
    const { code } = await load(postBodiesPlugin(japanese, root), "ssr");
    vi.unstubAllEnvs();
    const bodies = table(code) as Map<string, { html: string; headings: { text: string }[] }>;
    expect(bodies.get("t")!.html).toContain("日本語の本文。");
    expect(bodies.get("t")!.html).not.toContain("English words.");
    expect(bodies.get("t")!.headings.map((heading) => heading.text)).toEqual(["見出し"]);
    expect(bodies.get("t")!.html).toMatch(/<picture>.*alt="写真".*<\/picture>/s);
    expect(bodies.get("u")!.html).toContain("Only in English.");
    // Each body's own words in its language: the translation's alert in Japanese, the other's in English.
    expect(bodies.get("t")!.html).toMatch(/markdown-alert-title[^>]*>メモ</);
    expect(bodies.get("u")!.html).toMatch(/markdown-alert-title[^>]*>Note</);
    // The same post in the default language's build: as written.
    const { code: english } = await load(postBodiesPlugin(inputs([translated]), root), "ssr");
    expect(table(english).get("t")!.html).toContain("English words.");
  });

  test("an image's alt text is written as it is, even with a replacement pattern ($&) in it", async () => {
    vi.stubEnv("IMAGE_CACHE_DIR", join(root, "cache"));
    const plugin = postBodiesPlugin(inputs([post("a", "![Costs $& in all](./photo.jpg)\n")]), root);
    const { code } = await load(plugin, "ssr");
    vi.unstubAllEnvs();
    expect(table(code).get("a")!.html).toContain('alt="Costs $&amp; in all"');
  });

  test("the server's bundle shares each body for feeds: plain code, absolute URLs, one JPEG that fits the column", async () => {
    vi.stubEnv("IMAGE_CACHE_DIR", join(root, "cache"));
    const markdown =
      "See [the other post](../b/) and [a site](https://x.example/).\n\n" +
      '![A photo](./photo.jpg "Blue")\n\n## Part\n\n```js\nconst a = 1;\n```\n';
    // Another language's build: its post's page in its folder, the assets at the site's base.
    const settings = { baseUrl: "https://you.example", basePath: "/p/ja/" };
    const plugin = postBodiesPlugin({ ...inputs([post("a", markdown)]), settings } as Inputs, root);
    configure(plugin, "/p/");
    const { emitted } = await load(plugin, "ssr");
    vi.unstubAllEnvs();
    const url = "https://you.example/p/ja/blog/a";
    const local = { slug: "a", file: "content/posts/a/index.md" };
    sharePostFeedBodies(new Map());
    generateBundle(plugin, "ssr", emitted);
    const feed = postFeedContent([{ url, local }])(url)!;
    sharePostFeedBodies(new Map());
    // JPEGs of 400, 672 and 900 px were made (ref-4 to ref-6): 672 fits the column.
    expect(feed).toContain(
      '<img src="https://you.example/p/assets/photo-ref-5.jpg" width="672" height="336" alt="A photo" title="Blue">',
    );
    expect(feed).toContain('<a href="https://you.example/p/ja/blog/b/">the other post</a>');
    expect(feed).toContain('<a href="https://x.example/">a site</a>');
    expect(feed).toContain('<pre><code class="language-js">const a = 1;\n</code></pre>');
    expect(feed).toContain('<h2 id="part">Part</h2>');
    expect(feed).not.toMatch(
      /<picture|srcset|loading=|hl-|<!--|__VITE_ASSET__|style=|<script|\son\w+=/,
    );
    expect(feed).not.toContain("new tab");
  });

  test("the browser's bundle, and a second bundle of the server's, share nothing", async () => {
    const plugin = postBodiesPlugin(inputs([post("a", "Words.\n")]), root);
    configure(plugin, "/");
    const { emitted } = await load(plugin, "client");
    const before = new Map([["a", "<p>Kept.</p>"]]);
    sharePostFeedBodies(before);
    generateBundle(plugin, "client", emitted);
    generateBundle(plugin, "ssr", emitted);
    const url = "https://you.example/blog/a";
    expect(postFeedContent([{ url, local: { slug: "a", file: "f" } }])(url)).toBe("<p>Kept.</p>");
    sharePostFeedBodies(new Map());
  });

  test("an image that is not beside the post stops the build in one line, naming the file's line", async () => {
    const missing = postBodiesPlugin(inputs([post("b", "Text.\n\n![Gone](./gone.jpg)\n")]), root);
    await expect(load(missing, "ssr")).rejects.toThrow(
      "content/posts/b/index.md:7: an image that does not exist (./gone.jpg) is not allowed in a post",
    );
    const outside = postBodiesPlugin(inputs([post("b", "![Up](../a/photo.jpg)\n")]), root);
    await expect(load(outside, "ssr")).rejects.toThrow(
      "content/posts/b/index.md:5: an image outside the post's folder (../a/photo.jpg)",
    );
  });
});

describe("the posts' styles and links, only in a site with a local post", () => {
  const css = `a{}\n${postsMarker}\nb{}`;
  type Transform = (code: string, id: string) => Promise<{ code: string } | undefined>;
  const transform = (plugin: ReturnType<typeof postsCssPlugin>) =>
    plugin.transform as unknown as Transform;

  test("without: the marker's line is left empty, so the stylesheet keeps its bytes", async () => {
    const result = await transform(postsCssPlugin(false))(css, "/p/app/app.css");
    expect(result?.code).toBe("a{}\n\nb{}");
    expect(await transform(postsCssPlugin(false))(css, "/p/app/other.css")).toBeUndefined();
  });

  test("with: the posts' layout and the code's colours in both themes", async () => {
    const result = await transform(postsCssPlugin(true))(css, "/p/app/app.css");
    expect(result?.code).toContain(".post-body");
    expect(result?.code).toMatch(/\.hl-l\d+\{--hl-l:#/);
    expect(result?.code).not.toContain(postsMarker);
  });

  test("the cards' and the archive's links come from post-link.tsx only with a local post", () => {
    type Resolve = (source: string, importer?: string) => string | undefined;
    const card = "/p/app/components/posts/post-card.tsx";
    const withPosts = postLinksPlugin(true, "/p").resolveId as unknown as Resolve;
    const without = postLinksPlugin(false, "/p").resolveId as unknown as Resolve;
    expect(withPosts("../external-link", card)).toBe("/p/app/components/posts/post-link.tsx");
    expect(withPosts("../external-link", "/p/app/components/posts/post-archive.tsx")).toBe(
      "/p/app/components/posts/post-link.tsx",
    );
    expect(withPosts("../external-link", "/p/app/components/project-card.tsx")).toBeUndefined();
    expect(without("../external-link", card)).toBeUndefined();
  });
});
