import type { Element } from "hast";

// The URLs an element holds, read and rewritten one way: the post's policy
// check looks at each of them, and the feed makes each of them absolute.

/** The properties (as hast names them) whose value is a URL or a list of URLs. */
const urlProperties = [
  "href",
  "src",
  "srcSet",
  "poster",
  "cite",
  "action",
  "formAction",
  "data",
  "xLinkHref",
  "background",
  "longDesc",
  "ping",
] as const;

/** "a.jpg 1x, b.jpg 2x": each candidate's URL is its first word. */
const srcSetUrls = (value: string) =>
  value
    .split(",")
    .map((candidate) => candidate.trim().split(/\s+/)[0]!)
    .filter(Boolean);

/** Each URL of `element`, with the property that holds it. */
export function elementUrls(element: Element): { property: string; url: string }[] {
  return urlProperties.flatMap((property) => {
    const value = element.properties[property];
    if (value === undefined || value === null || typeof value === "boolean") return [];
    const values = Array.isArray(value) ? value.map(String) : [String(value)];
    const urls = property === "srcSet" ? values.flatMap(srcSetUrls) : values;
    return urls.map((url) => ({ property, url }));
  });
}

/** Replaces each URL of `element` by what `change` makes of it. */
export function rewriteUrls(element: Element, change: (url: string) => string): void {
  const properties: Record<string, unknown> = element.properties;
  for (const property of urlProperties) {
    const value = element.properties[property];
    if (value === undefined || value === null || typeof value === "boolean") continue;
    if (property === "srcSet")
      properties[property] = String(value)
        .split(",")
        .map((candidate) => candidate.trim().replace(/^\S+/, (url) => change(url)))
        .join(", ");
    else if (Array.isArray(value)) properties[property] = value.map((v) => change(String(v)));
    else properties[property] = change(String(value));
  }
}

/**
 * The scheme of `url`, lower-cased ("javascript", "https"), as a browser reads
 * it: ignoring the spaces, tabs, line breaks and control characters it drops,
 * so "java&#9;script:" is caught too. Undefined for a relative URL.
 */
export function urlScheme(url: string): string | undefined {
  // eslint-disable-next-line no-control-regex -- the characters a browser drops from a URL
  const plain = url.replace(/[\u0000-\u0020\u007f]/g, "");
  return /^([a-z][a-z\d+.-]*):/i.exec(plain)?.[1]?.toLowerCase();
}

/** Whether `url` names another host: an http(s) URL, or one starting "//" (or "\\", which browsers read so). */
export function isRemote(url: string): boolean {
  const scheme = urlScheme(url);
  return scheme === "http" || scheme === "https" || /^\s*[/\\]{2}/.test(url);
}
