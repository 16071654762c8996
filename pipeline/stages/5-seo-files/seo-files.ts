import { existsSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import {
  feedFiles,
  manifestFile,
  routePath,
  siteUrl,
} from "../../../app/lib/metadata/site-urls.ts";
import type { Settings } from "../../../app/lib/settings/settings-schema.ts";
import { jsonLdNodes, metaValue, readBuiltPages, type BuiltPage } from "./built-pages.ts";
import { descriptionWarnings } from "./description-check.ts";
import { blogNode, buildFeeds } from "./feeds.ts";
import { gitCommitDate, lastmod, robotsTxt, sitemapXml, type LastmodSources } from "./sitemap.ts";
import { webManifest } from "./web-manifest.ts";

const websiteNode = z.object({
  "@type": z.literal("WebSite"),
  name: z.string(),
  description: z.string(),
  inLanguage: z.string(),
});

/**
 * Writes the blog feeds (with the whole body of each post written on the
 * site, `postContent`), the web app manifest and (unless `sitemap` is
 * false, for a site whose other languages are still to be built) sitemap.xml
 * and robots.txt, all made from the prerendered pages (their canonical links
 * and structured data) so they always agree with them, and warns about
 * descriptions longer than search engines show. `clientDir` is served at the
 * base path; the icons and assets are the site's, at `siteBasePath` (another
 * language's pages are in a folder under it), and the assets are in
 * `clientDir`'s assets/ until they join the site's.
 */
export async function writeSeoFiles(
  clientDir: string,
  settings: Settings,
  {
    sitemap = true,
    committed = gitCommitDate,
    siteBasePath = settings.basePath,
    postContent,
  }: SeoOptions = {},
): Promise<void> {
  const pages = readBuiltPages(clientDir);
  const home = siteUrl(settings.baseUrl, settings.basePath);
  const siteHome = siteUrl(settings.baseUrl, siteBasePath);
  const write = (file: string, text: string) => writeFileSync(join(clientDir, file), text);
  for (const warning of descriptionWarnings(pages)) console.warn(warning);

  const nodes = pages.flatMap(jsonLdNodes);
  // The Blog page's own node: a tag's page lists its posts as a Blog too, for its own feeds.
  const tagPage = (page: BuiltPage) => /^tags\/[^/]+\/index\.html$/.test(page.file);
  const blog = findNode(
    pages.filter((page) => !tagPage(page)).flatMap(jsonLdNodes),
    blogNode,
    "Blog",
    "the feeds",
  );
  const website = findNode(nodes, websiteNode, "WebSite", "the web app manifest");
  const dates: LastmodSources = {
    committed,
    newestPost: blog.blogPost
      .map((post) => post.datePublished)
      .sort()
      .at(-1),
  };
  const modified = (url: string) =>
    lastmod(routePath(new URL(url).pathname, settings.basePath), dates);

  if (sitemap) writeSitemap(clientDir, settings, { pages, dates });

  const feeds = buildFeeds(blog, {
    home,
    siteHome,
    updated: modified(blog.url),
    imageBytes: (url) => imageBytes(url, siteHome, clientDir),
    ...(postContent ? { content: postContent } : {}),
  });
  for (const key of Object.keys(feeds) as (keyof typeof feeds)[]) {
    write(feedFiles[key].file, feeds[key]);
  }
  // Each tag's feeds, in its page's folder, made from the posts its page lists.
  for (const page of pages.filter(tagPage)) {
    const folder = page.file.slice(0, -"index.html".length);
    const tag = findNode(jsonLdNodes(page), blogNode, "Blog", `${folder}'s feeds`);
    const tagFeeds = buildFeeds(tag, {
      home: `${tag.url}/`,
      siteHome,
      imageBytes: (url) => imageBytes(url, siteHome, clientDir),
      ...(postContent ? { content: postContent } : {}),
    });
    for (const key of Object.keys(tagFeeds) as (keyof typeof tagFeeds)[])
      write(`${folder}${feedFiles[key].file}`, tagFeeds[key]);
  }

  const site = { ...website, language: website.inLanguage };
  const manifest = webManifest(site, settings.basePath, siteBasePath);
  write(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
}

type SeoOptions = {
  sitemap?: boolean;
  committed?: LastmodSources["committed"];
  /** The site's base path, where the icons and assets are: the pages' own, or above their folder. */
  siteBasePath?: string;
  /** The full HTML of each post written on the site, by its URL, for the feeds (feeds.ts `content`). */
  postContent?: (url: string) => string | undefined;
};

/**
 * sitemap.xml and robots.txt: every page of every language, each with its
 * translations as the page names them (its hreflang links), the date of a
 * page and of its translations the default language's page's. A page that
 * names another of the site's pages canonical (a post on another language's
 * pages, untranslated, names the default language's) is that page's
 * duplicate: the URL is listed once, with the translations the page at it
 * names.
 */
export function writeSitemap(
  clientDir: string,
  settings: Settings,
  {
    pages = readBuiltPages(clientDir),
    dates,
  }: { pages?: BuiltPage[]; dates?: LastmodSources } = {},
): void {
  const home = siteUrl(settings.baseUrl, settings.basePath);
  const sources = dates ?? {
    committed: gitCommitDate,
    newestPost: newestPost(pages.flatMap(jsonLdNodes)),
  };
  const byUrl = new Map<string | undefined, BuiltPage>();
  for (const page of pages) {
    // The duplicate names no translations (app/lib/metadata/post-meta.ts); the page itself does.
    const known = byUrl.get(page.canonical);
    if (!known || known.alternates.length < page.alternates.length) byUrl.set(page.canonical, page);
  }
  const entries = [...new Set(listedPages(pages, home))].map((url) => {
    const alternates = byUrl.get(url)?.alternates ?? [];
    // A translation is as new as the page it translates, in the default language.
    const original = alternates.find((a) => a.hreflang === "x-default")?.href ?? url;
    const lastmod = lastmodOf(original, settings, sources);
    return { url, lastmod, ...(alternates.length ? { alternates } : {}) };
  });
  writeFileSync(join(clientDir, "sitemap.xml"), sitemapXml(entries));
  // Crawlers read robots.txt only at a host's root; under a base path, the host may serve it there.
  writeFileSync(join(clientDir, "robots.txt"), robotsTxt(new URL("sitemap.xml", home).href));
}

const lastmodOf = (url: string, settings: Settings, dates: LastmodSources) =>
  lastmod(routePath(new URL(url).pathname, settings.basePath), dates);

/** The date of the newest post the blog lists, from its structured data. */
function newestPost(nodes: Record<string, unknown>[]): string | undefined {
  const blog = blogNode.safeParse(nodes.find((node) => node["@type"] === "Blog"));
  return blog.success
    ? blog.data.blogPost
        .map((post) => post.datePublished)
        .sort()
        .at(-1)
    : undefined;
}

/** The canonical URL of every page, home first. */
function listedPages(pages: BuiltPage[], home: string): string[] {
  const urls = pages.flatMap((page) => {
    if (page.canonical?.startsWith(home)) return [page.canonical];
    // A post that first appeared elsewhere names the original as canonical: it is the original's to list.
    if (page.canonical && metaValue(page, "og:type") === "article") return [];
    console.warn(
      `Warning: ${page.file} has no canonical link on ${home}; left out of the sitemap.`,
    );
    return [];
  });
  return urls.sort();
}

function findNode<T>(
  nodes: Record<string, unknown>[],
  schema: z.ZodType<T>,
  type: string,
  purpose: string,
): T {
  const result = schema.safeParse(nodes.find((node) => node["@type"] === type));
  if (result.success) return result.data;
  throw new Error(
    `The built pages have no valid ${type} structured data to make ${purpose} from:\n` +
      z.prettifyError(result.error),
  );
}

/** The size of the file in the build that an image URL on this site is served from. */
function imageBytes(url: string, home: string, clientDir: string): number {
  const file = url.startsWith(home)
    ? join(clientDir, ...url.slice(home.length).split("/").map(decodeURIComponent))
    : undefined;
  if (!file || !existsSync(file)) {
    throw new Error(`The blog page's image ${url} is not a file of this build (${clientDir})`);
  }
  return statSync(file).size;
}
