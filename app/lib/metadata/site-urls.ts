// Facts shared by the page metadata (app/lib/metadata/meta.ts) and the files written
// after the build (pipeline/stages/5-seo-files/seo-files.ts), so the two can never disagree.

/** The feeds of the blog posts, written at the root of the site. */
export const feedFiles = {
  rss: { file: "rss.xml", type: "application/rss+xml", label: "RSS" },
  atom: { file: "atom.xml", type: "application/atom+xml", label: "Atom" },
  json: { file: "feed.json", type: "application/feed+json", label: "JSON Feed" },
} as const;

/**
 * How many of the newest posts the feeds and the blog's structured data
 * carry, as most blogs' feeds do: a backlog of hundreds stays on the page.
 */
export const feedLength = 30;

export const manifestFile = "manifest.webmanifest";

/**
 * The link-preview image: the headshot as `previewImages` in app/lib/content/images.ts
 * makes it. Square suits a portrait and X's `summary` card (at least 144 px),
 * and 800 px is above what Facebook, LinkedIn and Slack ask for (200 px).
 */
export const previewImage = { width: 800, height: 800, type: "image/jpeg" } as const;

/** Search engines show about this many characters of a description. */
export const descriptionLimit = 160;

/** The site's home, such as "https://user.github.io/portfolio/". */
export function siteUrl(baseUrl: string, basePath: string): string {
  return new URL(basePath, baseUrl).href;
}

/**
 * A page's path: its route under `basePath` (the site's, or another
 * language's folder under `siteBasePath`, the site's). Every page is
 * addressed without a trailing slash ("/blog", "/portfolio/ja"), as its links
 * write it and as every host answers it with 200 (each page is at both
 * addresses: pipeline/stages/9-both-addresses.ts); the site's own home is its
 * base path, slash and all ("/", "/portfolio/").
 */
export function pagePath(basePath: string, route: string, siteBasePath = basePath): string {
  const path = basePath + route.replace(/^\/+/, "");
  return path === siteBasePath ? path : path.replace(/\/+$/, "");
}

/** A page's absolute URL (pagePath): "/blog" → "https://tobiadeyemi.dev/blog". */
export function pageUrl(
  baseUrl: string,
  basePath: string,
  route: string,
  siteBasePath = basePath,
): string {
  return new URL(pagePath(basePath, route, siteBasePath), siteUrl(baseUrl, "/")).href;
}

/** A path inside the built site, with the base path removed: "/portfolio/blog/" → "/blog". */
export function routePath(pathname: string, basePath: string): string {
  const inside = pathname.startsWith(basePath) ? pathname.slice(basePath.length) : pathname;
  return `/${inside.replace(/^\/+|\/+$/g, "")}`;
}

/** "en_US" (Open Graph) → "en-US" (HTML, schema.org, feeds, manifest). */
export function languageTag(locale: string): string {
  return locale.replace("_", "-");
}
