// The static hosts that cannot run here, as they answer a request for the
// published folder: which file, which status, which redirect, which headers.
// Each rule is the host's own documentation where it has one, and the
// measurements of slorber/trailing-slash-guide (README, "Behavior of various
// static hosting providers": the same folder deployed to each host, every
// form of a page's address asked) where it has none; never kinder than the
// host. A build's site is served at its base path, as GitHub Pages serves a
// project site; what is outside it is the host's own 404.
//
// A page's two addresses in the guide's terms: `/x` is "file" (x.html),
// "folder" (x/index.html) or "both"; the build writes both (stage 9).
import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import {
  fromHeadersFile,
  fromRedirectsFile,
  fromVercelJson,
  nearestNotFound,
  type NotFoundRule,
} from "./emulated-hosts";
import { cloudflareLimits } from "../../../pipeline/stages/6-security-policy/host-limits";

export type Answer = { status: number; headers: Record<string, string>; body: Buffer };
export type Handler = (method: string, url: string) => Promise<Answer>;

export const hostNames = ["GitHub Pages", "Netlify", "Cloudflare Pages", "Vercel"] as const;
export type HostName = (typeof hostNames)[number];

const types: Record<string, string> = {
  html: "text/html; charset=utf-8",
  js: "text/javascript; charset=utf-8",
  css: "text/css; charset=utf-8",
  txt: "text/plain; charset=utf-8",
  xml: "application/xml",
  json: "application/json",
  webmanifest: "application/manifest+json",
  svg: "image/svg+xml",
  png: "image/png",
  avif: "image/avif",
  jpg: "image/jpeg",
  data: "text/x-script",
};
const typeOf = (file: string) =>
  types[/\.(\w+)$/.exec(file)?.[1] ?? ""] ?? "application/octet-stream";

/**
 * What a host decided: a file of the folder (a site path), a redirect (to a
 * decoded path, or to a URL as a rule writes it, `written`), or its 404.
 */
type Decision =
  { file: string } | { redirect: string; status: number; written?: boolean } | { notFound: true };

/** A host's rules: the answer to `path` (decoded, under the base path), and its headers. */
type Rules = {
  decide: (path: string, has: (file: string) => boolean) => Decision;
  headers: (path: string) => Record<string, string>;
  notFound: NotFoundRule;
  /**
   * Rules that answer before any file (Cloudflare's _redirects, a forced
   * rule of Netlify's, Vercel's redirects) or only where none does (Netlify's
   * others).
   */
  redirect?: (path: string) => RedirectRule | undefined;
  redirectsFirst?: boolean;
};

/** A redirect rule that matched: where to, with which status, and whether it goes before any file. */
type RedirectRule = { to: string; status: number; force?: boolean };

/**
 * `clientDir` served at `basePath` with `rules`. A request outside the base
 * path gets the host's own plain 404; a request for the base path without
 * its slash is sent to it (every host here answers a folder so).
 */
function serveWith(clientDir: string, basePath: string, rules: Rules): Handler {
  const isFile = (file: string) => {
    try {
      return statSync(join(clientDir, file)).isFile();
    } catch {
      return false;
    }
  };
  const has = (sitePath: string) => !/(^|\/)\./.test(sitePath) && isFile(sitePath.slice(1));
  const send = (sitePath: string, status: number, headersPath: string): Answer => ({
    status,
    headers: { "Content-Type": typeOf(sitePath), ...rules.headers(headersPath) },
    body: readFileSync(join(clientDir, sitePath)),
  });
  return async (_method, url) => {
    const raw = url.split("?")[0]!;
    let path: string;
    try {
      path = decodeURIComponent(raw);
    } catch {
      return { status: 400, headers: {}, body: Buffer.from("Bad Request\n") };
    }
    const under = basePath.slice(0, -1);
    if (path === under && under)
      return { status: 301, headers: { Location: basePath }, body: Buffer.alloc(0) };
    if (!path.startsWith(basePath))
      return { status: 404, headers: {}, body: Buffer.from("Not Found\n") };
    const sitePath = path.slice(under.length);
    const rule = rules.redirect?.(sitePath);
    const redirect = () => rule && { redirect: rule.to, status: rule.status, written: true };
    const decision: Decision =
      ((rules.redirectsFirst || rule?.force) && redirect()) ||
      (() => {
        const decided = rules.decide(sitePath, has);
        return "notFound" in decided ? (redirect() ?? decided) : decided;
      })();
    if ("file" in decision) return send(decision.file, 200, path);
    if ("redirect" in decision) {
      // A host sends a path of its own percent-encoded, and a rule's target as written.
      const target = decision.written ? decision.redirect : encodeURI(decision.redirect);
      const location = target.startsWith("/") ? under + target : target;
      return {
        status: decision.status,
        headers: { Location: location, ...rules.headers(path) },
        body: Buffer.alloc(0),
      };
    }
    const page = rules.notFound(sitePath);
    if (!has(page)) return { status: 404, headers: {}, body: Buffer.from("Not Found\n") };
    return send(page, 404, path);
  };
}

const read = (clientDir: string, file: string) =>
  existsSync(join(clientDir, file)) ? readFileSync(join(clientDir, file), "utf8") : "";

/**
 * GitHub Pages, deployed by actions/upload-pages-artifact, whose artifact
 * leaves out every dotfile (its README: "the artifact will not include
 * dotfiles"; v4.0.0's breaking change). Pages sends no headers of the site's
 * ("GitHub Pages does not support custom headers"), and caches everything for
 * ten minutes (Cache-Control: max-age=600, as Pages answers). An unknown path
 * gets the site's 404.html with status 404 (docs.github.com, "Creating a
 * custom 404 page for your GitHub Pages site"). Addresses, as the guide
 * measured: /file 200, /file/ 404, /folder 301 to /folder/, /folder/ 200,
 * /both and /both/ 200, each .html name 200.
 */
export function githubPages(clientDir: string, basePath: string): Handler {
  return serveWith(clientDir, basePath, {
    headers: () => ({ "Cache-Control": "max-age=600" }),
    notFound: () => "/404.html",
    decide(path, has) {
      if (path.endsWith("/"))
        return has(`${path}index.html`) ? { file: `${path}index.html` } : { notFound: true };
      if (has(path)) return { file: path };
      if (has(`${path}.html`)) return { file: `${path}.html` };
      if (has(`${path}/index.html`)) return { redirect: `${path}/`, status: 301 };
      return { notFound: true };
    },
  });
}

/**
 * Netlify: `_headers` (docs.netlify.com/routing/headers), `_redirects` whose
 * rules apply only where no file answers unless forced with "!" (docs.netlify.com
 * /routing/redirects/rewrites-proxies, "Shadowing"), the first that matches
 * (its redirects engine, netlify/primitives packages/redirects, matches the
 * decoded path), a 404 rule's page or the root's 404.html. Addresses, as the guide measured with its defaults:
 * /file 200, /file/ 301 to /file, /folder 301 to /folder/, /folder/ 200,
 * /both 200, /both/ 301 to /both, each .html name 200.
 */
export function netlify(clientDir: string, basePath: string): Handler {
  const redirects = read(clientDir, "_redirects");
  const notFound = fromRedirectsFile(underBase(redirects, basePath));
  return serveWith(clientDir, basePath, {
    headers: fromHeadersFile(read(clientDir, "_headers")),
    notFound,
    redirect: redirectRules(redirects, basePath, [301, 302], { force: true }),
    decide(path, has) {
      if (path.endsWith("/") && path !== "/") {
        if (has(`${path.slice(0, -1)}.html`)) return { redirect: path.slice(0, -1), status: 301 };
        return has(`${path}index.html`) ? { file: `${path}index.html` } : { notFound: true };
      }
      if (path === "/") return has("/index.html") ? { file: "/index.html" } : { notFound: true };
      if (has(path)) return { file: path };
      if (has(`${path}.html`)) return { file: `${path}.html` };
      if (has(`${path}/index.html`)) return { redirect: `${path}/`, status: 301 };
      return { notFound: true };
    },
  });
}

/**
 * Cloudflare Pages (developers.cloudflare.com/pages/configuration/
 * serving-pages): "/contact.html will be redirected to /contact, and
 * /about/index.html will be redirected to /about/"; the nearest 404.html up
 * the folders; `_headers` within its limits (the first 100 rules, no header
 * over 2,000 characters: host-limits.ts), `_redirects` of status 301, 302,
 * 303, 307 or 308 only (a 404 rule is none of them), which apply before any
 * file ("Redirects are always followed, regardless of whether or not an asset
 * matches"); a rule's source is encoded as a URL encodes a path and matched
 * against the request's (workers-sdk validateURL.ts, rules-engine.ts), which
 * is the decoded paths compared; a status it does not take ("301!") skips the
 * line (parseRedirects.ts). Its own redirects are 308. The rest as the guide measured: /file
 * 200, /file/ to /file, /folder to /folder/, /folder/ 200, /both and /both/ 200.
 */
export function cloudflarePages(clientDir: string, basePath: string): Handler {
  const headerText = read(clientDir, "_headers");
  return serveWith(clientDir, basePath, {
    headers: fromHeadersFile(withinCloudflareLimits(headerText)),
    notFound: nearestNotFound(clientDir),
    redirect: redirectRules(read(clientDir, "_redirects"), basePath, [301, 302, 303, 307, 308]),
    redirectsFirst: true,
    decide(path, has) {
      if (path.endsWith("/index.html") && has(path))
        return { redirect: path.slice(0, -"index.html".length), status: 308 };
      if (path.endsWith(".html") && has(path)) return { redirect: path.slice(0, -5), status: 308 };
      if (path.endsWith("/")) {
        if (has(`${path}index.html`)) return { file: `${path}index.html` };
        if (path !== "/" && has(`${path.slice(0, -1)}.html`))
          return { redirect: path.slice(0, -1), status: 308 };
        return { notFound: true };
      }
      if (has(`${path}.html`)) return { file: `${path}.html` };
      if (has(`${path}/index.html`)) return { redirect: `${path}/`, status: 308 };
      if (has(path)) return { file: path };
      return { notFound: true };
    },
  });
}

/**
 * Vercel with the repository's vercel.json: `cleanUrls` ("visiting a path
 * that ends with the extension, a 308 response will redirect the client to
 * the extensionless path") and `trailingSlash: false` ("visiting a path that
 * ends with a forward slash will respond with a 308 status code and redirect
 * to the path without the trailing slash"), vercel.com/docs/project-
 * configuration; then its `redirects`, before any file (@vercel/routing-utils
 * getTransformedRoutes puts clean URLs, then the trailing slash, then the
 * redirects, ahead of the filesystem), `permanent` ones 308, each source a
 * literal path here, matched against the path as the request sends it,
 * percent-encoded; its `headers`; the root's 404.html for an unknown path.
 */
export function vercel(clientDir: string, basePath: string, vercelJson: string): Handler {
  const config = JSON.parse(vercelJson) as {
    cleanUrls?: boolean;
    trailingSlash?: boolean;
    redirects?: { source: string; destination: string; permanent?: boolean }[];
  };
  if (config.cleanUrls !== true || config.trailingSlash !== false)
    throw new Error("vercel.json changed its cleanUrls or trailingSlash: update this stand-in");
  const redirects = new Map<string, RedirectRule>();
  const under = basePath.slice(0, -1);
  for (const { source, destination, permanent } of config.redirects ?? []) {
    const literal = source.replace(/\\(.)/g, "$1");
    if (/[:*?]/.test(literal)) throw new Error(`only literal sources are emulated: ${source}`);
    redirects.set(literal.slice(under.length), {
      to: destination.slice(under.length),
      status: permanent === false ? 307 : 308,
      force: true,
    });
  }
  return serveWith(clientDir, basePath, {
    headers: fromVercelJson(vercelJson),
    notFound: () => "/404.html",
    // A request's path as the browser sends it: what the redirects' sources are matched against.
    redirect: (path) => {
      const slashOrHtml = (path.endsWith("/") && path !== "/") || /\.html$/.test(path);
      return slashOrHtml ? undefined : redirects.get(encodeURI(path));
    },
    decide(path, has) {
      if (path.endsWith("/") && path !== "/") return { redirect: path.slice(0, -1), status: 308 };
      if (path.endsWith("/index.html")) {
        const folder = path.slice(0, -"/index.html".length);
        return { redirect: folder || "/", status: 308 };
      }
      if (path.endsWith(".html") && has(path)) return { redirect: path.slice(0, -5), status: 308 };
      if (path === "/") return { file: "/index.html" };
      if (has(`${path}.html`)) return { file: `${path}.html` };
      if (has(`${path}/index.html`)) return { file: `${path}/index.html` };
      if (has(path)) return { file: path };
      return { notFound: true };
    },
  });
}

/** The host called `name`, serving the build in `clientDir` at `basePath`. */
/**
 * The host called `name`, serving the build in `clientDir` at `basePath`;
 * Vercel reads the vercel.json of the project that was built (`projectDir`),
 * whose redirects the build keeps.
 */
export function standIn(
  name: HostName,
  clientDir: string,
  basePath: string,
  projectDir = ".",
): Handler {
  switch (name) {
    case "GitHub Pages":
      return githubPages(clientDir, basePath);
    case "Netlify":
      return netlify(clientDir, basePath);
    case "Cloudflare Pages":
      return cloudflarePages(clientDir, basePath);
    case "Vercel":
      return vercel(clientDir, basePath, readFileSync(join(projectDir, "vercel.json"), "utf8"));
  }
}

/** A `_redirects` file's paths as paths of the site (without its base path). */
function underBase(text: string, basePath: string): string {
  return text
    .split("\n")
    .map((line) =>
      line.trimStart().startsWith("#")
        ? line
        : line
            .split(/(\s+)/)
            .map((field) =>
              field.startsWith(basePath) ? `/${field.slice(basePath.length)}` : field,
            )
            .join(""),
    )
    .join("\n");
}

/** `_headers` as Cloudflare reads it: its first 100 rules, without a header over 2,000 characters. */
function withinCloudflareLimits(text: string): string {
  let rules = 0;
  return text
    .split("\n")
    .filter((line) => {
      if (!line.trim() || line.trimStart().startsWith("#")) return false;
      if (!/^\s/.test(line)) return ++rules <= cloudflareLimits.headerRules;
      return (
        rules <= cloudflareLimits.headerRules &&
        line.trim().length <= cloudflareLimits.headerCharacters
      );
    })
    .join("\n");
}

/**
 * A `_redirects` file's rules of the given statuses, exact sources only
 * (paths under `basePath`), the first for a path: Netlify's (`force`) takes
 * "301!" as a forced 301; Cloudflare's skips the line. Sources are compared
 * decoded, as both hosts compare them.
 */
function redirectRules(text: string, basePath: string, statuses: number[], { force = false } = {}) {
  const rules = new Map<string, RedirectRule>();
  for (const line of text.split("\n")) {
    if (!line.trim() || line.trimStart().startsWith("#")) continue;
    const [from, to, written = "301"] = line.trim().split(/\s+/);
    const forced = force && written.endsWith("!");
    const status = Number(forced ? written.slice(0, -1) : written);
    if (!statuses.includes(status) || from!.includes("*") || from!.includes(":")) continue;
    const under = basePath.slice(0, -1);
    const path = decodeURIComponent(from!.slice(under.length));
    if (rules.has(path)) continue;
    rules.set(path, {
      to: to!.startsWith(basePath) ? to!.slice(under.length) : to!,
      status,
      force: forced,
    });
  }
  return (path: string) => rules.get(path);
}
