// The addresses a feed, the sitemap, the manifest or robots.txt gives: XML
// attribute values and elements that hold a URL and nothing else, JSON
// strings that are a URL (or, in the manifest, its icons and start URL),
// robots.txt's "Sitemap:" line. A URL inside the owner's words (a post's
// description that mentions https://you.example/notes/…) is text, not an
// address the build made, and is left alone.

/** JSON keys whose values are words, never addresses. */
const words = new Set([
  "title",
  "summary",
  "description",
  "content_html",
  "content_text",
  "name",
  "short_name",
]);

const wholeUrl = /^https?:\/\/\S+$/;

/** Every address `text`, the contents of the build's `file`, gives. */
export function textFileUrls(file: string, text: string): string[] {
  if (/\.(json|webmanifest)$/.test(file)) {
    const value = JSON.parse(text) as unknown;
    const urls = jsonUrls(value);
    if (!file.endsWith(".webmanifest")) return urls;
    const manifest = value as { icons?: { src: string }[]; start_url?: string };
    urls.push(...(manifest.icons ?? []).map((icon) => icon.src));
    if (manifest.start_url) urls.push(manifest.start_url);
    return urls;
  }
  if (file.endsWith(".xml")) return xmlUrls(text);
  return [...text.matchAll(/^[\w-]+:[ \t]*(https?:\/\/\S+)[ \t]*$/gm)].map(([, url]) => url!);
}

function jsonUrls(value: unknown, key = ""): string[] {
  if (typeof value === "string") return !words.has(key) && wholeUrl.test(value) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap((item) => jsonUrls(item, key));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([name, item]) => jsonUrls(item, name));
  return [];
}

function xmlUrls(xml: string): string[] {
  const attributes = [...xml.matchAll(/\s[\w:-]+="(https?:\/\/[^"\s]+)"/g)].map(([, url]) => url!);
  // <loc>, <link>, <id>, <url>…: an element holding a URL alone. CDATA (a post's words) never is.
  const elements = [...xml.matchAll(/<([\w:-]+)[^>]*>\s*(https?:\/\/[^<\s]+)\s*<\/\1>/g)].map(
    ([, , url]) => url!,
  );
  return [...attributes, ...elements].map((url) =>
    url.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => xmlEntities[name]!),
  );
}

const xmlEntities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
