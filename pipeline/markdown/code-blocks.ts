import type { Element, ElementContent, Root } from "hast";
import { toString } from "hast-util-to-string";
import { visit } from "unist-util-visit";
import type { HighlightCache } from "./highlight-cache.ts";
import { codeLanguage, highlight } from "./highlight-code.ts";
import { fileLine, where, type PostSource } from "./post-content-error.ts";

// Each fenced block of the page: a <figure> whose caption names the language
// (its data-language says it to CSS), and a <pre dir="ltr"> so code reads
// left to right on a right-to-left page. The <pre> takes the focus
// (tabindex="0"), so a keyboard can scroll a long line; the copy button comes
// after it on intent, in the browser (app/lib/posts/copy-code.ts).
// The feed keeps the plain <pre><code> remark made.

/** The language a <code> element's class names ("language-ts" → "ts"). */
function writtenLanguage(code: Element): string | undefined {
  const classes = Array.isArray(code.properties.className) ? code.properties.className : [];
  const name = classes.map(String).find((c) => c.startsWith("language-"));
  return name?.slice("language-".length);
}

/** The fenced blocks of `tree`: the <pre> of each, with its one <code>. */
function codeBlocks(tree: Root): { pre: Element; code: Element }[] {
  const blocks: { pre: Element; code: Element }[] = [];
  visit(tree, "element", (pre: Element) => {
    if (pre.tagName !== "pre" || pre.properties.className !== undefined) return;
    const elements = pre.children.filter((child) => child.type === "element");
    const code = elements[0];
    if (elements.length === 1 && code?.tagName === "code") blocks.push({ pre, code });
  });
  return blocks;
}

/**
 * Highlights every fenced block of `tree` (kept in `cache` when given); an
 * unknown language is plain text and one warning.
 */
export async function renderCodeBlocks(
  tree: Root,
  source: PostSource,
  warnings: string[],
  cache?: HighlightCache,
): Promise<void> {
  for (const { pre, code } of codeBlocks(tree)) {
    const written = writtenLanguage(code);
    const language = codeLanguage(written);
    const text = toString(code).replace(/\n$/, ""); // remark ends a block's text with a line break
    let tokens: ElementContent[] = [{ type: "text", value: text }];
    let label: string | undefined;
    if (language.kind === "known") {
      tokens = await highlight(text, language.id, cache);
      label = language.name;
    } else if (language.kind === "unknown") {
      label = language.written;
      warnings.push(
        `${where(source, fileLine(source, pre))}: the code language "${language.written}" is not ` +
          "one the site highlights, so the block shows as plain text",
      );
    }
    const figure: Element = {
      type: "element",
      tagName: "figure",
      properties: {
        className: ["code-block"],
        ...(language.kind === "known" ? { dataLanguage: language.id } : {}),
        ...(language.kind === "unknown" ? { dataLanguage: language.written } : {}),
      },
      children: [
        ...(label === undefined
          ? []
          : [
              {
                type: "element",
                tagName: "figcaption",
                properties: { className: ["code-block-language"] },
                children: [{ type: "text", value: label }],
              } satisfies Element,
            ]),
        {
          type: "element",
          tagName: "pre",
          properties: { dir: "ltr", tabIndex: 0 },
          children: [{ ...code, children: tokens }],
        },
      ],
    };
    Object.assign(pre, {
      tagName: figure.tagName,
      properties: figure.properties,
      children: figure.children,
    });
  }
}
