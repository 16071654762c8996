import { describe, expect, test } from "vitest";
import { renderMarkdown } from "./render-markdown.ts";

// Each h2–h4 has a stable id, unique in the post and readable in any script,
// a link to itself on the page, and a place in the table of contents.

const render = (markdown: string) =>
  renderMarkdown(markdown, {
    file: "content/posts/h/index.md",
    baseUrl: "https://me.example/blog/h/",
    locale: "ja",
  });

describe("heading ids", () => {
  test("are GitHub's slugs, unique within the post, for h2–h4 only", async () => {
    const { headings, html } = await render(
      "## Getting started\n\n### Getting started\n\n## Getting Started!\n\n### Steps\n\n#### Deep\n\n##### Deeper\n",
    );
    expect(headings).toEqual([
      { depth: 2, id: "getting-started", text: "Getting started" },
      { depth: 3, id: "getting-started-1", text: "Getting started" },
      { depth: 2, id: "getting-started-2", text: "Getting Started!" },
      { depth: 3, id: "steps", text: "Steps" },
      { depth: 4, id: "deep", text: "Deep" },
    ]);
    expect(html).toContain("<h5>Deeper</h5>");
  });

  test("keep the letters of Japanese and Arabic", async () => {
    const { headings } = await render("## はじめに：準備\n\n## مقدمة سريعة\n\n## はじめに：準備\n");
    expect(headings.map(({ id }) => id)).toEqual(["はじめに準備", "مقدمة-سريعة", "はじめに準備-1"]);
  });

  test("never repeat an id already in the post (a footnote's, the author's own)", async () => {
    const { headings, html } = await render(
      'Cite[^a].\n\n## Footnote label\n\n<h2 id="mine">Mine</h2>\n\n## Mine\n\n[^a]: Note.\n',
    );
    expect(headings).toEqual([
      { depth: 2, id: "footnote-label-1", text: "Footnote label" },
      { depth: 2, id: "mine", text: "Mine" },
      { depth: 2, id: "mine-1", text: "Mine" },
    ]);
    // The footnotes' own heading is no section of the post.
    expect(html).toContain('<h2 class="sr-only" id="footnote-label">Footnotes</h2>');
  });

  test("are the same on every build, and the text leaves out footnote calls and markup", async () => {
    const markdown = "## Use `npm` *well*[^1]\n\n[^1]: Really.\n";
    const [first, second] = [await render(markdown), await render(markdown)];
    expect(first.headings).toEqual([{ depth: 2, id: "use-npm-well", text: "Use npm well" }]);
    expect(second.headings).toEqual(first.headings);
  });
});

describe("a heading's link to itself", () => {
  test("is the heading's text, on the page only", async () => {
    const { html, feedHtml } = await render("## Install `it`\n");
    expect(html).toBe(
      '<h2 id="install-it"><a class="heading-link" href="#install-it">Install <code>it</code></a></h2>',
    );
    expect(feedHtml).toBe('<h2 id="install-it">Install <code>it</code></h2>');
  });

  test("follows a heading that holds a link, named in the post's words", async () => {
    const { html } = await renderMarkdown("## See [the docs](./docs/)\n", {
      file: "f.md",
      baseUrl: "https://me.example/",
      locale: "en",
      labels: { sectionLink: "Lien vers « {heading} »" },
    });
    expect(html).toBe(
      '<h2 id="see-the-docs">See <a href="./docs/">the docs</a> ' +
        '<a class="heading-link" href="#see-the-docs" aria-label="Lien vers « See the docs »">#</a></h2>',
    );
  });
});

describe("the outline", () => {
  test("never skips a level: a heading deeper than the one before it plus one is raised", async () => {
    const { headings, html } = await render(
      "### Starts deep\n\n##### Jumps\n\n## Back up\n\n#### Skips one\n\n<h6>Raw</h6>\n",
    );
    expect(headings.map(({ depth, text }) => [depth, text])).toEqual([
      [2, "Starts deep"],
      [3, "Jumps"],
      [2, "Back up"],
      [3, "Skips one"],
      [4, "Raw"],
    ]);
    expect(html).toContain('<h4 id="raw">');
    expect(html).not.toMatch(/<h[56]/);
  });
});

describe("a level-1 heading", () => {
  test("is refused in one line naming the file's line: the title is the page's h1", async () => {
    for (const body of [
      "Intro.\n\n# Second title\n",
      "Intro.\n\nSecond title\n===\n",
      "Intro.\n\n<h1>Second title</h1>\n",
    ])
      await expect(
        renderMarkdown(body, {
          file: "content/posts/h/index.md",
          bodyLine: 6,
          baseUrl: "https://me.example/blog/h/",
          locale: "en",
        }),
      ).rejects.toThrow(
        "content/posts/h/index.md:8: a level-1 heading (\"Second title\") is not allowed in a post (the title in the front matter is the page's heading: start the post's sections at ##)",
      );
  });
});
