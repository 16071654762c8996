import { describe, expect, test } from "vitest";
import {
  bringHome,
  engineHtml,
  fencedBlocks,
  rendered,
  renderedCode,
} from "../fixtures/engines.test-support.ts";

// Code comes home byte for byte from every engine's HTML: each fixture is
// what the engine wrote for the source below (tools/import/fixtures/engines/,
// README.md there says how each was made), and each block of index.md must
// be that source, line by line, with its language; then the site's own
// renderer must show the same text.

/** The code every fixture was made from: a tab, trailing spaces, "<", "&", CJK, a long line, backticks. */
const rust = [
  "// 你好，世界：注释 & <notes>",
  "fn main() {",
  '\tlet s = "<b> & </b>";   ',
  `    let long = "${"x".repeat(200)}";`,
  "",
  '    println!("{}", s); // ```not a fence```',
  "}",
];
const python = [
  '# 日本語のコメント: <tag> & "quotes"',
  "def greet(name):",
  "\tif name:  ",
  '        return f"<p>{name} & co</p>"',
  "    return '````'",
  "",
  "print(greet('世界'))",
];

const cases: { engine: string; fixture: string; source: string[]; language: string }[] = [
  {
    engine: "Hexo (its gutter table)",
    fixture: "hexo-highlight.html",
    source: rust,
    language: "rust",
  },
  {
    engine: "Hexo without line numbers (its table of one cell)",
    fixture: "hexo-highlight-no-gutter.html",
    source: python,
    language: "python",
  },
  {
    engine: "Hexo, with a caption",
    fixture: "hexo-highlight-caption.html",
    source: python,
    language: "python",
  },
  { engine: "Hugo/Chroma", fixture: "hugo-chroma.html", source: python, language: "python" },
  {
    engine: "Hugo/Chroma, lineNos=table",
    fixture: "hugo-chroma-table.html",
    source: rust,
    language: "rust",
  },
  {
    engine: "Hugo/Chroma, lineNos=inline",
    fixture: "hugo-chroma-inline.html",
    source: python,
    language: "python",
  },
  {
    engine: "Jekyll (kramdown + Rouge)",
    fixture: "jekyll-kramdown-rouge.html",
    source: python,
    language: "python",
  },
  {
    engine: "Jekyll, Rouge's line-number table",
    fixture: "jekyll-kramdown-rouge-table.html",
    source: python,
    language: "python",
  },
  {
    engine: "Jekyll's highlight tag with linenos",
    fixture: "jekyll-highlight-tag.html",
    source: rust,
    language: "rust",
  },
  { engine: "DEV (its panel of buttons)", fixture: "dev-to.html", source: rust, language: "rust" },
  {
    engine: "Medium (lines joined with <br>)",
    fixture: "medium.html",
    source: python,
    language: "python",
  },
  {
    engine: "WordPress's code block",
    fixture: "wordpress-code-block.html",
    source: python,
    language: "python",
  },
  {
    engine: "WordPress's SyntaxHighlighter",
    fixture: "wordpress-syntaxhighlighter.html",
    source: python,
    language: "python",
  },
  { engine: "Ghost", fixture: "ghost.html", source: rust, language: "rust" },
  { engine: "highlight.js", fixture: "highlightjs.html", source: python, language: "python" },
  {
    engine: "Prism's line numbers (Hexo's prismjs)",
    fixture: "prism-line-numbers.html",
    source: rust,
    language: "rust",
  },
];

describe("each engine's code block comes home as its source, byte for byte", () => {
  test.each(cases)("$engine", async ({ fixture, source, language }) => {
    const { markdown } = await bringHome(engineHtml(fixture));
    const blocks = fencedBlocks(markdown);
    expect(blocks).toHaveLength(1);
    const [block] = blocks;
    expect(block!.lang).toBe(language);
    // Line by line, so a difference names its line.
    const lines = block!.value.split("\n");
    for (const [index, line] of source.entries())
      expect(lines[index], `line ${index + 1}`).toBe(line);
    expect(lines).toHaveLength(source.length);
    // No line numbers, no buttons, no HTML.
    expect(markdown).not.toMatch(/fullscreen|<span|&lt;|&amp;/);
    // The fence is longer than any run of backticks inside.
    const fence = /^(`{3,})/m.exec(markdown)![1]!;
    const longest = Math.max(
      ...source.map((line) => Math.max(0, ...(line.match(/`+/g) ?? []).map((run) => run.length))),
    );
    expect(fence.length).toBeGreaterThan(longest);
    // The site's renderer shows the very same text.
    const { tree } = await rendered(markdown);
    expect(renderedCode(tree)).toEqual([source.join("\n")]);
  });

  test("what the engine writes around the block stays the article's: text before and after, a caption", async () => {
    expect((await bringHome(engineHtml("hexo-highlight.html"))).markdown).toMatch(
      /^Before\.\n\n````rust\n[^]*\n````\n\nAfter\.\n$/,
    );
    expect((await bringHome(engineHtml("hexo-highlight-caption.html"))).markdown).toMatch(
      /^greet\.py\n\n`````python\n/,
    );
    expect((await bringHome(engineHtml("dev-to.html"))).markdown).toMatch(
      /^Before\.\n\n````rust\n[^]*\n````\n\nAfter\.\n$/,
    );
  });
});

describe("the language, as each engine names it", () => {
  test.each([
    ['<pre class="highlight plaintext"><code>plain</code></pre>', undefined],
    [
      '<div class="language-plaintext highlighter-rouge"><div class="highlight"><pre class="highlight"><code>plain\n</code></pre></div></div>',
      undefined,
    ],
    [
      '<pre class="brush: plain; gutter: false; title: ; notranslate" title="">plain</pre>',
      undefined,
    ],
    ['<pre><code class="hljs nohighlight">plain</code></pre>', undefined],
    ['<pre><code class="hljs go">fmt</code></pre>', "go"],
    ['<pre class="language-tsx line-numbers"><code class="language-tsx">x</code></pre>', "tsx"],
    [
      '<pre class="wp-block-code"><code lang="c++" class="language-c++ line-numbers">x</code></pre>',
      "c++",
    ],
    ['<pre data-code-block-lang="Kotlin">x</pre>', "kotlin"],
    ['<pre class="wp-block-code"><code>x</code></pre>', undefined],
  ])("%s", async (html, language) => {
    const [block] = fencedBlocks((await bringHome(html)).markdown);
    expect(block!.lang ?? undefined).toBe(language);
  });
});

describe("a table of data is not a table of code", () => {
  test("numbers in its first column do not make a table code", async () => {
    const { markdown } = await bringHome(
      "<table><tr><td>1</td><td>Alice</td></tr><tr><td>2</td><td>Bob</td></tr></table>",
    );
    expect(markdown).toContain("| 1 | Alice |\n| 2 | Bob   |\n");
    expect(fencedBlocks(markdown)).toEqual([]);
  });
});

describe("what a block holds, as written", () => {
  test("blank lines at its start and end, a no-break space indent, a block that is only a number", async () => {
    const { markdown } = await bringHome(
      '<pre class="highlight shell"><code>\n\ndocker run\n\n\n</code></pre><pre><code>\u00a0\u00a0indented</code></pre><pre class="wp-block-code"><code class="language-python line-numbers">42</code></pre>',
    );
    expect(fencedBlocks(markdown).map((block) => block.value)).toEqual([
      "\n\ndocker run\n\n",
      "  indented",
      "42",
    ]);
  });
});
