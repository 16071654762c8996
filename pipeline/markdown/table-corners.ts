import type { Element, Root } from "hast";
import { toString } from "hast-util-to-string";
import { visit } from "unist-util-visit";

// A comparison table leaves its corner empty (`| | Old | New |`), and GFM
// makes that corner a header cell with nothing to announce, which screen
// readers read as a nameless header and axe refuses (empty-table-header).
// The corner heads nothing: it becomes an ordinary empty cell, which HTML
// allows in a header row, and the table reads as its writer meant. A header
// row holding a plain cell is no longer a simple table, so its headers say
// what they head (scope), as WCAG's H63 asks and html-validate checks.

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

/** The header cell's scope: its column in a header row, else its row. */
function scopeOf(row: Element): "col" | "row" {
  const cells = row.children.filter((c): c is Element => c.type === "element");
  return cells.every((cell) => cell.tagName === "th" || cell.tagName === "td") &&
    cells.filter((cell) => cell.tagName === "td").every((cell) => toString(cell).trim() === "")
    ? "col"
    : "row";
}

/**
 * Turns each header cell with nothing to announce into a data cell (td), and
 * gives the headers of a table that had one the scope they head.
 */
export function emptyHeadersAsCells(tree: Root): void {
  visit(tree, "element", (table: Element) => {
    if (table.tagName !== "table") return;
    let cornered = false;
    visit(table, "element", (cell: Element) => {
      if (cell.tagName === "th" && silent(cell)) {
        cell.tagName = "td";
        cornered = true;
      }
    });
    if (!cornered) return;
    visit(table, "element", (row: Element) => {
      if (row.tagName !== "tr") return;
      const scope = scopeOf(row);
      for (const cell of row.children)
        if (cell.type === "element" && cell.tagName === "th" && cell.properties.scope === undefined)
          cell.properties.scope = scope;
    });
  });
}
