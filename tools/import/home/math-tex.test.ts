import { toString } from "hast-util-to-string";
import type { Element, Root } from "hast";
import { describe, expect, test } from "vitest";
import { bringHome, engineHtml, rendered } from "../fixtures/engines.test-support.ts";

// Rendered math comes home as its TeX, in the syntax the site's renderer
// reads ($…$ inline, $$…$$ display), and the site renders it as MathML;
// never the letters of the engine's drawing run together.

function maths(tree: Root | Element): Element[] {
  return tree.children.flatMap((child) =>
    child.type !== "element" ? [] : child.tagName === "math" ? [child] : maths(child),
  );
}

const chance = "$P_{stale} = \\frac{N - W}{N}$";
const sum = "$$\n\\sum_{i=1}^{n} x_i^2 < \\infty\n$$";

describe("each engine's formulas come home as their TeX", () => {
  test.each([
    [
      "KaTeX",
      "katex.html",
      `The chance is ${chance} when readers race, and\n\n${sum}\n\nIt costs \\$5, not \\$\\$.\n`,
    ],
    [
      "MathJax 2's scripts",
      "mathjax2.html",
      `The chance is ${chance} when readers race, and\n\n${sum}\n\nIt costs \\$5.\n`,
    ],
    [
      "kramdown's \\(…\\) and \\[…\\], left for MathJax",
      "jekyll-kramdown-math.html",
      `The chance is ${chance} when readers race, and\n\n${sum}\n\nIt costs \\$5.\n`,
    ],
    [
      "MathJax 3's assistive MathML, written as TeX",
      "mathjax3.html",
      "Inline $\\alpha^{2}+\\sqrt{x}$ in a line.\n\n$$\n\\frac{a}{b}\\le\\sum_{k=0}^{n}k\n$$\n",
    ],
    [
      "WordPress.com's $latex images",
      "wordpress-latex.html",
      "Euler: $e^{i\\pi} + 1 = 0$ holds.\n",
    ],
  ])("%s", async (_engine, fixture, expected) => {
    const { markdown, cannot } = await bringHome(engineHtml(fixture));
    expect(markdown).toBe(expected);
    expect(cannot).toEqual([]);
    // The drawing's letters never come along.
    expect(markdown).not.toMatch(/Pstale|N-WRNR|α2/);
    // The site renders each formula as MathML, inline and display as written, and a price as a price.
    const { tree, html } = await rendered(markdown);
    const formulas = maths(tree);
    expect(formulas.length).toBe(2 - Number(fixture === "wordpress-latex.html"));
    expect(formulas.map((math) => math.properties.display ?? "inline")).toEqual(
      fixture === "wordpress-latex.html" ? ["inline"] : ["inline", "block"],
    );
    expect(html).not.toContain("math-error");
    if (markdown.includes("\\$5")) expect(toString(tree)).toContain("costs $5");
  });
});

describe("TeX in the text, as a script would have drawn it", () => {
  test("$$…$$ stays math (not \\$\\$), a display formula a block of its own; a single $ is text", async () => {
    const { markdown } = await bringHome(
      "<p>Energy: $$E = mc^2$$ and \\(a+b\\) cost $3 or $4.</p><ul><li>\\[x^2\\]</li></ul><pre><code>$$not math$$</code></pre><p><code>\\(x\\)</code></p>",
    );
    expect(markdown).toBe(
      "Energy:\n\n$$\nE = mc^2\n$$\n\nand $a+b$ cost \\$3 or \\$4.\n\n- $$\n  x^2\n  $$\n\n```\n$$not math$$\n```\n\n`\\(x\\)`\n",
    );
    expect(maths((await rendered(markdown)).tree)).toHaveLength(3);
  });

  test("display math in a heading or a table cell stays in its line", async () => {
    const { markdown } = await bringHome(
      '<h2>Why <span class="katex-display"><span class="katex"><span class="katex-mathml"><math display="block"><semantics><mi>x</mi><annotation encoding="application/x-tex">x</annotation></semantics></math></span></span></span></h2>',
    );
    expect(markdown).toBe("## Why $x$\n");
  });
});

describe("a formula whose TeX cannot be had is said, never drawn as letters", () => {
  test("KaTeX's HTML alone, AsciiMath", async () => {
    const { markdown, cannot } = await bringHome(
      '<p>A <span class="katex"><span class="katex-html" aria-hidden="true"><span class="base">Pstale</span></span></span> and <script type="math/asciimath">sum_(i=1)^n i</script>.</p>',
    );
    expect(markdown).toBe("A and .\n");
    expect(cannot).toEqual([
      "a formula KaTeX drew without its TeX: left out",
      "a formula in asciimath (not TeX): left out",
    ]);
  });
});
