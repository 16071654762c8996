import { shortTitle } from "../../app/lib/metadata/meta.ts";
import { pagePath } from "../../app/lib/metadata/site-urls.ts";
import { iconFiles } from "./2-icons.ts";

/** The page's words, in the owner's language (app/lib/i18n/site-words.ts), and its direction. */
export type NotFoundWords = {
  lang: string;
  dir?: "ltr" | "rtl";
  title: string;
  text: string;
  homeLink: string;
};

/** Another language of the site, for the root's page: its home ("/ja/") and its words. */
export type LanguageNotFound = NotFoundWords & { home: string };

/**
 * The page static hosts serve for unknown paths, which leads the visitor to
 * the home at `basePath`: a language's folder has its own, in its language,
 * for the hosts that serve the nearest 404.html (or are told to: the build's
 * `_redirects`, nginx.conf, npm start). It sends the visitor home with a
 * zero-second refresh, which replaces the history entry and works without
 * JavaScript. Its icon is the site's, at `siteBasePath`.
 *
 * On a site in several languages, the root's page is the one GitHub Pages
 * and Vercel serve for every unknown path, a language's folder's too. With
 * JavaScript it sends the visitor at once to the home of the language whose
 * folder the path is in (`languages`), or to the default language's; without,
 * it has no refresh, which would take a visitor of another language to a home
 * in the default's, but a paragraph in each language, with a link to its home.
 */
export function notFoundPage(
  basePath: string,
  words: NotFoundWords,
  {
    siteBasePath = basePath,
    languages = [],
  }: { siteBasePath?: string; languages?: readonly LanguageNotFound[] } = {},
): string {
  const home = escapeHtml(pagePath(basePath, "/", siteBasePath));
  const homes = JSON.stringify(languages.map((language) => language.home)).replace(/</g, "\\u003c");
  // A language's home is its folder without the slash ("/ja"): a path is in it if it is under "/ja/".
  const toHome = languages.length
    ? `\n<script>location.replace(${homes}.find((home) => location.pathname.startsWith(home + "/")) || ${JSON.stringify(basePath).replace(/</g, "\\u003c")});</script>`
    : `\n<meta http-equiv="refresh" content="0; url=${home}">`;
  const others = languages.map(
    (language) =>
      `\n<p lang="${escapeHtml(language.lang)}"${language.dir === "rtl" ? ' dir="rtl"' : ""}>${escapeHtml(language.text)} <a href="${escapeHtml(language.home)}" hreflang="${escapeHtml(language.lang)}">${escapeHtml(language.homeLink)}</a>.</p>`,
  );
  return `<!doctype html>
<html lang="${escapeHtml(words.lang)}"${words.dir === "rtl" ? ' dir="rtl"' : ""}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">${toHome}
<title>${escapeHtml(shortTitle(words.title))}</title>
<link rel="canonical" href="${home}">
<link rel="icon" href="${escapeHtml(siteBasePath)}${iconFiles.svg}" type="image/svg+xml">
</head>
<body>
<p>${escapeHtml(words.text)} <a href="${home}">${escapeHtml(words.homeLink)}</a>.</p>${others.join("")}
</body>
</html>
`;
}

/** Text and attribute values are data: content never becomes markup. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/"/g, "&quot;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;");
}
