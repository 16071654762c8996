import { iconFiles } from "./2-icons";

/**
 * The page static hosts serve for unknown paths. It sends the visitor home
 * with a zero-second refresh, which replaces the history entry and works
 * without JavaScript.
 */
export function notFoundPage(basePath: string): string {
  const home = escapeAttribute(basePath);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta http-equiv="refresh" content="0; url=${home}">
<title>Page not found</title>
<link rel="canonical" href="${home}">
<link rel="icon" href="${home}${iconFiles.svg}" type="image/svg+xml">
</head>
<body>
<p>This page does not exist. <a href="${home}">Go to the home page</a>.</p>
</body>
</html>
`;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
}
