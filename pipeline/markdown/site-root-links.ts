import type { Element, Root } from "hast";
import { visit } from "unist-util-visit";
import { rewriteUrls } from "./html-urls.ts";

// A post's "/about-me" or "/blog/other-post" means this site's page, wherever
// the site is served: under a base path ("/portfolio/") the browser would take
// it from the host's root, so it is written under the base path. A link that
// already starts with the base path, and "//host/…", are left as written.

/** Puts each root-relative URL of the post under the site's base path ("/portfolio/"). */
export function underBasePath(tree: Root, basePath: string): void {
  if (basePath === "/") return;
  const within = (url: string) =>
    url.startsWith("/") &&
    !url.startsWith("//") &&
    !url.startsWith(basePath) &&
    url !== basePath.slice(0, -1)
      ? `${basePath.slice(0, -1)}${url}`
      : url;
  visit(tree, "element", (element: Element) => rewriteUrls(element, within));
}
