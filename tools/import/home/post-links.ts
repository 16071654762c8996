import type { Element, Root, RootContent } from "hast";
import { postPagePath } from "../../../app/lib/pages/site-pages.ts";
import { canonicalUrl } from "../posts/urls.ts";

// Posts link to each other. Once they are home, a link to another post's old
// address leads away from the site, to a copy that may be gone (or, for a
// move, back here through a redirect): it is pointed at that post's page
// here instead, /blog/<slug>, its anchor kept. Old addresses are matched as
// readers' links write them: http or https, with or without "www.", a
// trailing slash or "index.html", percent-encoded or not.

/** What makes two links one old address, or undefined for a link that is no web page. */
export function linkKey(link: string): string | undefined {
  let url: URL;
  try {
    url = new URL(canonicalUrl(link));
  } catch {
    return undefined;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return undefined;
  let path = url.pathname;
  try {
    path = decodeURIComponent(path);
  } catch {
    // a broken escape: the path as written
  }
  path = path.replace(/\/index\.html?$/i, "/").replace(/\/+$/, "");
  return `${url.hostname.replace(/^www\./, "")}${path}${url.search}`;
}

/** The posts a link can lead to here: each old address's key, with the post's slug. */
export function linkTargets(posts: { url: string; slug: string }[]): Map<string, string> {
  const targets = new Map<string, string>();
  for (const { url, slug } of posts) {
    const key = linkKey(url);
    if (key !== undefined) targets.set(key, slug);
  }
  return targets;
}

/**
 * Point each link of the article (its hrefs absolute, as readArticle
 * leaves them) to a post of `targets` at that post's page here, anchor
 * kept. Returns what it pointed where ("<key> /blog/<slug>"), each once, in
 * order: a refresh converts the post again when that changes (another
 * post came home).
 */
export function pointLinksHome(tree: Root, targets: ReadonlyMap<string, string>): string[] {
  const pointed = new Set<string>();
  const visit = (node: Root | RootContent) => {
    if (node.type === "element") pointHome(node, targets, pointed);
    if ("children" in node) for (const child of node.children) visit(child);
  };
  visit(tree);
  return [...pointed].sort();
}

function pointHome(element: Element, targets: ReadonlyMap<string, string>, pointed: Set<string>) {
  const href = element.properties.href;
  if (element.tagName !== "a" || typeof href !== "string") return;
  const key = linkKey(href);
  const slug = key === undefined ? undefined : targets.get(key);
  if (slug === undefined) return;
  const anchor = /#.+$/.exec(href)?.[0] ?? "";
  element.properties.href = `${postPagePath(slug)}${anchor}`;
  pointed.add(`${key} ${postPagePath(slug)}`);
}
