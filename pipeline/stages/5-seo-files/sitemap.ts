import { execFileSync } from "node:child_process";
import { XMLBuilder } from "fast-xml-parser";
import { builtPage } from "../../../app/lib/pages/site-pages.ts";

/** A page of the sitemap, and, for a site in several languages, each of its translations. */
export type SitemapEntry = {
  url: string;
  lastmod?: string;
  alternates?: { hreflang: string; href: string }[];
};

export function sitemapXml(entries: SitemapEntry[]): string {
  const builder = new XMLBuilder({ ignoreAttributes: false, format: true, indentBy: "  " });
  const translated = entries.some((entry) => entry.alternates?.length);
  return builder.build({
    "?xml": { "@_version": "1.0", "@_encoding": "UTF-8" },
    urlset: {
      "@_xmlns": "http://www.sitemaps.org/schemas/sitemap/0.9",
      ...(translated ? { "@_xmlns:xhtml": "http://www.w3.org/1999/xhtml" } : {}),
      url: entries.map(({ url, lastmod, alternates = [] }) => ({
        loc: url,
        ...(lastmod ? { lastmod } : {}),
        ...(alternates.length
          ? {
              "xhtml:link": alternates.map(({ hreflang, href }) => ({
                "@_rel": "alternate",
                "@_hreflang": hreflang,
                "@_href": href,
              })),
            }
          : {}),
      })),
    },
  }) as string;
}

export function robotsTxt(sitemapUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${sitemapUrl}\n`;
}

export type LastmodSources = {
  /** "YYYY-MM-DD" of the last commit that changed these paths, if known. */
  committed: (paths: string[]) => string | undefined;
  newestPost?: string;
};

/**
 * A page's last modification: the day its content was last committed, or
 * its newest post's date if that is later. Both come from the repository, so
 * rebuilding the same commit gives the same sitemap. Without git history the
 * newest post's date is used; with neither, no date is claimed.
 */
export function lastmod(route: string, sources: LastmodSources): string | undefined {
  // The content the page shows (the page table, a post's folder); a page it does not know shows all of it.
  const page = builtPage(route);
  const committed = sources.committed([...(page?.sources ?? ["content"])]);
  const dates = [committed, page?.listsPosts ? sources.newestPost : undefined];
  const known = dates.filter((date): date is string => date !== undefined).sort();
  return known.at(-1) ?? sources.newestPost;
}

/** The committer date of the last commit touching `paths`, from git. */
export function gitCommitDate(paths: string[]): string | undefined {
  try {
    const out = execFileSync("git", ["log", "-1", "--format=%cs", "--", ...paths], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    }).trim();
    return /^\d{4}-\d{2}-\d{2}$/.test(out) ? out : undefined;
  } catch {
    return undefined; // not a git checkout, or git is not installed
  }
}
