import { en } from "../../../app/lib/i18n/dictionaries/en";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { Parser, type HtmlValidate } from "html-validate";
import {
  buildFileCandidates,
  buildFileOf,
  sitePath,
  type SiteAddress,
} from "../../../app/lib/metadata/own-urls";
import { siteUrl } from "../../../app/lib/metadata/site-urls";
import type { Content } from "../../../app/lib/content/validate-content";
import { profileLinks } from "../../../app/lib/profiles/social-links";
import type { Settings } from "../../../app/lib/settings/settings-schema";
import { isHttpUrl } from "../../../content/schema/primitives.ts";

// A link checker for the build folder: it lists every reference a page makes
// to the site itself and says whether a file of the build answers it
// (app/lib/metadata/own-urls.ts, the rule npm run check-links shares).
// Nothing is fetched; links to other sites are left alone (there is no network).

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
  // Only the tags whose value is a URL (og:url, og:image, twitter:image), not
  // the owner's words (a description may start with a URL).
  ["meta[content]", "content"],
];
const urlMeta = (meta: Element) =>
  /(^|:)(url|image)$/.test(
    meta.getAttributeValue("property") ?? meta.getAttributeValue("name") ?? "",
  );

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
      else if (attribute !== "content" || urlMeta(element)) add(label, value);
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
      // Strings that are a URL alone: a description that starts with one is words.
      for (const url of JSON.stringify(JSON.parse(text)).match(/"https?:\/\/[^"\s]+"/g) ?? [])
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
 * A build as the checker sees it: the site's address (its settings), and the
 * owner's pages elsewhere (every URL the content holds: posts, projects,
 * profiles, the career's links), which are links to check with `npm run
 * check-links`, never files of the build, even when on the site's own host:
 * https://you.example/notes/… beside https://you.example/.
 */
export type CheckedSite = SiteAddress & { elsewhere: ReadonlySet<string> };

/** Every http(s) URL given anywhere in `value` (not inside words), whichever field holds it. */
function urlsIn(value: unknown): string[] {
  if (typeof value === "string") return isHttpUrl(value) ? [new URL(value).href] : [];
  if (Array.isArray(value)) return value.flatMap(urlsIn);
  if (value && typeof value === "object") return Object.values(value).flatMap(urlsIn);
  return [];
}

/** A URL as a writer's Markdown gives it, up to a space or a bracket, without the sentence's last sign. */
const writtenUrl = /https?:\/\/[^\s<>()[\]"'`]+/g;

/** Markdown without its code (fenced blocks and spans), whose URLs are text, not links. */
const withoutCode = (markdown: string) =>
  markdown.replace(/^ {0,3}(`{3,}|~{3,})[\s\S]*?^ {0,3}\1/gm, "").replace(/`[^`\n]*`/g, "");

/**
 * The links of the posts written on the site (index.md and each translation,
 * in `root`'s content/posts/) to pages of the site's host outside its base
 * path (https://you.example/notes/ beside https://you.example/portfolio/):
 * the owner's pages elsewhere, as its fields' are, which no build holds.
 */
function postBodyUrls(content: Content, site: SiteAddress, root: string): string[] {
  const home = new URL(siteUrl(site.baseUrl, site.basePath));
  const folders = new Set(
    content.posts.flatMap((post) => (post.local ? [join(root, dirname(post.local.file))] : [])),
  );
  return [...folders].flatMap((folder) =>
    existsSync(folder)
      ? readdirSync(folder)
          .filter((file) => /^index(\.[^.]+)?\.md$/.test(file))
          .flatMap((file) => [
            ...withoutCode(readFileSync(join(folder, file), "utf8")).matchAll(writtenUrl),
          ])
          .map(([url]) => url.replace(/[.,;:!?*_~]+$/, ""))
          .filter(isHttpUrl)
          .map((url) => new URL(url))
          .filter((url) => url.host === home.host && sitePath(url, site) === undefined)
          .map((url) => url.href)
      : [],
  );
}

/**
 * A build's site: its settings, and every URL of the owner's its content
 * shows, its posts' bodies included (read from `root`, the project's).
 */
export function checkedSite(settings: Settings, content: Content, root = "."): CheckedSite {
  // Parsed, so that the checker compares them as it compares what it finds.
  // The profiles as the pages show them (the settings may replace content/links.ts's
  // three), and not the site's own address, whose pages the build holds.
  const urls = [
    ...urlsIn({ ...content, links: undefined }),
    ...urlsIn(profileLinks(settings, content.links, en)),
    ...postBodyUrls(content, settings, root),
  ];
  return { baseUrl: settings.baseUrl, basePath: settings.basePath, elsewhere: new Set(urls) };
}

/**
 * Why `url` (found on the page served at `pagePath`) does not resolve to a
 * file of the build, or undefined when it does or is not the site's own:
 * another site's, or one of the owner's pages elsewhere.
 */
export function brokenReason(
  url: string,
  pagePath: string,
  ids: Set<string>,
  dir: string,
  site: CheckedSite,
): string | undefined {
  if (url === "") return "is empty";
  if (url.startsWith("#")) return url === "#" || ids.has(url.slice(1)) ? undefined : "no such id";
  const home = new URL(siteUrl(site.baseUrl, site.basePath));
  const resolved = new URL(url, new URL(pagePath, home));
  const isFile = (file: string) =>
    existsSync(join(dir, file)) && statSync(join(dir, file)).isFile();
  if (buildFileOf(resolved, site, isFile)) return undefined;
  if (resolved.host !== home.host || site.elsewhere.has(resolved.href)) return undefined;
  const path = sitePath(resolved, site);
  if (path === undefined) return `is outside ${site.basePath}`;
  return `no file ${buildFileCandidates(path).join(" or ")}`;
}
