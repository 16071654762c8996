import { cp, mkdtemp, readFile, rm, symlink, unlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { sitePages } from "../../../app/lib/pages/site-pages.ts";
import { readPostFiles, takenPostSlugs } from "../../../pipeline/inputs/post-files.ts";
import sharp from "sharp";
import { run, snapshot, tempContent } from "../fixtures/content.test-support.ts";
import { send, startFixtureServer } from "../fixtures/server.test-support.ts";
import type { Options } from "../options.ts";

// `npm run import -- posts <folder> --home` on small sites of each
// generator (tools/import/fixtures/folders/): what it writes is read back
// with the site's own reader of content/posts/, so every post is one the
// build accepts.

const fixtures = join(import.meta.dirname, "..", "fixtures", "folders");
let dir: string;
beforeEach(async () => {
  dir = await tempContent();
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const options = (): Options => ({
  contentDir: dir,
  timeoutMs: 1000,
  maxImageBytes: 1024 * 1024,
  githubApiUrl: "http://127.0.0.1:9/api",
  githubToken: undefined,
  devApiUrl: "http://127.0.0.1:9/api",
});
const bring = (folder: string, categoriesAsTags = false) =>
  run({ kind: "folder", folder, categoriesAsTags }, options());
const index = (slug: string) => readFile(join(dir, "posts", slug, "index.md"), "utf8");

/** content/posts/ as the site reads it: readPostFiles throws on any file it would refuse. */
async function sitePosts() {
  const root = await mkdtemp(join(tmpdir(), "folder-root-"));
  await symlink(dir, join(root, "content"));
  try {
    return readPostFiles(root, {
      languages: [],
      routes: takenPostSlugs(sitePages.map((p) => p.path)),
    });
  } finally {
    await unlink(join(root, "content"));
    await rm(root, { recursive: true });
  }
}

/** The lines of the first code block after `opening` in a file. */
function codeAfter(text: string, opening: RegExp): string[] {
  const lines = text.split("\n");
  const start = lines.findIndex((line) => opening.test(line));
  const end = lines.findIndex((line, i) => i > start && /^(```|\{%\s*end|\{\{<\s*\/)/.test(line));
  return lines.slice(start + 1, end);
}

describe("each generator's site, given by its root", () => {
  test("Hexo: a codeblock tag, a Chinese title and slug, an asset folder, a draft without an opening ---", async () => {
    const folder = join(fixtures, "hexo");
    const { code, out } = await bring(folder);
    expect(code).toBe(0);
    expect(out).toContain(
      `posts ${folder} --home (Hexo: source/_posts, source/_drafts): 2 added, 0 updated, 0 unchanged, 0 skipped`,
    );
    expect(out).toContain(
      "left as text in source/_posts/2020-年终总结.md: {% blockquote 鲁迅 %} (the old site's own tag: rewrite it in Markdown)",
    );
    const posts = await sitePosts();
    expect(posts.map((p) => p.slug)).toEqual(["2020-年终总结", "想法"]);
    expect(posts[0]!.default.frontMatter).toMatchObject({
      title: "2020 年终总结",
      description: "这一年写了很多 Go，也读了很多书。",
      publishDate: "2020-12-31",
      updated: "2021-01-02",
      tags: ["年终总结", "Go"],
      lang: "zh-CN",
      aliases: ["/2020/12/31/2020-年终总结/"],
      draft: false,
    });
    expect(posts[1]!.default.frontMatter).toMatchObject({ publishDate: "2021-03-07", draft: true });
    const source = await readFile(join(folder, "source/_posts/2020-年终总结.md"), "utf8");
    const written = await index("2020-年终总结");
    // Byte for byte: the tab and the trailing spaces too.
    expect(codeAfter(written, /^```go$/)).toEqual(codeAfter(source, /^\{% codeblock /));
    expect(written).not.toContain("<!-- more -->");
    expect(written).toContain("![一年提交次数的柱状图](./chart.png)");
    expect(written).toContain("![头像](./avatar.png)");
  });

  test("Jekyll: file-name dates, categories in the default permalink, highlight with linenos, published: false", async () => {
    const folder = join(fixtures, "jekyll");
    const { code, out } = await bring(folder);
    expect(code).toBe(0);
    expect(out).toContain("(Jekyll: _posts, _drafts): 3 added");
    const posts = await sitePosts();
    const bySlug = Object.fromEntries(posts.map((p) => [p.slug, p.default.frontMatter]));
    expect(bySlug["retries-without-double-charges"]).toMatchObject({
      publishDate: "2019-03-04", // its own offset's day, not UTC's 5 March
      tags: ["idempotency", "retries"],
      aliases: [
        "/payments/2019/03/04/retries-without-double-charges.html",
        "/2019/03/04/retries.html",
      ],
    });
    expect(bySlug["idempotency-keys"]).toMatchObject({ publishDate: "2020-07-15", draft: true });
    expect(bySlug["queues"]).toMatchObject({ draft: true });
    const source = await readFile(
      join(folder, "_posts/2019-03-04-retries-without-double-charges.md"),
      "utf8",
    );
    const written = await index("retries-without-double-charges");
    expect(codeAfter(written, /^```ruby$/)).toEqual(codeAfter(source, /^\{% highlight ruby/));
    expect(written).toContain("![The retry, in sequence](./sequence.png)");
    // Liquid's raw tags were never shown, in code or out.
    expect(await index("idempotency-keys")).toContain('print("{{ not liquid }}")\n');
    // Categories become tags only when asked.
    await bring(folder, true);
    expect(await index("retries-without-double-charges")).toMatch(
      /tags:\n {2}- idempotency\n {2}- retries\n {2}- payments\n/,
    );
  });

  test("Hugo: a page bundle with TOML, aliases and a highlight shortcode", async () => {
    const folder = join(fixtures, "hugo");
    const { code, out } = await bring(folder);
    expect(code).toBe(0);
    expect(out).toContain("(Hugo: content/posts): 1 added");
    expect(out).toContain('{{< figure src="night.jpg" title="Shibuya" >}}');
    const [post] = await sitePosts();
    expect(post!.slug).toBe("tokyo-nights");
    expect(post!.default.frontMatter).toMatchObject({
      publishDate: "2023-12-01", // Tokyo's morning, not UTC's evening before
      updated: "2023-12-02",
      tags: ["Go", "latency"],
      // Its address there, then those it names.
      aliases: ["/posts/tokyo-nights/", "/2023/11/tokyo-nights/", "/posts/old-tokyo/"],
    });
    const source = await readFile(join(folder, "content/posts/tokyo-nights/index.md"), "utf8");
    expect(codeAfter(await index("tokyo-nights"), /^```go$/)).toEqual(
      codeAfter(source, /^\{\{< highlight go/),
    );
  });

  test("Zola, astro-paper, Docusaurus and Eleventy: taxonomies, canonical URLs, pubDatetime, dated bundle folders", async () => {
    expect((await bring(join(fixtures, "zola"))).out).toContain("(Zola: content/blog): 1 added");
    const astro = await bring(join(fixtures, "astro-paper"));
    expect(astro.out).toContain("(Astro, astro-paper's fields: src/data/blog): 1 added");
    expect((await bring(join(fixtures, "docusaurus"))).out).toContain(
      "(Docusaurus: blog): 1 added",
    );
    const eleventy = await bring(join(fixtures, "eleventy"));
    expect(eleventy.out).toContain("(Eleventy: content/blog): 2 added");
    expect(eleventy.out).toContain(
      "note: content/blog/fourth-post.md: /blog/{{ page.fileSlug }}/index.html is a template, not an address: not kept as an alias",
    );
    expect(await index("first-post")).toContain("// this is a {{ comment }}\n");
    const posts = Object.fromEntries(
      (await sitePosts()).map((p) => [p.slug, p.default.frontMatter]),
    );
    expect(posts["first-light"]).toMatchObject({
      description: "A telescope, a cold night, and the first photons.",
      publishDate: "2024-02-10",
      tags: ["astronomy", "hardware"],
      canonical: "https://lena.substack.example/p/first-light",
    });
    // The title is the page's one level-1 heading: the post's sections start at ##.
    expect(await index("first-light")).toContain("\n## The mount\n\n### Polar alignment\n");
    // Its old address, /blog/first-light/, is its address here too: no alias.
    expect(posts["first-light"]!.aliases).toBeUndefined();
    expect(posts["forest-bathing-for-on-call"]).toMatchObject({
      publishDate: "2024-06-01",
      updated: "2024-06-03",
      canonical: "https://dev.to/sam/forest-bathing-for-on-call-3kx9",
      aliases: ["/posts/forest-bathing-for-on-call/"],
    });
    expect(posts["fourth-post"]).toMatchObject({ publishDate: "2018-09-30", tags: ["second tag"] });
    expect(posts["welcome"]).toMatchObject({
      publishDate: "2021-08-26",
      description: "Docusaurus blogging features are powered by the blog plugin.",
    });
  });
});

describe("running again", () => {
  test("changes nothing; a post the owner edited is kept; the posts folder alone is enough", async () => {
    const posts = join(fixtures, "hugo", "content", "posts");
    expect((await bring(posts)).code).toBe(0);
    const before = await snapshot(dir);
    const again = await bring(posts);
    expect(again.out).toContain("0 added, 0 updated, 1 unchanged, 0 skipped");
    expect(again.out).toContain("No file changed.");
    expect(await snapshot(dir)).toEqual(before);
    const file = join(dir, "posts", "tokyo-nights", "index.md");
    await writeFile(file, `${await readFile(file, "utf8")}\nA line of mine.\n`);
    const edited = await bring(posts);
    expect(edited.out).toContain("as you edited it: the folder's version of");
    expect(await readFile(file, "utf8")).toContain("A line of mine.");
  });
});

describe("bad input: one line, exit 1, nothing written", () => {
  async function site(files: Record<string, string>) {
    const root = await mkdtemp(join(tmpdir(), "old-site-"));
    await cp(join(fixtures, "jekyll"), root, { recursive: true });
    for (const [name, text] of Object.entries(files)) await writeFile(join(root, name), text);
    return root;
  }

  test.each([
    [
      "a date that is no date",
      { "_posts/2021-01-01-bad.md": "---\ntitle: Bad\ndate: someday\n---\n\nText.\n" },
      /_posts\/2021-01-01-bad\.md: date "someday": must be a date, such as 2024-01-05/,
    ],
    [
      "an update before the post",
      { "_posts/2021-01-01-bad.md": "---\ntitle: Bad\nupdated: 2020-01-01\n---\n\nText.\n" },
      /_posts\/2021-01-01-bad\.md: updated "2020-01-01" is before its publishDate "2021-01-01"/,
    ],
    [
      "an old address two posts have",
      {
        "_posts/2021-01-01-twin.md":
          "---\ntitle: Twin\nredirect_from: /2019/03/04/retries.html\n---\n\nText.\n",
      },
      /_posts\/2021-01-01-twin\.md: its old address \/2019\/03\/04\/retries\.html is _posts\/2019-03-04-retries-without-double-charges\.md's too/,
    ],
    [
      "YAML that does not parse",
      { "_posts/2021-01-01-bad.md": "---\ntitle: [unclosed\n---\n\nText.\n" },
      /_posts\/2021-01-01-bad\.md: its front matter is not valid YAML at line \d+/,
    ],
  ])("%s", async (_, files, message) => {
    const root = await site(files);
    try {
      const before = await snapshot(dir);
      const { code, err } = await bring(root);
      expect(code).toBe(1);
      expect(err.split("\n")).toHaveLength(2);
      expect(err).toMatch(message);
      expect(err).toMatch(/\nNothing was changed\.$/);
      expect(await snapshot(dir)).toEqual(before);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });

  test("two posts meeting in one slug: the second gets -2, said in one line", async () => {
    const root = await site({
      "_posts/2022-05-05-retries-without-double-charges.md":
        "---\ntitle: Retries again\n---\n\nText.\n",
    });
    try {
      const { code, out } = await bring(root);
      expect(code).toBe(0);
      expect(out).toContain(
        "note: _posts/2022-05-05-retries-without-double-charges.md: its slug would be retries-without-double-charges, which _posts/2019-03-04-retries-without-double-charges.md has: it is retries-without-double-charges-2",
      );
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });

  test("an image on another host is downloaded beside the post; a dead one leaves its alt text", async () => {
    const server = await startFixtureServer();
    const png = await sharp({
      create: { width: 20, height: 20, channels: 3, background: "#abc" },
    })
      .png()
      .toBuffer();
    server.routes.set("/cdn/graph.png", (_, res) => send(res, 200, "image/png", png));
    const root = await site({
      "_posts/2021-01-01-remote.md": `---\ntitle: Remote\n---\n\n![A graph](${server.origin}/cdn/graph.png)\n\n![Gone](${server.origin}/cdn/gone.png)\n`,
    });
    try {
      const { code, out } = await bring(root);
      expect(code).toBe(0);
      expect(out).toContain(
        `warning: content/posts/remote/index.md: image ${server.origin}/cdn/gone.png answered 404; kept its alt text "Gone"`,
      );
      expect(await index("remote")).toContain("![A graph](./graph.png)\n\nGone\n");
      expect(await readFile(join(dir, "posts", "remote", "graph.png"))).toEqual(png);
    } finally {
      await server.close();
      await rm(root, { recursive: true, force: true });
    }
  });

  test("a missing image leaves its alt text, and the run says so", async () => {
    const root = await site({
      "_posts/2021-01-01-lost.md":
        "---\ntitle: Lost\n---\n\nSee ![the lost diagram](/assets/gone.png) here.\n",
    });
    try {
      const { code, out } = await bring(root);
      expect(code).toBe(0);
      expect(out).toContain(
        'warning: content/posts/lost/index.md: image /assets/gone.png is not in the old site\'s folder; kept its alt text "the lost diagram"',
      );
      expect(await index("lost")).toContain("See the lost diagram here.");
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
