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
 * without JavaScript.
 */
export function notFoundPage(basePath: string, words: NotFoundWords): string {
  const home = escapeHtml(basePath);
  return `<!doctype html>
<html lang="${escapeHtml(words.lang)}"${words.dir === "rtl" ? ' dir="rtl"' : ""}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
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
