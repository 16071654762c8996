import type { Element, Root } from "hast";
import { visit } from "unist-util-visit";

// A numbered list's markers stand in its start padding, which app/posts.css
// sizes for one digit. A list that counts to 10 or more (or starts there:
// `10. …`) gets a class for its widest number's digits, so "10." and "100."
// stay inside the post's column instead of hanging past it (generated seed
// 731219: a right-to-left post's "10." out of its column on a left-to-right
// page, at 200% zoom). The feed keeps the plain list.

/** Marks each ol whose numbers reach two digits or more with their count: "list-digits-2". */
export function markListDigits(tree: Root): void {
  visit(tree, "element", (list: Element) => {
    if (list.tagName !== "ol") return;
    const items = list.children.filter(
      (child) => child.type === "element" && child.tagName === "li",
    ).length;
    const start = Number(list.properties.start ?? 1);
    const widest = Math.max(Math.abs(start), Math.abs(start + items - 1));
    const digits = Number.isFinite(widest) ? Math.min(String(widest).length, 4) : 1;
    if (digits < 2) return;
    const classes = list.properties.className;
    list.properties.className = [
      ...(Array.isArray(classes) ? classes.map(String) : []),
      `list-digits-${digits}`,
    ];
  });
}
