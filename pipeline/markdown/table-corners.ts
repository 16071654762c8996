import type { Element, Root } from "hast";
import { toString } from "hast-util-to-string";
import { visit } from "unist-util-visit";

// A comparison table leaves its corner empty (`| | Old | New |`), and GFM
// makes that corner a header cell with nothing to announce, which screen
// readers read as a nameless header and axe refuses (empty-table-header).
// The corner heads nothing: it becomes an ordinary empty cell, which HTML
// allows in a header row, and the table reads as its writer meant.

/** Whether a cell has nothing a screen reader could announce. */
function silent(cell: Element): boolean {
  if (toString(cell).trim() !== "") return false;
  let named = false;
  visit(cell, "element", (element: Element) => {
    const { alt, ariaLabel, title } = element.properties;
    if ([alt, ariaLabel, title].some((name) => typeof name === "string" && name.trim() !== ""))
      named = true;
  });
  return !named;
}

/** Turns each header cell with nothing to announce into a data cell (td). */
export function emptyHeadersAsCells(tree: Root): void {
  visit(tree, "element", (element: Element) => {
    if (element.tagName === "th" && silent(element)) element.tagName = "td";
  });
}
