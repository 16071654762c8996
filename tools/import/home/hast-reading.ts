import type { Element, ElementContent, Root, RootContent, Text } from "hast";

// Small readers of the source's HTML (hast) that the article's modules share:
// an element's classes, its element children, the first element inside it
// that passes a test. Each engine marks its parts with class names, so most
// of the importer's reading is asking these.

/** The element's class names, as written. */
export function classes(node: Element | undefined): string[] {
  const value = node?.properties.className;
  return Array.isArray(value) ? value.map(String) : typeof value === "string" ? [value] : [];
}

/** The element's element children, in order. */
export const childElements = (node: Element | Root): Element[] =>
  (node.children as readonly RootContent[]).filter(
    (child): child is Element => child.type === "element",
  );

/** The first element under `node` (itself excluded, depth first) that passes `test`. */
export function findElement(
  node: Element | Root,
  test: (element: Element) => boolean,
): Element | undefined {
  for (const child of childElements(node)) {
    if (test(child)) return child;
    const found = findElement(child, test);
    if (found) return found;
  }
  return undefined;
}

/** Every element under `node` (itself excluded, in document order) that passes `test`, not looking inside those found. */
export function findElements(node: Element | Root, test: (element: Element) => boolean): Element[] {
  return childElements(node).flatMap((child) =>
    test(child) ? [child] : findElements(child, test),
  );
}

/** A string property of the element ("" when it has none). */
export function stringProperty(node: Element, name: string): string {
  const value = node.properties[name];
  return typeof value === "string" ? value : Array.isArray(value) ? value.join(" ") : "";
}

export const text = (value: string): Text => ({ type: "text", value });

export const element = (
  tagName: string,
  properties: Element["properties"],
  children: ElementContent[],
): Element => ({ type: "element", tagName, properties, children });
