import { describe, expect, test } from "vitest";
import { contrast, minimumContrast } from "../../app/lib/theme/accent.ts";
import type { BundledLanguage } from "shiki";
import { codeThemeNames, codeThemes } from "./code-themes.ts";
import { codeHighlighter } from "./highlight-code.ts";
import { highlightCss } from "./highlight-css.ts";
import { renderMarkdown } from "./render-markdown.ts";

// The one stylesheet of highlighted code: light-dark() colours for every
// class a block can have, each readable on its block in both schemes.

/** A few lines in each language a post is likely to hold. */
const samples: Record<string, string> = {
  ts: "import { x } from './x';\n/** Doc */\nexport const f = async <T,>(a: T): Promise<T> => a ?? null; // c",
  python: "@decorator\ndef f(x: int = 1) -> str:\n    return f'{x!r}' if x else None  # c",
  rust: '#[derive(Debug)]\nfn main() { let v: Vec<u8> = vec![1]; println!("{v:?}"); }',
  go: 'package main\nimport "fmt"\nfunc main() { fmt.Println(`raw`, 0x1F) }',
  bash: '#!/bin/sh\nfor f in *.md; do echo "$f" | grep -q x && exit 1; done',
  json: '{ "a": [1, true, null], "b": "c" }',
  yaml: "key: value\nlist:\n  - 1 # c\nanchor: &a { b: c }",
  css: "@media (width > 40em) { .a:hover::before { color: #fff !important; } }",
  html: '<!doctype html><a href="x" class="y">t &amp; u</a><!-- c -->',
  sql: "SELECT a, COUNT(*) FROM t WHERE b = 'c' GROUP BY a; -- c",
  diff: "--- a\n+++ b\n@@ -1 +1 @@\n-old\n+new",
  md: "# H\n*it* **bold** [l](u) `code`\n> q\n- [ ] t",
};

const render = (markdown: string) =>
  renderMarkdown(markdown, { file: "f.md", baseUrl: "https://me.example/", locale: "en" });

/** Each rule of the stylesheet: selector → declarations. */
function rules(css: string): Map<string, string> {
  return new Map(
    [...css.matchAll(/([^{}\s][^{}]*)\{([^}]*)\}/g)].map(([, s, d]) => [s!.trim(), d!]),
  );
}

describe("highlightCss()", () => {
  test("colours blocks and tokens with light-dark(), following the page's color-scheme", async () => {
    const css = rules(await highlightCss());
    expect(css.get(".code-block")).toBe(
      "--hl-l:#1f2328;--hl-d:#e6edf3;color:light-dark(var(--hl-l),var(--hl-d));" +
        "background-color:light-dark(#ffffff,#0d1117)",
    );
    expect(css.get(".code-block span")).toBe("color:light-dark(var(--hl-l),var(--hl-d))");
  });

  test("makes every token colour readable on its block, WCAG AA in both schemes", async () => {
    const css = await highlightCss();
    const light = [...css.matchAll(/--hl-l:(#[\da-f]{6})/g)].map(([, colour]) => colour!);
    const dark = [...css.matchAll(/--hl-d:(#[\da-f]{6})/g)].map(([, colour]) => colour!);
    expect(light.length).toBeGreaterThan(5);
    expect(dark.length).toBeGreaterThan(5);
    for (const colour of light)
      expect(contrast(colour, "#ffffff"), colour).toBeGreaterThanOrEqual(minimumContrast);
    for (const colour of dark)
      expect(contrast(colour, "#0d1117"), colour).toBeGreaterThanOrEqual(minimumContrast);
  });

  test("defines every class the highlighted code of many languages uses", async () => {
    const css = rules(await highlightCss());
    const markdown = Object.entries(samples)
      .map(([language, code]) => `\`\`\`${language}\n${code}\n\`\`\``)
      .join("\n\n");
    const { html, warnings } = await render(markdown);
    expect(warnings).toEqual([]);
    const used = new Set(
      [...html.matchAll(/<span class="([^"]+)">/g)].flatMap(([, names]) => names!.split(" ")),
    );
    expect(used.size).toBeGreaterThan(10);
    for (const name of used) expect(css.has(`.${name}`), name).toBe(true);
  });

  test("knows every colour Shiki gives those tokens, so none is lost for want of a class", async () => {
    const [highlighter, themes] = await Promise.all([codeHighlighter(), codeThemes()]);
    await highlighter.loadLanguage(...(Object.keys(samples) as BundledLanguage[]));
    for (const [language, code] of Object.entries(samples)) {
      const html = highlighter.codeToHtml(code, {
        lang: language,
        themes: codeThemeNames,
        defaultColor: false,
      });
      for (const [, scheme, colour] of html.matchAll(/--shiki-(light|dark):(#[\dA-Fa-f]+)/g)) {
        const theme = themes[scheme as "light" | "dark"];
        expect([theme.foreground, ...theme.palette], `${language} ${colour}`).toContain(
          colour!.toLowerCase(),
        );
      }
    }
  });

  test("is made from the themes alone: the same before and after any post", async () => {
    const before = await highlightCss();
    await render('```elixir\nIO.puts("hi")\n```');
    expect(await highlightCss()).toBe(before);
    expect(before).not.toMatch(/style=/);
  });
});
