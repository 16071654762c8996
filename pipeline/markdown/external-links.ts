import type { Element, Root } from "hast";
import { visit } from "unist-util-visit";
import { urlScheme } from "./html-urls.ts";

// A link to another site in a post behaves as one anywhere else on the site
// (app/components/external-link.tsx): it opens in a new tab, with
// rel="noopener noreferrer", and says so to assistive technology in a hidden
// note after its text. Relative links, and links to the site itself, stay as
// they are.

/** Whether `href` leads off the site whose pages live at `baseUrl`: an http(s) URL of another origin. */
export function isExternal(href: string, baseUrl: string): boolean {
  const scheme = urlScheme(href);
  if (scheme !== "http" && scheme !== "https" && !/^\s*\/\//.test(href)) return false;
  try {
    return new URL(href, baseUrl).origin !== new URL(baseUrl).origin;
  } catch {
    return false; // not a URL a browser would follow anyway
  }
}

/** Gives each external link of `tree` the site's treatment; `newTab` is the hidden note's words. */
export function markExternalLinks(tree: Root, baseUrl: string, newTab: string): void {
  visit(tree, "element", (link: Element) => {
    if (link.tagName !== "a" || typeof link.properties.href !== "string") return;
    if (!isExternal(link.properties.href, baseUrl)) return;
    link.properties.target = "_blank";
    link.properties.rel = ["noopener", "noreferrer"];
    // A link named by aria-label is read by its label alone: the note joins it, as ExternalLink does.
    const label = link.properties.ariaLabel;
    if (typeof label === "string") link.properties.ariaLabel = `${label} (${newTab})`;
    else
      link.children.push({
        type: "element",
        tagName: "span",
        properties: { className: ["sr-only"] },
        children: [{ type: "text", value: ` (${newTab})` }],
      });
    return "skip";
  });
}
