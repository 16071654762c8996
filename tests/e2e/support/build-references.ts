import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { Parser, type HtmlValidate } from "html-validate";

// A link checker for the build folder: it lists every reference a page makes
// to the site itself and says whether a file of the build answers it. Nothing
// is fetched; links to other sites are left alone (there is no network).

export type Reference = { attribute: string; url: string };
type Element = { getAttributeValue(name: string): string | null; textContent: string };

/** Every file under `dir`, as paths relative to it with "/" separators. */
export function filesIn(dir: string, prefix = ""): string[] {
  return readdirSync(join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const path = prefix ? `${prefix}/${entry.name}` : entry.name;
    return entry.isDirectory() ? filesIn(dir, path) : [path];
  });
}

/** The path a file is served at under `basePath`: "blog/index.html" → "/blog/". */
export function servedPath(file: string, basePath: string): string {
  return basePath + file.replace(/(^|\/)index\.html$/, "$1");
}

const attributes: [selector: string, attribute: string][] = [
  ["a[href]", "href"],
  ["link[href]", "href"],
  ["img[src]", "src"],
  ["script[src]", "src"],
  ["source[src]", "src"],
  ["img[srcset]", "srcset"],
  ["source[srcset]", "srcset"],
  // Only the values that are URLs: og:image, og:url, twitter:image...
  ["meta[content]", "content"],
];

/** Every URL a page refers to: attributes, the refresh target, script imports, JSON-LD. */
export async function pageReferences(
  validator: HtmlValidate,
  filename: string,
  html: string,
): Promise<{ references: Reference[]; ids: Set<string> }> {
  const source = { data: html, filename, line: 1, column: 1, offset: 0 };
  const root = new Parser(await validator.getConfigFor(filename)).parseHtml(source);
  const all = (selector: string) => root.querySelectorAll(selector) as unknown as Element[];
  const references: Reference[] = [];
  const add = (attribute: string, url: string) => references.push({ attribute, url: url.trim() });

  for (const [selector, attribute] of attributes) {
    for (const element of all(selector)) {
      const value = element.getAttributeValue(attribute) ?? "";
      const label = `${selector.split("[")[0]} ${attribute}`;
      if (attribute === "srcset") for (const url of srcsetUrls(value)) add(label, url);
      else if (attribute !== "content" || /^(https?:\/)?\//.test(value)) add(label, value);
    }
  }
  for (const meta of all("meta")) {
    if (meta.getAttributeValue("http-equiv")?.toLowerCase() !== "refresh") continue;
    const target = /url=(.+)$/i.exec(meta.getAttributeValue("content") ?? "")?.[1];
    if (target) add("meta refresh", target);
  }
  for (const script of all("script")) {
    const text = script.textContent;
    if (script.getAttributeValue("type") === "application/ld+json")
      for (const url of JSON.stringify(JSON.parse(text)).match(/"https?:\/\/[^"]+"/g) ?? [])
        add("JSON-LD", JSON.parse(url) as string);
    // Module specifiers: import("/assets/x.js") and "/assets/x.js" in preload lists.
    else
      for (const [, url] of text.matchAll(/["'](\/[^"'\s]*\.(?:js|css))["']/g)) add("script", url!);
  }
  const ids = new Set(all("[id]").map((element) => element.getAttributeValue("id")!));
  return { references, ids };
}

export function srcsetUrls(srcset: string): string[] {
  return srcset
    .split(",")
    .map((candidate) => candidate.trim().split(/\s+/)[0]!)
    .filter(Boolean);
}

/**
 * Why `url` (found on the page served at `pagePath`) does not resolve to a
 * file of the build, or undefined when it does or is not the site's own.
 * `siteOrigin` and `basePath` make absolute links to the live site count too.
 */
export function brokenReason(
  url: string,
  pagePath: string,
  ids: Set<string>,
  dir: string,
  site: { origin: string; basePath: string },
): string | undefined {
  if (url === "") return "is empty";
  if (url.startsWith("#")) return url === "#" || ids.has(url.slice(1)) ? undefined : "no such id";
  const resolved = new URL(url, site.origin + pagePath);
  if (resolved.origin !== site.origin) return undefined;
  if (!resolved.pathname.startsWith(site.basePath)) return `is outside ${site.basePath}`;
  const path = decodeURIComponent(resolved.pathname.slice(site.basePath.length));
  const directory = path === "" || path.endsWith("/");
  const candidates = directory ? [`${path}index.html`] : [path];
  // Static hosts serve /blog from blog.html or blog/index.html (pretty URLs).
  if (!directory && !/\.[a-z0-9]+$/i.test(path))
    candidates.push(`${path}.html`, `${path}/index.html`);
  const found = candidates.some((c) => existsSync(join(dir, c)) && statSync(join(dir, c)).isFile());
  return found ? undefined : `no file ${candidates.join(" or ")}`;
}
