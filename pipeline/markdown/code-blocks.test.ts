import { describe, expect, test, vi } from "vitest";
import { codeHighlighter } from "./highlight-code.ts";
import { renderMarkdown } from "./render-markdown.ts";

// Fenced code as the page shows it: highlighted at build time with classes,
// left to right on any page, labelled with its language; an unknown language
// is plain text and a warning.

const render = (markdown: string) =>
  renderMarkdown(markdown, {
    file: "content/posts/code/index.md",
    bodyLine: 5,
    baseUrl: "https://me.example/blog/code/",
    locale: "ar",
  });

describe("a fenced block", () => {
  test("is a figure labelled with its language, its <pre> left to right", async () => {
    const { html } = await render("```ts\nconst a = 1;\n```");
    expect(html).toMatch(
      /^<figure class="code-block" data-language="ts"><figcaption class="code-block-language">TypeScript<\/figcaption><pre dir="ltr" tabindex="0"><code class="language-ts"><span class="hl-l\d+ hl-d\d+">const<\/span>/,
    );
    expect(html).toMatch(/<\/code><\/pre><\/figure>$/);
  });

  test("has its tokens coloured by classes, never a style attribute", async () => {
    const { html } = await render(
      "```python\n@dataclass\nclass Point:\n    x: int = 0  # the x\n    def f(self): return f'{self.x!r}'\n```\n",
    );
    expect(html).not.toMatch(/\sstyle=/);
    const classes = [...html.matchAll(/<span class="([^"]+)">/g)].map(([, names]) => names!);
    expect(classes.length).toBeGreaterThan(5);
    for (const name of classes.flatMap((names) => names.split(" ")))
      expect(name).toMatch(/^hl-([ld]\d+|[ibus])$/);
    expect(html).toContain("# the x");
  });

  test("keeps its text whole and escaped", async () => {
    const code = 'if (a < b && c > "d") { return `<script>`; }';
    const { html } = await render("```js\n" + code + "\n```");
    const text = html
      .replace(/^.*<code[^>]*>/s, "")
      .replace(/<\/code>.*$/s, "")
      .replace(/<[^>]+>/g, "")
      .replace(/&#x3C;/g, "<")
      .replace(/&#x26;/g, "&")
      .replace(/&quot;/g, '"');
    expect(text).toBe(code);
    expect(html).not.toContain("<script>");
  });

  test("in an unknown language is escaped plain text and a warning naming the file's line and the language", async () => {
    const { html, warnings } = await render("Text.\n\n```klingon\n<b>Qapla'</b>\n```\n");
    expect(html).toContain(
      '<figure class="code-block" data-language="klingon"><figcaption class="code-block-language">klingon</figcaption>' +
        '<pre dir="ltr" tabindex="0"><code class="language-klingon">&#x3C;b>Qapla\'&#x3C;/b></code></pre></figure>',
    );
    expect(warnings).toEqual([
      'content/posts/code/index.md:7: the code language "klingon" is not one the site highlights, ' +
        "so the block shows as plain text",
    ]);
  });

  test("with no language, or plain text, is plain and no warning", async () => {
    const { html, warnings } = await render("```\nno language\n```\n\n```text\nplain\n```\n");
    expect(html).toBe(
      '<figure class="code-block"><pre dir="ltr" tabindex="0"><code>no language</code></pre></figure>\n' +
        '<figure class="code-block"><pre dir="ltr" tabindex="0"><code class="language-text">plain</code></pre></figure>',
    );
    expect(warnings).toEqual([]);
  });
});

describe("the highlighter", () => {
  test("is made once a process, and loads only the languages the posts use", async () => {
    const highlighter = await codeHighlighter();
    await render("```rust\nfn main() {}\n```");
    expect(await codeHighlighter()).toBe(highlighter);
    expect(highlighter.getLoadedLanguages()).toContain("rust");
    expect(highlighter.getLoadedLanguages()).not.toContain("haskell");
    expect(highlighter.getLoadedLanguages()).not.toContain("cobol");
  });

  test("highlights a block it has seen once (the cache by language and code)", async () => {
    const highlighter = await codeHighlighter();
    const spy = vi.spyOn(highlighter, "codeToHast");
    const markdown = "```go\nfunc cached() int { return 17 }\n```";
    const first = await render(markdown);
    const again = await render(`${markdown}\n\n${markdown}`);
    expect(spy).toHaveBeenCalledTimes(1);
    expect(again.html).toBe(`${first.html}\n${first.html}`);
    // The same code in another language is another block.
    await render("```ts\nfunc cached() int { return 17 }\n```");
    expect(spy).toHaveBeenCalledTimes(2);
    spy.mockRestore();
  });
});
