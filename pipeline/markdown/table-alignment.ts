import type { Element, Root } from "hast";
import { visit } from "unist-util-visit";

// A GFM table's column alignment (`| :-: | --: |`) comes out of
// remark-rehype as the align attribute, which HTML no longer has (the
// owner's check validates every page), and a style attribute is what the
// site's security policy refuses. So each aligned cell gets a class instead,
// which app/posts.css aligns.

const alignments = new Set(["left", "center", "right"]);

/** Turns each th and td's align attribute into a class ("align-center"). */
export function alignTableCells(tree: Root): void {
  visit(tree, "element", (element: Element) => {
    if (element.tagName !== "th" && element.tagName !== "td") return;
    const align = element.properties.align;
    if (align === undefined) return;
    delete element.properties.align;
    const value = String(align).toLowerCase();
    if (!alignments.has(value)) return;
    const classes = element.properties.className;
    element.properties.className = [
      ...(Array.isArray(classes) ? classes.map(String) : []),
      `align-${value}`,
    ];
  });
}
