import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, sep } from "node:path";
import { load } from "cheerio/slim";
import { buildFileOf, type SiteAddress } from "../../app/lib/metadata/own-urls.ts";
import { parsesAsUrl } from "../../content/schema/primitives.ts";

export type SiteLinks = {
  /** Each external http(s) link, with the pages (routes) that show it, in the order found. */
  links: Map<string, string[]>;
  pages: number;
  /** Distinct mailto: links, counted, never fetched: no server can say whether an address works. */
  mailto: number;
};

/**
 * The external links of the built pages: exactly what visitors see. A link
 * that a page or file of the build answers is the site's own and is left
 * out; one on the site's host that the build did not write (the owner's
 * blog at /notes/) is external like any other. 404.html is no route.
 */
export function siteLinks(buildDir: string): SiteLinks | undefined {
  if (!existsSync(join(buildDir, "index.html"))) return undefined;
  const files = readdirSync(buildDir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".html") && file !== "404.html")
    .sort((a, b) => route(a).localeCompare(route(b)));
  const site = siteAddress(readFileSync(join(buildDir, "index.html"), "utf8"));
  const isFile = (file: string) =>
    existsSync(join(buildDir, file)) && statSync(join(buildDir, file)).isFile();
  const own = (href: string) => site !== undefined && buildFileOf(href, site, isFile) !== undefined;
  const links = new Map<string, string[]>();
  const mailto = new Set<string>();
  for (const file of files) {
    const $ = load(readFileSync(join(buildDir, file), "utf8"));
    const page = route(file);
    for (const anchor of $("a[href]").toArray()) {
      const href = $(anchor).attr("href")!.trim();
      if (/^mailto:/i.test(href)) mailto.add(href.toLowerCase());
      if (!/^https?:\/\//i.test(href) || !parsesAsUrl(href) || own(href)) continue;
      const pages = links.get(href) ?? [];
      if (!pages.includes(page)) pages.push(page);
      links.set(href, pages);
    }
  }
  return { links, pages: files.length, mailto: mailto.size };
}

/** The site's address, from its home page's canonical URL ("https://you.example/portfolio/"). */
function siteAddress(home: string): SiteAddress | undefined {
  const canonical = load(home)('link[rel="canonical"]').attr("href");
  if (!canonical || !parsesAsUrl(canonical)) return undefined;
  const url = new URL(canonical);
  return { baseUrl: url.origin, basePath: url.pathname.replace(/[^/]*$/, "") };
}

/** "blog/index.html" is /blog; "index.html" is /. */
function route(file: string): string {
  const path = file
    .split(sep)
    .join("/")
    .replace(/(^|\/)index\.html$/, "");
  return `/${path.replace(/\.html$/, "")}`.replace(/\/$/, "") || "/";
}
