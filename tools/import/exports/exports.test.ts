import { execFile } from "node:child_process";
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { expect, test } from "vitest";
import { snapshot } from "../fixtures/content.test-support.ts";
import { zipFolder } from "../fixtures/exports/zip.test-support.ts";
import { fixture, send } from "../fixtures/server.test-support.ts";
import { importTestbed } from "../fixtures/testbed.test-support.ts";
import { devHtml } from "./dev.ts";
import { ghostPosts } from "./ghost.ts";
import { homeSourcePosts } from "./home-source.ts";
import { mediumPosts } from "./medium.ts";
import { wordpressHtml } from "./wordpress-html.ts";
import { wordpressPosts } from "./wordpress.ts";

// Each platform's export, as the platform writes it today
// (fixtures/exports/), read into the items bring-home consumes, then
// brought home by the command itself, twice: the second run changes nothing.

const bed = importTestbed();
const wxr = "exports/ana.WordPress.2024-03-01.xml";
const ghost = "exports/tobi.ghost.2024-03-01-09-12-04.json";
const mediumFolder = join(import.meta.dirname, "..", "fixtures", "exports", "medium-export");
const draftWhy = "a draft; --drafts brings drafts home, as draft: true";

test("WordPress: posts only, published ones, tags (categories on request), the writer's day", () => {
  const read = wordpressPosts("x.xml", fixture(wxr, "http://img"), {});
  expect(read.items.map((i) => [i.title, i.date, i.categories])).toEqual([
    ["Retry budgets", "2023-11-30 22:30:00", ["Retries", "SRE"]],
    ["2020 年终总结", "2020-12-31 23:30:00", ["Rust"]],
  ]);
  expect(read.skipped).toEqual([
    { name: "Half-written: idempotency (https://ana-notes.example/?p=21)", why: draftWhy },
  ]);
  const all = wordpressPosts("x.xml", fixture(wxr, "http://img"), {
    drafts: true,
    categories: true,
  });
  expect(all.items[0]!.categories).toEqual(["Retries", "SRE", "Distributed systems"]);
  expect(all.items[1]!.categories).toEqual(["Rust"]); // "Uncategorized" is WordPress's default
  expect(all.items[2]).toMatchObject({ title: "Half-written: idempotency", draft: true });
});

test("WordPress's classic editor: blank lines are paragraphs, [code] and [caption] shortcodes HTML", () => {
  expect(
    wordpressHtml(
      'One\nline.\n\n[code lang="js"]\nif (a < b && c) {\n\n  go();\n}\n[/code]\n\nEnd.',
    ),
  ).toBe(
    '<p>One<br>\nline.</p>\n<pre><code class="language-js">if (a &lt; b &amp;&amp; c) {\n\n  go();\n}</code></pre>\n<p>End.</p>',
  );
  // The block editor's HTML is left as it is.
  expect(wordpressHtml("<!-- wp:paragraph -->\n<p>A</p>\n<!-- /wp:paragraph -->")).toBe(
    "<!-- wp:paragraph -->\n<p>A</p>\n<!-- /wp:paragraph -->",
  );
});

test("Medium: published stories (drafts on request), their address, date and body", async () => {
  const zip = zipFolder(mediumFolder);
  const read = await mediumPosts("medium-export.zip", zip, {});
  expect(read.items.map((i) => [i.title, i.link, i.date])).toEqual([
    [
      "Backpressure, Explained",
      "https://medium.com/@ada-example/backpressure-explained-77aa88bb99cc",
      "2021-03-04T08:15:42.118Z",
    ],
    [
      "東京の夜",
      "https://medium.com/@ada-example/%E6%9D%B1%E4%BA%AC%E3%81%AE%E5%A4%9C-1f2e3d4c5b6a",
      "2022-07-09T13:05:00.000Z",
    ],
  ]);
  expect(read.items[0]!.articleHtml).toContain('data-code-block-lang="go"');
  expect(read.skipped).toEqual([
    { name: "Idempotency keys (draft_Idempotency-keys-0a1b2c3d4e5f.html)", why: draftWhy },
  ]);
  const drafts = await mediumPosts("medium-export.zip", zip, { drafts: true });
  expect(drafts.items[2]).toMatchObject({ link: "https://medium.com/p/0a1b2c3d4e5f", draft: true });
  await expect(mediumPosts("medium-export.zip", Buffer.from("<html>"), {})).rejects.toThrow(
    /^medium-export\.zip is not a Medium export: not a zip file$/,
  );
});

test("Ghost: published posts, tags in order without internal ones, --site for its address", () => {
  const json: unknown = JSON.parse(fixture(ghost, ""));
  const read = ghostPosts("g.json", json, { site: "https://tobi.example/" });
  expect(read.items.map((i) => [i.title, i.link, i.categories, i.teaser])).toEqual([
    [
      "Raft in 200 lines",
      "https://tobi.example/raft-in-200-lines/",
      ["Distributed systems", "Go"],
      "A small Raft, step by step.",
    ],
    ["Заметки о консенсусе", "https://tobi.example/zametki-o-konsensuse/", [], ""],
  ]);
  expect(read.items[0]!.articleHtml).toContain('src="https://tobi.example/content/images/');
  expect(() => ghostPosts("g.json", json, {})).toThrow(/--site/);
  expect(() => ghostPosts("g.json", { db: [{ data: {} }] }, { site: "https://t.example" })).toThrow(
    /^g\.json is not a Ghost export: db\.0\.data\.posts: /,
  );
});

test("DEV: Liquid tags outside code become links, one line each; code stays as typed", () => {
  const { html, lines } = devHtml(
    "---\ntitle: T\n---\n\n{% github ada/limits %}\n\n```liquid\n{% youtube x %}\n```\n",
    '"T"',
  );
  expect(html).toBe(
    '<p><a href="https://github.com/ada/limits">https://github.com/ada/limits</a></p>\n<pre><code class="language-liquid">{% youtube x %}\n</code></pre>',
  );
  expect(lines).toEqual([
    'cannot convert in "T": a Liquid tag ({% github ada/limits %}): a link to https://github.com/ada/limits stands in its place',
  ]);
});

test("a file named as a platform's export that is not one is one line naming it", async () => {
  const file = join(bed.dir, "blog.WordPress.2024-03-01.xml");
  await writeFile(file, fixture("atom.xml", bed.server.origin));
  const settings = { timeoutMs: 5000, devApiUrl: "" };
  await expect(homeSourcePosts(file, settings)).rejects.toThrow(
    `${file} is not a WordPress export: XML without WordPress's wp: namespace (http://wordpress.org/export/…)`,
  );
  const zip = join(bed.dir, "medium-export.zip");
  await writeFile(zip, "{}");
  await expect(homeSourcePosts(zip, settings)).rejects.toThrow(
    `${zip} is not a Medium export: not a zip file`,
  );
});

async function cli(args: string[], env: Record<string, string> = {}) {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ["--import", "tsx", "tools/import/cli.ts", "--content", bed.dir, ...args],
      { env: { ...process.env, DEV_API_URL: `${bed.server.origin}/dev-api`, ...env } },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const { code, stdout, stderr } = error as { code: number; stdout: string; stderr: string };
    return { code, stdout, stderr };
  }
}

const post = (slug: string) => readFile(join(bed.dir, "posts", slug, "index.md"), "utf8");
const lines = (text: string) => text.split("\n");

/** Import, check, import again: the second run finds everything unchanged and writes nothing. */
async function twice(args: string[], label: string, first: string) {
  const run = await cli(args);
  expect(run).toMatchObject({ code: 0, stderr: "" });
  expect(run.stdout).toContain(`${label}: ${first}`);
  const before = await snapshot(bed.dir);
  const again = await cli(args);
  expect(again.code).toBe(0);
  expect(again.stdout).toContain(`${label}: 0 added, 0 updated,`);
  expect(await snapshot(bed.dir)).toEqual(before);
  return run.stdout;
}

test("npm run import -- posts <WordPress export> --home --drafts: front matter, code, a second run", async () => {
  const file = join(bed.dir, "ana.WordPress.2024-03-01.xml");
  await writeFile(file, fixture(wxr, bed.server.origin));
  const args = ["posts", file, "--home", "--canonical", "home", "--drafts"];
  await twice(args, `posts ${file} --home`, "3 added, 0 updated, 0 unchanged, 0 skipped");
  expect(lines(await post("retry-budgets"))).toEqual([
    "---",
    "title: Retry budgets",
    "description: Cap the retries.",
    "publishDate: 2023-11-30",
    "tags:",
    "  - Retries",
    "  - SRE",
    "aliases:",
    "  - /2023/11/30/retry-budgets/",
    "---",
    "",
    "A retry budget caps how many retries a client sends.",
    "",
    "Here is the rule:",
    "",
    "```python",
    "def allowed(sent, retried):",
    "    return retried < 0.1 * sent  # 10% & no more",
    "```",
    "",
    expect.stringMatching(/^!\[A retry timeline\]\(\.\/.+\.jpg\)$/),
    "",
    "Retries over time",
    "",
    "That is all.",
    "",
  ]);
  expect(lines(await post("2020-年终总结"))).toEqual([
    "---",
    "title: 2020 年终总结",
    "description: 今年写了很多代码。",
    "publishDate: 2020-12-31",
    "tags:",
    "  - Rust",
    "aliases:",
    "  - /2020/12/31/2020-年终总结/",
    "---",
    "",
    "今年写了很多代码。",
    "",
    "```",
    "fn main() {",
    '\tprintln!("再见 2020 <3");',
    "}",
    "```",
    "",
  ]);
  expect(lines(await post("half-written-idempotency"))).toEqual([
    "---",
    'title: "Half-written: idempotency"',
    "description: Keys make retries safe.",
    "publishDate: 2024-02-10",
    "draft: true",
    "---",
    "",
    "Keys make retries safe.",
    "",
  ]);
  const sources = JSON.parse(await readFile(join(bed.dir, "imported", "sources.json"), "utf8"));
  expect(sources.posts).toEqual([{ feed: file, home: true, canonical: "home", drafts: true }]);
}, 60_000);

test("npm run import -- posts medium-export.zip --home: the stories, Medium's <pre> as code", async () => {
  const file = join(bed.dir, "medium-export.zip");
  await writeFile(
    file,
    zipFolder(mediumFolder, (text) => text.replaceAll("{{origin}}", bed.server.origin)),
  );
  const out = await twice(
    ["posts", file, "--home", "--canonical", "original"],
    `posts ${file} --home`,
    "2 added, 0 updated, 0 unchanged, 1 skipped",
  );
  expect(out).toContain(
    `skipped 1 (${draftWhy}): Idempotency keys (draft_Idempotency-keys-0a1b2c3d4e5f.html)`,
  );
  expect(lines(await post("backpressure-explained"))).toEqual([
    "---",
    "title: Backpressure, Explained",
    "description: When a queue says no.",
    "publishDate: 2021-03-04",
    "canonical: https://medium.com/@ada-example/backpressure-explained-77aa88bb99cc",
    "---",
    "",
    "A queue that never says no hides the overload.",
    "",
    "```go",
    "if len(queue) >= limit {",
    "    return ErrBusy // tell the caller",
    "}",
    "```",
    "",
    expect.stringMatching(/^!\[""\]\(\.\/.+\.png\)$/),
    "",
    "The queue, full",
    "",
  ]);
  expect(lines(await post("東京の夜"))).toEqual([
    "---",
    "title: 東京の夜",
    "description: 夜の街を歩いた。",
    "publishDate: 2022-07-09",
    "lang: und-Hani",
    "canonical: https://medium.com/@ada-example/%E6%9D%B1%E4%BA%AC%E3%81%AE%E5%A4%9C-1f2e3d4c5b6a",
    "---",
    "",
    "夜の街を**歩いた**。",
    "",
  ]);
}, 60_000);

test("npm run import -- posts <Ghost export> --home --site …: html, tags, excerpt", async () => {
  const file = join(bed.dir, "tobi.ghost.2024-03-01-09-12-04.json");
  await writeFile(file, fixture(ghost, ""));
  const site = bed.server.origin.replace("127.0.0.1", "localhost");
  bed.server.routes.set("/content/images/2024/01/pic.png", (req, res) =>
    send(res, 302, "text/plain", "", { location: `${bed.server.origin}/images/pic.png` }),
  );
  const args = ["posts", file, "--home", "--canonical", "original", "--site", site];
  await twice(args, `posts ${file} --home`, "2 added, 0 updated, 0 unchanged, 1 skipped");
  expect(lines(await post("raft-in-200-lines"))).toEqual([
    "---",
    "title: Raft in 200 lines",
    "description: A small Raft, step by step.",
    "publishDate: 2024-01-14",
    "tags:",
    "  - Distributed systems",
    "  - Go",
    `canonical: ${site}/raft-in-200-lines/`,
    "---",
    "",
    "Leader election first.",
    "",
    "```go",
    "func (n *Node) tick() {",
    "\tif n.elapsed > n.timeout {",
    "\t\tn.campaign()",
    "\t}",
    "}",
    "```",
    "",
    expect.stringMatching(/^!\[Three nodes\]\(\.\/.+\.png\)$/),
    "",
    "Three nodes, one leader",
    "",
  ]);
  expect(await post("zametki-o-konsensuse")).toContain("title: Заметки о консенсусе\n");
}, 60_000);

test("npm run import -- posts dev.to/<user> --home: DEV's API, its Markdown, canonical_url", async () => {
  const origin = bed.server.origin;
  bed.server.routes.set("/dev-api/articles", (req, res) => {
    const page = new URL(req.url ?? "", origin).searchParams.get("page");
    send(
      res,
      200,
      "application/json",
      page === "1" ? fixture("exports/dev-articles.json", origin) : "[]",
    );
  });
  for (const id of ["1804411", "1702233"])
    bed.server.routes.set(`/dev-api/articles/${id}`, (_, res) =>
      send(
        res,
        200,
        "application/json",
        JSON.stringify({
          body_markdown: fixture(`exports/dev-article-${id}.md`, origin),
          tags: null,
        }),
      ),
    );
  const args = ["posts", "dev.to/ada_dev", "--home", "--canonical", "original"];
  const out = await twice(
    args,
    "posts https://dev.to/ada_dev --home",
    "2 added, 0 updated, 0 unchanged, 0 skipped",
  );
  expect(out).toContain(
    '  cannot convert in "Context cancellation in Go": a Liquid tag ({% youtube dQw4w9WgXcQ %}): a link to https://www.youtube.com/watch?v=dQw4w9WgXcQ stands in its place',
  );
  expect(lines(await post("context-cancellation-in-go"))).toEqual([
    "---",
    "title: Context cancellation in Go",
    "description: Stop work nobody waits for.",
    "publishDate: 2024-03-12",
    "tags:",
    "  - go",
    "  - concurrency",
    "canonical: https://dev.to/ada_dev/context-cancellation-in-go-2k9d",
    "---",
    "",
    "A request that nobody waits for should stop.",
    "",
    "```go",
    "ctx, cancel := context.WithTimeout(ctx, 2*time.Second)",
    "defer cancel()\t// always",
    "if err := work(ctx); err != nil {",
    '\treturn fmt.Errorf("work: %w <%d>", err, 1)',
    "}",
    "```",
    "",
    "<https://www.youtube.com/watch?v=dQw4w9WgXcQ>",
    "",
    expect.stringMatching(/^!\[Goroutines and their contexts\]\(\.\/.+\.png\)$/),
    "",
    "Write `{% raw %}` in code and it stays as typed.",
    "",
  ]);
  // canonical_url elsewhere: that address is the post's.
  expect(await post("concurrency-limits")).toContain(
    "canonical: https://ada-notes.example/2023/10/01/concurrency-limits/\n",
  );
}, 60_000);
