import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, sep } from "node:path";
import { load } from "cheerio/slim";

export type SiteLinks = {
  /** Each external http(s) link, with the pages (routes) that show it, in the order found. */
  links: Map<string, string[]>;
  pages: number;
  /** Distinct mailto: links, counted, never fetched: no server can say whether an address works. */
  mailto: number;
};

/**
 * The external links of the built pages: exactly what visitors see. Links
 * to the site itself (its canonical origin) are the build's own and are
 * left out; so is 404.html, which is no route.
 */
export function siteLinks(buildDir: string): SiteLinks | undefined {
  if (!existsSync(join(buildDir, "index.html"))) return undefined;
  const files = readdirSync(buildDir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".html") && file !== "404.html")
    .sort((a, b) => route(a).localeCompare(route(b)));
  const links = new Map<string, string[]>();
  const mailto = new Set<string>();
  for (const file of files) {
    const $ = load(readFileSync(join(buildDir, file), "utf8"));
    const own = origin($('link[rel="canonical"]').attr("href"));
    const page = route(file);
    for (const anchor of $("a[href]").toArray()) {
      const href = $(anchor).attr("href")!.trim();
      if (/^mailto:/i.test(href)) mailto.add(href.toLowerCase());
      if (!/^https?:\/\//i.test(href) || !URL.canParse(href) || origin(href) === own) continue;
      const pages = links.get(href) ?? [];
      if (!pages.includes(page)) pages.push(page);
      links.set(href, pages);
    }
  }
  return { links, pages: files.length, mailto: mailto.size };
}

const origin = (url: string | undefined) =>
  url && URL.canParse(url) ? new URL(url).origin : undefined;

/** "blog/index.html" is /blog; "index.html" is /. */
function route(file: string): string {
  const path = file
    .split(sep)
    .join("/")
    .replace(/(^|\/)index\.html$/, "");
  return `/${path.replace(/\.html$/, "")}`.replace(/\/$/, "") || "/";
}
