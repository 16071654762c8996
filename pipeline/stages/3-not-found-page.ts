import { iconFiles } from "./2-icons.ts";

/** The page's words, in the owner's language (app/lib/i18n/site-words.ts), and its direction. */
export type NotFoundWords = {
  lang: string;
  dir?: "ltr" | "rtl";
  title: string;
  text: string;
  homeLink: string;
};

/**
 * The page static hosts serve for unknown paths. It sends the visitor home
 * with a zero-second refresh, which replaces the history entry and works
 * without JavaScript. On a site in several languages, the root's page sends
 * an unknown path under a language's folder (`languages`, such as "ja") to
 * that language's home instead, with a script, as most hosts serve only the
 * root's page (each language's folder has its own, for hosts that look there).
 */
export function notFoundPage(
  basePath: string,
  words: NotFoundWords,
  languages: string[] = [],
): string {
  const home = escapeHtml(basePath);
  const homes = JSON.stringify(languages.map((prefix) => `${basePath}${prefix}/`)).replace(
    /</g,
    "\\u003c",
  );
  const toLanguage = languages.length
    ? `\n<script>const home = ${homes}.find((path) => location.pathname.startsWith(path)); if (home) location.replace(home);</script>`
    : "";
  return `<!doctype html>
<html lang="${escapeHtml(words.lang)}"${words.dir === "rtl" ? ' dir="rtl"' : ""}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">${toLanguage}
<meta http-equiv="refresh" content="0; url=${home}">
<title>${escapeHtml(words.title)}</title>
<link rel="canonical" href="${home}">
<link rel="icon" href="${home}${iconFiles.svg}" type="image/svg+xml">
</head>
<body>
<p>${escapeHtml(words.text)} <a href="${home}">${escapeHtml(words.homeLink)}</a>.</p>
</body>
</html>
`;
}

/** Text and attribute values are data: content never becomes markup. */
function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/"/g, "&quot;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;");
}
