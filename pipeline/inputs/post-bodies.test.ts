import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { markdownLabels } from "../markdown/markdown-labels.ts";
import { checkMarkdown, renderMarkdown } from "../markdown/render-markdown.ts";
import { postBodyProblems } from "./post-bodies.ts";
import { localPost } from "./local-post.test-support.ts";
import type { LocalPost } from "./post-files.ts";

// The bodies of the posts a build shows, checked before anything is built:
// every mistake of every file, one line each, with the image files looked
// for in the post's folder.

const root = mkdtempSync(join(tmpdir(), "post-bodies-"));
mkdirSync(join(root, "content/posts/a"), { recursive: true });
copyFileSync(
  "tests/fixtures/local-posts/measuring-cold-starts/flame-graph.jpg",
  join(root, "content/posts/a/chart.jpg"),
);
writeFileSync(join(root, "content/posts/a/map.svg"), "<svg/>");
afterAll(() => rmSync(root, { recursive: true, force: true }));

const post = (slug: string, body: string, translations: LocalPost["translations"] = {}) =>
  localPost(slug, {}, { body, translations });

describe("postBodyProblems", () => {
  test("a good body, its image beside it: none", () => {
    expect(postBodyProblems(root, [post("a", "Text.\n\n![A chart](./chart.jpg)\n")])).toEqual([]);
  });

  test("every mistake of every file, by line in each, the post before its translations", () => {
    const translation = {
      file: "content/posts/a/index.ja_JP.md",
      frontMatter: { title: "あ", description: "D.", draft: false },
      body: '本文。\n\n<iframe src="https://x.example/"></iframe>\n',
      bodyLine: 4,
    };
    const body =
      '# Title again\n\n![A chart](./charts.jpg)\n\nText <b onclick="x()">here</b>.\n\n![Up](../b/chart.jpg) ![A map](./map.svg)\n';
    expect(postBodyProblems(root, [post("a", body, { ja_JP: translation })])).toEqual([
      `content/posts/a/index.md:6: a level-1 heading ("Title again") is not allowed in a post (the title in the front matter is the page's heading: start the post's sections at ##)`,
      "content/posts/a/index.md:8: an image that does not exist (./charts.jpg) is not allowed in a post (put the file beside index.md, in content/posts/a, or correct its name)",
      "content/posts/a/index.md:10: the onclick attribute is not allowed in a post (event handlers are scripts, which the site's security policy blocks)",
      "content/posts/a/index.md:12: an image outside the post's folder (../b/chart.jpg) is not allowed in a post (put the file beside index.md, in content/posts/a)",
      "content/posts/a/index.md:12: an image the image pipeline cannot read (./map.svg) is not allowed in a post (use a JPEG, PNG, WebP, AVIF, GIF or TIFF file)",
      "content/posts/a/index.ja_JP.md:6: <iframe> is not allowed in a post (the site's security policy embeds no other document: link to it instead)",
    ]);
  });

  test("a name with a stray %, which names no file, is one line too", () => {
    expect(postBodyProblems(root, [post("a", "![A chart](./chart%.jpg)\n")])).toEqual([
      "content/posts/a/index.md:6: an image that does not exist (./chart%.jpg) is not allowed in a post (put the file beside index.md, in content/posts/a, or correct its name)",
    ]);
  });
});

describe("the render takes the tree the check made", () => {
  const options = { baseUrl: "https://me.example/blog/b/", locale: "en" };
  const body = "Intro[^1].\n\n## Part\n\n$x^2$ and `code`.\n\n[^1]: A note.\n";
  const labels = markdownLabels({ footnotes: "Notas", footnoteBack: "Volver a {reference}" });
  const kept = () =>
    (globalThis as { [key: symbol]: unknown })[Symbol.for("portfolio.post-trees")] as Map<
      string,
      { tree?: unknown }
    >;

  test("with the words the build renders it in, once; the HTML is the same as a render's own", async () => {
    const file = "content/posts/b/index.md";
    expect(postBodyProblems(root, [post("b", body)])).toEqual([]);
    // Checked without the build's words: nothing is kept for the render.
    expect(kept().get(file)?.tree).toBeUndefined();
    const own = await renderMarkdown(body, {
      ...options,
      file: "elsewhere.md",
      bodyLine: 6,
      labels,
    });
    checkMarkdown(body, { file, bodyLine: 6 }, labels);
    expect(kept().get(file)?.tree).toBeDefined();
    const handed = await renderMarkdown(body, { ...options, file, bodyLine: 6, labels });
    expect(kept().get(file)?.tree).toBeUndefined();
    expect(handed.html).toBe(own.html.replaceAll("elsewhere.md", file));
    expect(handed.html).toContain("Notas");
    // Rendered again (npm run dev), it is made anew, the same.
    expect((await renderMarkdown(body, { ...options, file, bodyLine: 6, labels })).html).toBe(
      handed.html,
    );
  });

  test("in other words, the render makes its own tree and leaves the check's", async () => {
    const file = "content/posts/c/index.md";
    checkMarkdown(body, { file, bodyLine: 6 }, labels);
    const english = await renderMarkdown(body, { ...options, file, bodyLine: 6 });
    expect(english.html).toContain("Footnotes");
    expect(kept().get(file)?.tree).toBeDefined();
  });
});
