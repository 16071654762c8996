import { shortTitle } from "../../../app/lib/metadata/meta.ts";
import { escapeHtml } from "../3-not-found-page.ts";

/** Where an old address leads: the post's page (its path under the site, and its URL), its title and language. */
export type AliasTarget = {
  /** The page's path, percent-encoded, with the site's base path: "/portfolio/blog/2020-%E5%B9%B4…". */
  path: string;
  /** Its absolute URL: the page's canonical URL. */
  url: string;
  title: string;
  lang: string;
  dir: "ltr" | "rtl";
  /** The site's icon, so that the browser asks for no /favicon.ico. */
  icon: string;
};

/**
 * The page at a post's old address, for the hosts that send no redirect of
 * their own (GitHub Pages) and for every host's other form of the address:
 * a zero-second refresh to the post, which works without JavaScript, under
 * the site's Content Security Policy (a navigation, not a script or a style:
 * stage 6 gives it the meta policy every page has) and replaces the history
 * entry, so Back from the post returns to the page the reader came from.
 * Search engines take an instant refresh as a permanent move; the canonical
 * link names the post and `noindex` keeps the old address out of their
 * index. The post's title is a link, for a browser that does not refresh.
 * Like Hugo's alias page, with no script (Zola's needs one).
 */
export function aliasPage(target: AliasTarget): string {
  const path = escapeHtml(target.path);
  return `<!doctype html>
<html lang="${escapeHtml(target.lang)}"${target.dir === "rtl" ? ' dir="rtl"' : ""}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta http-equiv="refresh" content="0; url=${path}">
<title>${escapeHtml(shortTitle(target.title))}</title>
<link rel="canonical" href="${escapeHtml(target.url)}">
<link rel="icon" href="${escapeHtml(target.icon)}" type="image/svg+xml">
</head>
<body>
<p><a href="${path}">${escapeHtml(target.title)}</a></p>
</body>
</html>
`;
}
