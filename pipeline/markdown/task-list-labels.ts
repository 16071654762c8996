import type { Element, ElementContent, Root } from "hast";
import { visit } from "unist-util-visit";

// A task list's checkbox ("- [x] done") is a form control, and a control with
// no label is announced as a bare "checkbox" (and fails the accessibility
// checks the site passes). Its item's text becomes its <label>.

const blocks = new Set([
  "ul",
  "ol",
  "p",
  "div",
  "pre",
  "figure",
  "blockquote",
  "table",
  "details",
  "section",
]);

const isCheckbox = (node: ElementContent | undefined) =>
  node?.type === "element" && node.tagName === "input" && node.properties.type === "checkbox";

/** Wraps the checkbox at the start of `parent`, and the text after it, in a <label>. */
function wrap(parent: Element): void {
  const index = parent.children.findIndex((child) => child.type === "element");
  if (!isCheckbox(parent.children[index])) return;
  let end = index + 1;
  while (end < parent.children.length) {
    const next = parent.children[end]!;
    if (next.type === "element" && blocks.has(next.tagName)) break;
    end++;
  }
  const label: Element = {
    type: "element",
    tagName: "label",
    properties: {},
    children: parent.children.slice(index, end),
  };
  parent.children.splice(index, end - index, label);
}

/** Labels each task list item's checkbox of `tree` with the item's text. */
export function labelTaskListItems(tree: Root): void {
  visit(tree, "element", (item: Element) => {
    const classes = item.properties.className;
    if (item.tagName !== "li" || !Array.isArray(classes) || !classes.includes("task-list-item"))
      return;
    // In a loose list the checkbox is in the item's first paragraph.
    const first = item.children.find((child) => child.type === "element");
    wrap(first?.tagName === "p" ? first : item);
  });
}
