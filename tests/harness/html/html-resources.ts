/** The opening tags of every `name` element in the HTML. */
export function tags(html: string, name: string): string[] {
  return html.match(new RegExp(`<${name}\\b[^>]*>`, "gi")) ?? [];
}

function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}="([^"]*)"`, "i").exec(tag)?.[1]?.replaceAll("&amp;", "&");
}

// Link relations that make the browser fetch something; canonical and
// alternate links only name pages and feeds, so they may be absolute.
const fetchingRels =
  /^(icon|apple-touch-icon|manifest|stylesheet|preload|modulepreload|prefetch|preconnect|dns-prefetch|mask-icon)$/i;

/**
 * Every URL the page makes the browser fetch: scripts, fetching links, images
 * and their sources, CSS url()s and the module scripts' imports. data: URLs
 * (the inlined favicon) travel inside the page and are not fetched.
 */
export function fetchedUrls(html: string): string[] {
  const urls: string[] = [];
  for (const tag of tags(html, "script")) urls.push(attribute(tag, "src") ?? "");
  for (const tag of tags(html, "link")) {
    const rels = (attribute(tag, "rel") ?? "").split(/\s+/);
    if (rels.some((rel) => fetchingRels.test(rel))) urls.push(attribute(tag, "href") ?? "");
  }
  for (const tag of [...tags(html, "img"), ...tags(html, "source")]) {
    urls.push(attribute(tag, "src") ?? "");
    for (const candidate of (attribute(tag, "srcset") ?? "").split(",")) {
      urls.push(candidate.trim().split(/\s+/)[0] ?? "");
    }
  }
  for (const [, css] of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)) {
    for (const [, url] of (css ?? "").matchAll(/url\(\s*["']?([^"')]+)/g)) urls.push(url ?? "");
  }
  for (const [, body] of html.matchAll(/<script type="module"[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const [, url] of (body ?? "").matchAll(/import\(?\s*"([^"]+)"/g)) urls.push(url ?? "");
  }
  return urls.filter((url) => url && !url.startsWith("data:"));
}
