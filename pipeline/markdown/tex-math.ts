import type { Element, ElementContent } from "hast";
import { fromHtml } from "hast-util-from-html";
import temml from "temml";
import { visit } from "unist-util-visit";

// TeX becomes MathML at build time (Temml), which browsers render with no
// script and no font of ours, and feed readers keep. Temml writes some of its
// layout as style attributes, which the site's security policy would block (it
// has no 'unsafe-inline'), so none is kept: a colour becomes MathML's own
// mathcolor (or mathbackground) attribute, display math's "display:block math"
// is what display="block" already says, and the rest (padding, borders, widths
// of \boxed, arrays and \tag) is dropped: the browser's MathML layout stands in.

export type TexResult =
  { ok: true; mathml: Element } | { ok: false; message: string; offset: number };

const styleToAttribute = new Map([
  ["color", "mathcolor"],
  ["background-color", "mathbackground"],
  ["background", "mathbackground"],
]);

/** Replaces each style attribute of `math` by the MathML attributes that say the same, if any. */
export function withoutStyles(math: Element): Element {
  visit(math, "element", (element: Element) => {
    const style = element.properties.style;
    if (style === undefined) return;
    delete element.properties.style;
    for (const declaration of String(style).split(";")) {
      const [name, ...value] = declaration.split(":");
      const attribute = styleToAttribute.get(name?.trim().toLowerCase() ?? "");
      if (attribute !== undefined && element.properties[attribute] === undefined)
        element.properties[attribute] = value.join(":").trim();
    }
  });
  return math;
}

/** `tex` as a <math> element (display="block" for `display`), or Temml's complaint. */
export function texToMathml(tex: string, display: boolean): TexResult {
  let html: string;
  try {
    // trust: false keeps \href, \class and the like out of a post.
    html = temml.renderToString(tex, { displayMode: display, throwOnError: true, trust: false });
  } catch (error) {
    const { message, position } = error as { message?: unknown; position?: unknown };
    return {
      ok: false,
      message: String(message ?? error)
        .replace(/^ParseError:\s*/, "")
        .replace(/\s+/g, " ") // one line: Temml quotes the TeX, line breaks and all
        .trim(),
      offset: typeof position === "number" ? position : 0,
    };
  }
  const math = fromHtml(html, { fragment: true }).children.find(
    (node): node is Element => node.type === "element" && node.tagName === "math",
  );
  if (math === undefined) return { ok: false, message: "Temml made no MathML", offset: 0 };
  return { ok: true, mathml: withoutStyles(math) };
}

/** How a formula that does not parse shows: its TeX, as code. */
export function texAsCode(tex: string, display: boolean): ElementContent {
  const className = ["math-error"];
  const code: Element = {
    type: "element",
    tagName: "code",
    properties: display ? {} : { className },
    children: [{ type: "text", value: tex }],
  };
  return display
    ? { type: "element", tagName: "pre", properties: { className }, children: [code] }
    : code;
}
