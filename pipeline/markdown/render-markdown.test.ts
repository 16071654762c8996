import { describe, expect, test } from "vitest";
import { renderMarkdown, type RenderMarkdownOptions } from "./render-markdown.ts";

// The renderer end to end: GitHub's Markdown, alerts in the post's language,
// the feed's copy of the body, and the same bytes for the same input.

const options: RenderMarkdownOptions = {
  file: "content/posts/hello/index.md",
  baseUrl: "https://me.example/blog/hello/",
  locale: "en",
};
const render = (markdown: string, more: Partial<RenderMarkdownOptions> = {}) =>
  renderMarkdown(markdown, { ...options, ...more });

/** A post with a bit of everything, for the checks that hold for any post. */
const kitchenSink = `Intro with $E = mc^2$, \`inline code\`, a [link](https://example.com) and [another page](../other/).

## Setup

> [!WARNING]
> Mind the gap.

| Name | Value |
| ---- | ----: |
| a    | 1     |

- [ ] to do
- [x] done

Text[^1] ~~gone~~ and https://auto.example.org.

$$
\\boxed{\\color{red}{x}} + \\begin{array}{|c|c|}a & b\\end{array}
$$

\`\`\`ts
const answer: number = 42; // the answer
\`\`\`

\`\`\`python
def greet(name): return f"hi {name}"
\`\`\`

![A cat on a mat](./cat.jpg)

<details><summary>More</summary>

<kbd>Ctrl</kbd> + <kbd>C</kbd>

</details>

[^1]: A footnote, with [a link](./notes/).
`;

describe("GitHub's Markdown", () => {
  test("tables, task lists, footnotes, strikethrough and autolinks", async () => {
    const { html } = await render(kitchenSink);
    expect(html).toContain("<table>");
    expect(html).toContain('<th class="align-right">Value</th>');
    expect(html).toContain('<ul class="contains-task-list">');
    expect(html).toContain("<del>gone</del>");
    expect(html).toMatch(
      /<a href="https:\/\/auto\.example\.org"[^>]*>https:\/\/auto\.example\.org/,
    );
    expect(html).toMatch(/<sup><a href="#user-content-fn-1" id="user-content-fnref-1"/);
    expect(html).toContain('<li id="user-content-fn-1">');
  });

  test("a task list's checkbox is labelled by its item's text", async () => {
    const { html } = await render("- [ ] to do\n- [x] done\n\n  more\n");
    expect(html).toContain('<label><input type="checkbox" disabled> to do</label>');
    expect(html).toContain('<label><input type="checkbox" checked disabled> done</label>');
  });

  test("each alert is a titled note, in the words the options give", async () => {
    const kinds = ["NOTE", "TIP", "IMPORTANT", "WARNING", "CAUTION"];
    const markdown = kinds.map((kind) => `> [!${kind}]\n> Body of ${kind}.\n`).join("\n");
    const { html } = await render(markdown);
    for (const [kind, title] of [
      ["note", "Note"],
      ["tip", "Tip"],
      ["important", "Important"],
      ["warning", "Warning"],
      ["caution", "Caution"],
    ])
      expect(html).toContain(
        `<div class="markdown-alert markdown-alert-${kind}" role="note"><p class="markdown-alert-title">${title}</p>`,
      );
    const japanese = await render("> [!TIP]\n> 短く書く。\n", {
      labels: { alerts: { tip: "ヒント" } },
      locale: "ja",
    });
    expect(japanese.html).toContain('<p class="markdown-alert-title">ヒント</p><p>短く書く。</p>');
    expect(html).not.toContain("[!NOTE]");
  });

  test("the footnotes' words come from the options", async () => {
    const { html } = await render("A[^x] and B[^x].\n\n[^x]: Note.\n", {
      labels: { footnotes: "脚注", footnoteBack: "{reference} に戻る" },
    });
    expect(html).toContain('<h2 class="sr-only" id="footnote-label">脚注</h2>');
    expect(html).toContain('aria-label="1 に戻る"');
    expect(html).toContain('aria-label="1-2 に戻る"');
  });

  test("inline code stays a plain <code>", async () => {
    const { html } = await render("Run `npm <i>test</i>` now.");
    expect(html).toBe("<p>Run <code>npm &#x3C;i>test&#x3C;/i></code> now.</p>");
  });

  test("harmless HTML passes as written", async () => {
    const markdown =
      "<details><summary>Why</summary>\n\nBecause.\n\n</details>\n\n" +
      "Press <kbd>Ctrl</kbd>, H<sub>2</sub>O, x<sup>2</sup>, <mark>this</mark><br>and on.\n";
    const { html } = await render(markdown);
    expect(html).toContain("<details><summary>Why</summary>\n<p>Because.</p>\n</details>");
    expect(html).toContain(
      "Press <kbd>Ctrl</kbd>, H<sub>2</sub>O, x<sup>2</sup>, <mark>this</mark><br>and on.",
    );
  });
});

describe("links", () => {
  test("an external link opens in a new tab and says so, as the site's ExternalLink does", async () => {
    const { html } = await render(
      "[Docs](https://example.com/docs) and [home](../) and [me](/about)",
    );
    expect(html).toContain(
      '<a href="https://example.com/docs" target="_blank" rel="noopener noreferrer">Docs' +
        '<span class="sr-only"> (opens in a new tab)</span></a>',
    );
    expect(html).toContain('<a href="../">home</a>');
    expect(html).toContain('<a href="/about">me</a>');
  });

  test("a link to the site itself is not external, and the new-tab words come from the options", async () => {
    const { html } = await render(
      "[Post](https://me.example/blog/other/) [Elsewhere](https://x.example/)",
      {
        labels: { newTab: "新しいタブで開く" },
      },
    );
    expect(html).toContain('<a href="https://me.example/blog/other/">Post</a>');
    expect(html).toContain('<span class="sr-only"> (新しいタブで開く)</span>');
  });
});

describe("the feed's copy", () => {
  test("plain code, no heading links, MathML kept, every relative URL absolute", async () => {
    const { feedHtml, html } = await render(kitchenSink);
    expect(feedHtml).toContain(
      '<pre><code class="language-ts">const answer: number = 42; // the answer\n</code></pre>',
    );
    expect(feedHtml).not.toContain("hl-");
    expect(feedHtml).toContain('<h2 id="setup">Setup</h2>');
    expect(html).toContain('<h2 id="setup"><a class="heading-link" href="#setup">Setup</a></h2>');
    expect(feedHtml).toContain('<math display="block"');
    expect(feedHtml).toContain('<a href="https://me.example/blog/other/">another page</a>');
    expect(feedHtml).toContain('src="https://me.example/blog/hello/cat.jpg"');
    expect(feedHtml).toContain('href="https://me.example/blog/hello/notes/"');
    expect(feedHtml).toContain('href="https://me.example/blog/hello/#user-content-fn-1"');
    expect(feedHtml).toContain('<a href="https://example.com">link</a>');
    expect(feedHtml).not.toContain('sr-only"> (');
    const urls = [...feedHtml.matchAll(/(?:href|src)="([^"]*)"/g)].map(([, url]) => url);
    expect(urls.length).toBeGreaterThan(5);
    for (const url of urls) expect(url).toMatch(/^https:\/\//);
  });

  test("the image's own HTML has its URLs made absolute too, srcset included", async () => {
    const { feedHtml } = await render("![A](./a.jpg)", {
      image: () =>
        '<picture><source type="image/avif" srcset="/assets/a-400.avif 400w, /assets/a-800.avif 800w">' +
        '<img src="/assets/a-800.jpg" alt="A"></picture>',
    });
    expect(feedHtml).toContain(
      'srcset="https://me.example/assets/a-400.avif 400w, https://me.example/assets/a-800.avif 800w"',
    );
    expect(feedHtml).toContain('src="https://me.example/assets/a-800.jpg"');
  });
});

describe("any post", () => {
  test("has no style attribute anywhere, on the page or in the feed", async () => {
    const { html, feedHtml } = await render(kitchenSink);
    expect(html).toContain("<math");
    expect(html).toContain("hl-");
    expect(html).not.toMatch(/\sstyle=/);
    expect(feedHtml).not.toMatch(/\sstyle=/);
  });

  test("renders byte for byte the same every time", async () => {
    const first = await render(kitchenSink);
    const second = await render(kitchenSink);
    expect(second).toEqual(first);
    expect(JSON.stringify(second)).toBe(JSON.stringify(first));
  });

  test("returns its headings, its words and its warnings", async () => {
    const result = await render(kitchenSink);
    expect(result.headings).toEqual([{ depth: 2, id: "setup", text: "Setup" }]);
    expect(result.words).toBeGreaterThan(40);
    expect(result.warnings).toEqual([]);
  });
});
