import type { Element, Root } from "hast";
import { visit } from "unist-util-visit";
import { rewriteUrls, urlScheme } from "./html-urls.ts";

// A feed reader shows a post away from its page, so each relative URL (an
// image beside the post, a link to another page, a footnote's "#fn-1") is
// made absolute against the post's own URL, or it would lead nowhere.

/** Makes every relative URL of `tree` absolute against `baseUrl` (the post's own URL). */
export function absoluteUrls(tree: Root, baseUrl: string): void {
  visit(tree, "element", (element: Element) => {
    rewriteUrls(element, (url) => {
      if (urlScheme(url) !== undefined) return url;
      try {
        return new URL(url, baseUrl).href;
      } catch {
        return url;
      }
    });
  });
}
