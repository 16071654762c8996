import { pagePaths } from "../pages/site-pages.ts";
import { siteUrl } from "./site-urls.ts";
import { parsesAsUrl } from "../../../content/schema/primitives.ts";

// Which URLs belong to the built site: the one rule the content's check, the
// build-output tests and `npm run check-links` share. A URL on the site's
// host is the build's only when a page or file of the build answers it; an
// owner's blog at https://you.example/notes/ beside a portfolio at
// https://you.example/ is a page elsewhere, a link like any other.

/** Where the site lives: the settings' base URL and base path. */
export type SiteAddress = { baseUrl: string; basePath: string };

/**
 * The path of an absolute http(s) URL inside the site, without the base path
 * and decoded ("", "blog/", "files/cv.pdf"), or undefined when it is on
 * another host or outside the base path. The scheme does not matter: the
 * site's http:// address still names its pages.
 */
export function sitePath(url: string | URL, site: SiteAddress): string | undefined {
  if (typeof url === "string" && !parsesAsUrl(url)) return undefined;
  const target = new URL(url);
  const home = new URL(siteUrl(site.baseUrl, site.basePath));
  if (!/^https?:$/.test(target.protocol) || target.host !== home.host) return undefined;
  // "/portfolio" opens the home of a site at "/portfolio/": hosts redirect it.
  const pathname = `${target.pathname}/` === home.pathname ? home.pathname : target.pathname;
  if (!pathname.startsWith(home.pathname)) return undefined;
  const path = pathname.slice(home.pathname.length);
  try {
    return decodeURIComponent(path);
  } catch {
    return path; // a stray "%": no file of the build has such a name
  }
}

/**
 * The site's own page a URL opens, as a path under the base path ("/blog"),
 * whatever its trailing slash, index.html, query or hash; undefined for any
 * other URL.
 */
export function ownPage(url: string | URL, site: SiteAddress): string | undefined {
  const path = sitePath(url, site);
  if (path === undefined) return undefined;
  const route = `/${path
    .replace(/(^|\/)index\.html$/, "$1")
    .replace(/\/{2,}/g, "/")
    .replace(/^\/|\/$/g, "")}`;
  return pagePaths.find((page) => page === route);
}

/** The files of the build that answer a path inside the site, in the order hosts try them. */
export function buildFileCandidates(path: string): string[] {
  if (path === "" || path.endsWith("/")) return [`${path}index.html`];
  // Static hosts serve /blog from blog.html or blog/index.html (pretty URLs).
  return /\.[a-z0-9]+$/i.test(path) ? [path] : [path, `${path}.html`, `${path}/index.html`];
}

/**
 * The file of the build that answers a URL (`isFile` says which files the
 * build holds), or undefined: then the URL leads out of the build, to
 * another site or to a page of the owner's on the site's own host, and is
 * an external link.
 */
export function buildFileOf(
  url: string | URL,
  site: SiteAddress,
  isFile: (file: string) => boolean,
): string | undefined {
  const path = sitePath(url, site);
  return path === undefined ? undefined : buildFileCandidates(path).find(isFile);
}
