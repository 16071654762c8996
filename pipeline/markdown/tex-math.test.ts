import { describe, expect, test } from "vitest";
import { renderMarkdown } from "./render-markdown.ts";

// Math as MathML made at build time, with no style attribute the site's
// security policy would block, and TeX that does not parse shown as code.

const render = (markdown: string) =>
  renderMarkdown(markdown, {
    file: "content/posts/math/index.md",
    bodyLine: 3,
    baseUrl: "https://me.example/blog/math/",
    locale: "en",
  });

describe("MathML", () => {
  test('$…$ is inline math, $$…$$ display math (display="block")', async () => {
    const { html } = await render(
      "Mass: $E = mc^2$.\n\n$$\n\\frac{a}{b}\n$$\n\nAnd $$x$$ in a line.",
    );
    expect(html).toContain("<p>Mass: <math><mrow><mi>E</mi><mo>=</mo>");
    expect(html).toContain(
      '<math display="block" class="tml-display"><mfrac><mi>a</mi><mi>b</mi></mfrac></math>',
    );
    expect(html).toContain('And <math display="block"');
  });

  test("a ```math fence is display math, as on GitHub", async () => {
    const { html } = await render("```math\nx^2\n```");
    expect(html).toMatch(/^<math display="block"[^>]*><msup><mi>x<\/mi>/);
  });

  // Temml writes these with style attributes (checked when this was written).
  const styled = [
    "x^2", // display="block" plus "display:block math"
    "\\color{red}{x}",
    "\\textcolor{#0a0}{y}",
    "\\colorbox{yellow}{z}",
    "\\fcolorbox{red}{blue}{w}",
    "\\boxed{x}",
    "\\begin{matrix}a&b\\\\c&d\\end{matrix}",
    "\\begin{array}{|c|c|}\\hline a&b\\\\\\hline\\end{array}",
    "\\begin{aligned}a&=b\\\\c&=d\\end{aligned}",
    "\\tag{1} x",
    "\\overbrace{x}^{a} \\underbrace{y}_{b}",
    "\\raisebox{1em}{x}",
  ];

  test.each(styled)("%s has no style attribute, inline or displayed", async (tex) => {
    const { html, feedHtml } = await render(`$${tex}$\n\n$$\n${tex}\n$$\n`);
    expect(html).toContain("<math");
    expect(html).not.toMatch(/\sstyle=/);
    expect(feedHtml).not.toMatch(/\sstyle=/);
  });

  test("a colour becomes MathML's own mathcolor (and mathbackground) attribute", async () => {
    const { html } = await render("$\\textcolor{red}{x} + \\colorbox{yellow}{y}$");
    expect(html).toContain('<mi mathcolor="#ff0000">x</mi>');
    expect(html).toMatch(/<mrow mathbackground="#ffff00"><mtext>y<\/mtext><\/mrow>/i);
  });
});

describe("TeX that does not parse", () => {
  test("is a warning naming the file's line, and shows its TeX as code", async () => {
    const { html, warnings } = await render(
      "Fine.\n\nBroken $\\frac{a$ here.\n\n$$\nx\n\\sqrt{\n$$\n",
    );
    expect(html).toContain('Broken <code class="math-error">\\frac{a</code> here.');
    expect(html).toContain('<pre class="math-error"><code>x\n\\sqrt{</code></pre>');
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toMatch(
      /^content\/posts\/math\/index\.md:5: the TeX does not parse \(.+\), so it shows as code$/,
    );
    // The $$ fence is the file's line 7, the formula's lines 8 and 9: Temml stopped on 9.
    expect(warnings[1]).toMatch(
      /^content\/posts\/math\/index\.md:9: the TeX does not parse .*\{\), so/,
    );
  });

  test("\\href is not trusted: no link comes out of a formula", async () => {
    const { html } = await render("$\\href{https://x.example}{x}$");
    expect(html).not.toContain("<a");
    expect(html).not.toContain('href="');
  });
});
