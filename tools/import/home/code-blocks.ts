import type { Element, ElementContent, Root } from "hast";
import { toString } from "hast-util-to-string";
import type { Code } from "mdast";
import type { Options as ToMdastOptions } from "rehype-remark";
import {
  childElements,
  classes,
  element,
  findElement,
  findElements,
  stringProperty,
  text,
} from "./hast-reading.ts";

// A code block comes home as its writer typed it: one fenced block with every
// line, indent, tab, trailing space, "<" and "&" as they were, its language
// when the engine names it, and nothing the engine drew around it. What each
// engine writes (fixtures in tools/import/fixtures/engines/):
//
//   Hexo        <figure class="highlight rust"><table><tr><td class="gutter"><pre><span class="line">1</span><br>…
//               </pre></td><td class="code"><pre><span class="line">…</span><br>…  (each line ends with <br>)
//   Hugo/Chroma <div class="highlight"><pre class="chroma"><code class="language-go" data-lang="go"><span class="line">
//               <span class="ln">1</span><span class="cl">…\n</span></span>…; lineNos=table puts the numbers in
//               <table class="lntable">'s first <td class="lntd">
//   Jekyll      <div class="language-ruby highlighter-rouge"><div class="highlight"><pre class="highlight"><code>…,
//               its line numbers in <table class="rouge-table"><td class="rouge-gutter gl">…<td class="rouge-code">
//               inside the <code>; {% highlight ruby linenos %} in <figure class="highlight">
//   DEV         <div class="highlight js-code-highlight"><pre class="highlight rust"><code>… and its buttons' panel
//   Medium      <pre data-code-block-lang="python">…<br>…</pre>
//   WordPress   <pre class="wp-block-code"><code lang="php" class="language-php">; SyntaxHighlighter's
//               <pre class="brush: php; title: ; notranslate">
//   Ghost, highlight.js, Prism  <pre><code class="(hljs) language-x">, Prism's line numbers a
//               <span class="line-numbers-rows"> of empty spans inside the <code>

export type CodeBlock = {
  /** The code, every line as written, without the line break that ends the last. */
  text: string;
  /** Its language as the engine names it ("rust"), when it names one the Markdown can carry. */
  language?: string;
  /** A caption the engine wrote inside the block (Hexo, Prism): said before the code. */
  caption: ElementContent[];
};

/** Languages that say "no language". */
const notALanguage = new Set([
  "",
  "text",
  "txt",
  "plaintext",
  "plain",
  "none",
  "auto",
  "nohighlight",
  "no-highlight",
]);

/** A language as a fenced block's info string can carry it, or undefined. */
function validLanguage(written: string | undefined): string | undefined {
  const language = written?.trim().toLowerCase() ?? "";
  return /^[a-z0-9][\w+#.-]{0,29}$/.test(language) && !notALanguage.has(language)
    ? language
    : undefined;
}

/** dev.to's <pre class="highlight rust">, Hexo's <code class="hljs rust">: the one class beside the marker. */
function besideMarker(names: string[]): string | undefined {
  const marker = names.find((name) => name === "highlight" || name === "hljs");
  return marker && names.length === 2 ? names.find((name) => name !== marker) : undefined;
}

/** The language an element of the block names, in the ways the engines write it. */
function writtenLanguage(node: Element): string | undefined {
  const names = classes(node);
  const candidates = [
    stringProperty(node, "dataCodeBlockLang"), // Medium
    ...names.map((name) => /^(?:language|lang)-(.+)$/.exec(name)?.[1]), // Prism, highlight.js, Ghost, Chroma…
    stringProperty(node, "lang"), // WordPress's code block plugins
    stringProperty(node, "dataLang"), // Chroma, Jekyll's highlight tag
    stringProperty(node, "dataLanguage"), // Hexo, Prism's show-language
    /(?:^|\s)brush:\s*([^;\s]+)/.exec(names.join(" "))?.[1], // SyntaxHighlighter
    ["pre", "code", "figure"].includes(node.tagName) ? besideMarker(names) : undefined,
  ];
  return candidates.map(validLanguage).find(Boolean);
}

/**
 * The language a wrapper gives the code block inside it: Jekyll's
 * <div class="language-ruby highlighter-rouge">, Hexo's <figure class="highlight rust">.
 */
export function wrapperLanguage(node: Element): string | undefined {
  return ["div", "figure", "section"].includes(node.tagName) ? writtenLanguage(node) : undefined;
}

/** Class names engines give the line numbers they draw inside the code. */
const lineNumberClass =
  /^(?:ln|lnt|lineno|linenos|line-numbers-rows|hljs-ln-n|hljs-ln-numbers|gutter|rouge-gutter)$/;
/** What a gutter cell is called, when it holds no digits to tell it by (highlightjs-line-numbers). */
const gutterClass = /^(?:gutter|rouge-gutter|gl|linenos?|lntd|hljs-ln-numbers|blob-num)$/;
/** What a code cell is called when it stands alone. */
const codeCellClass = /^(?:code|rouge-code|hljs-ln-code)$/;
const onlyNumbers = (node: Element) => /^[\s\d]*$/.test(toString(node));

/** What an engine draws in or around a block that is never its code. */
function isDrawn(node: Element): boolean {
  if (["button", "svg", "script", "style", "template", "noscript"].includes(node.tagName))
    return true;
  const names = classes(node);
  if (names.some((name) => name.startsWith("highlight__panel") || name === "code-header"))
    return true;
  // The element that holds the code itself can carry a line-numbers class (WordPress, Prism).
  if (node.tagName === "code" || node.tagName === "pre") return false;
  return names.some((name) => lineNumberClass.test(name)) && onlyNumbers(node);
}

const isCaption = (node: Element) =>
  node.tagName === "figcaption" || classes(node).includes("caption");

/**
 * A table that puts line numbers beside the code: its code cells, one a row
 * (one row holds the whole code: Hexo, Chroma, Rouge, Pygments; a row a line:
 * highlightjs-line-numbers). A table of data is no such table: outside a
 * <pre> the cell must hold a <pre> or <code>, or the table say what it is.
 */
function lineTable(table: Element, inCode: boolean): Element[] | undefined {
  const rows = findElements(table, (node) => node.tagName === "tr");
  if (rows.length === 0) return undefined;
  const cells = rows.map((row) =>
    childElements(row).filter((cell) => cell.tagName === "td" || cell.tagName === "th"),
  );
  const gutter = (cell: Element) =>
    onlyNumbers(cell) &&
    (/\d/.test(toString(cell)) || classes(cell).some((name) => gutterClass.test(name)));
  // Hexo without line numbers keeps its table: one cell, <td class="code">.
  const codeAlone = (row: Element[]) =>
    row.length === 1 && classes(row[0]).some((name) => codeCellClass.test(name));
  if (!cells.every((row) => (row.length === 2 && gutter(row[0]!)) || codeAlone(row)))
    return undefined;
  const code = cells.map((row) => row.at(-1)!);
  const saysCode =
    inCode ||
    classes(table).some((name) => /^(?:rouge-table|lntable|highlighttable|hljs-ln)$/.test(name)) ||
    code.every((cell) => findElement(cell, (n) => n.tagName === "pre" || n.tagName === "code"));
  return saysCode ? code : undefined;
}

/** The <pre> or <code> that holds a cell's or block's code: the white space around it is layout. */
function codeHolder(node: Element): Element {
  if (node.tagName !== "pre" && node.tagName !== "code") {
    const pre = findElement(node, (child) => child.tagName === "pre");
    if (pre) return codeHolder(pre);
  }
  const meaningful = node.children.filter(
    (child) =>
      (child.type === "text" && child.value.trim() !== "") ||
      (child.type === "element" && !isDrawn(child) && !isCaption(child)),
  );
  const [only] = meaningful;
  return meaningful.length === 1 && only?.type === "element" && only.tagName === "code"
    ? only
    : node;
}

/** The text of code as the browser shows it: <br> and a block a line, nothing the engine drew. */
function codeText(node: Element | Root): string {
  let out = "";
  for (const child of node.children) {
    if (child.type === "text") out += child.value;
    if (child.type !== "element" || isDrawn(child) || isCaption(child)) continue;
    if (child.tagName === "br") {
      out += "\n";
      continue;
    }
    const cells = child.tagName === "table" ? lineTable(child, true) : undefined;
    if (cells) {
      out += tableText(cells);
      continue;
    }
    const inner = codeText(child);
    // Some engines put each line in a block of its own.
    out +=
      ["div", "p", "li"].includes(child.tagName) && !inner.endsWith("\n") ? `${inner}\n` : inner;
  }
  return out;
}

function tableText(cells: Element[]): string {
  if (cells.length === 1) return codeText(codeHolder(cells[0]!));
  return cells.map((cell) => codeText(codeHolder(cell)).replace(/\n$/, "")).join("\n") + "\n";
}

/** The captions written inside the block (Hexo's <figcaption> in a <pre>, Prism's <div class="caption">). */
function captionsIn(node: Element): ElementContent[] {
  return findElements(node, isCaption).flatMap((caption) => caption.children);
}

/**
 * The code block that starts at `node` (a <pre>, a table of line numbers
 * and code, a <code> holding either), read as its writer typed it; undefined
 * when no block starts there. `inherited`: the language a wrapper gave.
 */
export function readCodeBlock(node: Element, inherited?: string): CodeBlock | undefined {
  const tableCells = node.tagName === "table" ? lineTable(node, false) : undefined;
  const starts =
    node.tagName === "pre" ||
    tableCells !== undefined ||
    (node.tagName === "code" &&
      findElement(node, (n) => n.tagName === "pre" || n.tagName === "table"));
  if (!starts) return undefined;
  const holder = tableCells ? undefined : codeHolder(node);
  const written = tableCells ? tableText(tableCells) : codeText(holder!);
  // Where the language may be written: the block, its <code>, a line table's code cell.
  const inner = findElement(node, (n) => n.tagName === "table" && lineTable(n, true) !== undefined);
  const codeCell = (tableCells ?? (inner ? lineTable(inner, true) : undefined))?.[0];
  const cellHolder = codeCell ? codeHolder(codeCell) : undefined;
  const named = [
    node,
    holder,
    cellHolder,
    cellHolder && findElement(cellHolder, (n) => n.tagName === "code"),
  ]
    .filter((n): n is Element => n !== undefined)
    .map(writtenLanguage)
    .find(Boolean);
  return {
    // A code block ends with a line break the writer did not type; a no-break space is a space
    // some editors wrote for an indent.
    text: written.replace(/\n$/, "").replace(/\u00a0/g, " "),
    language: named ?? validLanguage(inherited),
    caption: captionsIn(node),
  };
}

/** The block as the article keeps it until it is Markdown: its caption a paragraph, then <pre><code>. */
export function codeBlockElements({ text: value, language, caption }: CodeBlock): Element[] {
  const code = element("code", language ? { className: [`language-${language}`] } : {}, [
    text(value),
  ]);
  return [...(caption.length ? [element("p", {}, caption)] : []), element("pre", {}, [code])];
}

type Handle = NonNullable<NonNullable<ToMdastOptions["handlers"]>[string]>;

/**
 * rehype-remark's handler for the <pre> codeBlockElements made: its text as
 * it is (rehype-remark's own trims the blank lines a block ends with).
 */
export const codeHandler: Handle = (state, pre) => {
  const code = childElements(pre).find((child) => child.tagName === "code");
  const language = classes(code)
    .map((name) => /^language-(.+)$/.exec(name)?.[1])
    .find(Boolean);
  const result: Code = { type: "code", lang: language ?? null, meta: null, value: toString(pre) };
  state.patch(pre, result);
  return result;
};
