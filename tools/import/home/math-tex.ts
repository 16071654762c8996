// remark-math's nodes (inlineMath, math) in mdast's types.
/// <reference types="mdast-util-math" />
import type { Element, ElementContent, Root, RootContent } from "hast";
import { fromHtml } from "hast-util-from-html";
import { toString } from "hast-util-to-string";
import type { PhrasingContent, RootContent as MdRootContent } from "mdast";
import type { Options as ToMdastOptions } from "rehype-remark";
import { classes, element, findElement, stringProperty, text } from "./hast-reading.ts";
import { annotatedTex, mathmlToTex } from "./mathml-tex.ts";

// Math comes home as the TeX it was written in, in the syntax the site's
// renderer reads (pipeline/markdown/render-markdown.ts: remark-math, $…$
// inline, $$…$$ display): never the letters of the engine's drawing run
// together. Where the TeX is, engine by engine:
//
//   KaTeX      <span class="katex"><span class="katex-mathml"><math><semantics>…
//              <annotation encoding="application/x-tex">TeX</annotation>, in a
//              <span class="katex-display"> for display
//   MathJax 2  <script type="math/tex"> and <script type="math/tex; mode=display">
//              (its drawings, <span class="MathJax">…, are left out)
//   MathJax 3  <mjx-container [display="true"]>: a data-latex or data-tex where the
//              site keeps one, else the annotation or the MathML of its
//              <mjx-assistive-mml>, written as TeX (mathml-tex.ts)
//   MathML     a <math>: its annotation, else its MathML as TeX
//   WordPress  <img class="latex" src="…/latex.php?latex=TeX…">
//   the text   $$…$$, \[…\] and \(…\), which client-side MathJax and KaTeX read
//
// A formula stands in the article as <tex-math data-display="…">TeX</tex-math>
// until it is Markdown (the sanitizing schema lets that one element through);
// a display formula then becomes a block of its own: <pre><code
// class="language-math">, which is $$…$$ in the Markdown.

export type Formula = { tex: string; display: boolean };
/** What a node is, as math: a formula, an engine's drawing of one (left out), one whose TeX is lost, or no math. */
export type MathReading = Formula | { drawing: true } | { lost: string } | undefined;

const mathJax2Drawing =
  /^(?:MathJax_Preview|MathJax|MathJax_Display|MathJax_SVG|MathJax_SVG_Display|MathJax_CHTML|MathJax_MathML|MJX_Assistive_MathML)$/;

const formula = (tex: string, display: boolean): MathReading =>
  tex.trim() ? { tex: tex.trim(), display } : { lost: "a formula without its TeX" };

/** The formula `node` is, if it is one (see the engines above). */
export function readMath(node: Element, base: string): MathReading {
  const names = classes(node);
  if (node.tagName === "script") {
    const type = stringProperty(node, "type").toLowerCase();
    if (/^math\/tex\b/.test(type)) return formula(toString(node), /mode\s*=\s*display/.test(type));
    if (/^math\/mml\b/.test(type)) return fromMathml(fromHtml(toString(node), { fragment: true }));
    if (/^math\//.test(type)) return { lost: `a formula in ${type.slice(5)} (not TeX)` };
    return undefined;
  }
  if (node.tagName === "mjx-container") {
    const display = ["true", "block"].includes(stringProperty(node, "display"));
    const math = findElement(node, (child) => child.tagName === "math");
    const written =
      stringProperty(node, "dataLatex") ||
      stringProperty(node, "dataTex") ||
      (math && (stringProperty(math, "dataLatex") || mathmlToTex(math)));
    return written ? formula(written, display) : { lost: "a formula MathJax drew without its TeX" };
  }
  if (names.includes("katex-display")) {
    const katex = findElement(node, (child) => classes(child).includes("katex"));
    const read = katex ? readMath(katex, base) : undefined;
    return read && "tex" in read ? { ...read, display: true } : read;
  }
  if (names.includes("katex")) {
    const math = findElement(node, (child) => child.tagName === "math");
    const tex = math ? annotatedTex(math) : "";
    if (!tex) return { lost: "a formula KaTeX drew without its TeX" };
    return formula(tex, stringProperty(math!, "display") === "block");
  }
  if (names.includes("katex-error")) return formula(toString(node), false);
  if (names.some((name) => mathJax2Drawing.test(name))) return { drawing: true };
  if (node.tagName === "math") return fromMathml(node);
  if (node.tagName === "img") return wordPressLatex(node, base);
  return undefined;
}

function fromMathml(node: Element | Root): MathReading {
  const math =
    node.type === "element" && node.tagName === "math"
      ? node
      : findElement(node, (child) => child.tagName === "math");
  if (!math) return { lost: "a MathML formula" };
  return formula(mathmlToTex(math), stringProperty(math, "display") === "block");
}

/** WordPress.com's (Jetpack's) $latex …$: an image of the formula, its TeX in the address. */
function wordPressLatex(node: Element, base: string): MathReading {
  const src = stringProperty(node, "src");
  if (!/\/latex\.php\?/.test(src) && !classes(node).includes("latex")) return undefined;
  let tex = "";
  try {
    tex = new URL(src, base).searchParams.get("latex") ?? "";
  } catch {
    // no address to read: the alt text says the same
  }
  return formula(tex || stringProperty(node, "alt"), false);
}

/** A formula as the article keeps it until it is Markdown. */
export const mathElement = ({ tex, display }: Formula): Element =>
  element("tex-math", { dataDisplay: display ? "display" : "inline" }, [text(tex)]);

// TeX left in the text for a script to draw: $$…$$ and \[…\] display, \(…\) inline.
// A single $ is a price as often as math: it stays text (the Markdown escapes it).
const delimited = /\$\$([^]+?)\$\$|\\\[([^]+?)\\\]|\\\(([^]+?)\\\)/g;

/** The text with its delimited TeX made formulas, or undefined when it holds none. */
export function mathInText(value: string): RootContent[] | undefined {
  const parts: RootContent[] = [];
  let last = 0;
  for (const match of value.matchAll(delimited)) {
    const [whole, dollars, brackets, parens] = match;
    const tex = (dollars ?? brackets ?? parens ?? "").trim();
    if (!tex) continue;
    if (match.index > last) parts.push(text(value.slice(last, match.index)));
    parts.push(mathElement({ tex, display: parens === undefined }));
    last = match.index + whole.length;
  }
  if (last === 0) return undefined;
  if (last < value.length) parts.push(text(value.slice(last)));
  return parts;
}

const isDisplay = (node: RootContent): node is Element =>
  node.type === "element" &&
  node.tagName === "tex-math" &&
  node.properties.dataDisplay === "display";

/** A display formula as a block: $$…$$, its lines kept. */
const mathBlock = (node: Element): Element =>
  element("pre", {}, [element("code", { className: ["language-math"] }, node.children)]);

/** Elements whose children can be blocks (a formula in any other is a line's: it stays inline). */
const flowParents = new Set([
  "div",
  "section",
  "article",
  "main",
  "aside",
  "header",
  "footer",
  "nav",
  "blockquote",
  "li",
  "dd",
  "figure",
  "details",
  "body",
]);

/**
 * Each display formula made a block of its own: a paragraph holding one is
 * split around it (a formula shown apart is a block in Markdown); one in a
 * heading, a table cell or a link stays in its line, inline.
 */
export function placeDisplayMath(tree: Root) {
  const place = (parent: Root | Element) => {
    const flow = parent.type === "root" || flowParents.has(parent.tagName);
    parent.children = parent.children.flatMap((child): RootContent[] => {
      if (child.type !== "element") return [child];
      place(child);
      if (flow && isDisplay(child)) return [mathBlock(child)];
      if (child.tagName === "p" && child.children.some(isDisplay)) return splitParagraph(child);
      return [child];
    }) as typeof parent.children;
  };
  place(tree);
}

function splitParagraph(paragraph: Element): Element[] {
  const out: Element[] = [];
  let run: ElementContent[] = [];
  const flush = () => {
    const empty = run.every(
      (node) =>
        (node.type === "text" && !node.value.trim()) ||
        (node.type === "element" && node.tagName === "br"),
    );
    if (!empty) out.push({ ...paragraph, children: run });
    run = [];
  };
  for (const child of paragraph.children) {
    if (!isDisplay(child)) {
      run.push(child);
      continue;
    }
    flush();
    out.push(mathBlock(child));
  }
  flush();
  return out;
}

type Handle = NonNullable<NonNullable<ToMdastOptions["handlers"]>[string]>;
type InlineMath = Extract<PhrasingContent, { type: "inlineMath" }>;
type MathNode = Extract<MdRootContent, { type: "math" }>;

/** rehype-remark's handler for a formula left in its line: $…$. */
export const inlineMathHandler: Handle = (state, node) => {
  const result: InlineMath = { type: "inlineMath", value: toString(node).trim() };
  state.patch(node, result);
  return result;
};

/** rehype-remark's handler for a display formula's block, <pre><code class="language-math">: $$…$$; undefined for any other <pre>. */
export const displayMathHandler: Handle = (state, pre) => {
  const code = findElement(pre, (child) => child.tagName === "code");
  if (!classes(code).includes("language-math")) return undefined;
  const result: MathNode = { type: "math", meta: null, value: toString(pre).trim() };
  state.patch(pre, result);
  return result;
};
