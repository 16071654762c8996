// Stand-ins for the hosts that cannot run here (Netlify, Cloudflare Pages,
// Vercel, GitHub Pages): each serves build/client/ with exactly the headers
// its configuration produces, and the 404 page it picks for an unknown path.
import { existsSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import { extname, join } from "node:path";

type Answer = { status: number; headers: Record<string, string>; body: Buffer };
type Handler = (method: string, path: string) => Promise<Answer>;

const types: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml",
  ".json": "application/json",
};

/** The 404 page a host serves for an unknown path, as a path of the build ("/ja/404.html"). */
export type NotFoundRule = (path: string) => string;

/** GitHub Pages and Vercel: the root's 404.html, whatever the path. */
export const rootNotFound: NotFoundRule = () => "/404.html";

/** Cloudflare Pages: the 404.html nearest the path, up its folders. */
export function nearestNotFound(clientDir: string): NotFoundRule {
  return (path) => {
    const folders = path.split("/").filter(Boolean).slice(0, -1);
    for (let depth = folders.length; depth > 0; depth--) {
      const page = `/${folders.slice(0, depth).join("/")}/404.html`;
      if (existsSync(join(clientDir, page))) return page;
    }
    return "/404.html";
  };
}

/**
 * Netlify: the page of the first `_redirects` rule with status 404 whose
 * source (`*` ending it) matches the path, else the root's 404.html. Rules
 * apply only where no file answers (they are not forced with "!").
 */
export function fromRedirectsFile(text: string): NotFoundRule {
  const rules = text
    .split("\n")
    .filter((line) => line.trim() && !line.trimStart().startsWith("#"))
    .map((line) => line.trim().split(/\s+/))
    .filter(([, , status]) => status === "404");
  for (const [from] of rules)
    if (!from!.endsWith("*")) throw new Error(`only splat sources are emulated: ${from}`);
  return (path) => rules.find(([from]) => path.startsWith(from!.slice(0, -1)))?.[1] ?? "/404.html";
}

/**
 * The files of `clientDir` as a static host serves them (pretty URLs,
 * 404.html with status 404: the root's, or the one `notFound` names), with
 * the headers `headersFor` gives a path.
 */
export function staticHost(
  clientDir: string,
  headersFor: (path: string) => Record<string, string>,
  notFound: NotFoundRule = rootNotFound,
): Handler {
  return async (_method, url) => {
    const path = decodeURIComponent(url.split("?")[0]!);
    const candidates = path.endsWith("/")
      ? [`${path}index.html`]
      : [path, `${path}.html`, `${path}/index.html`];
    for (const [file, status] of [
      ...candidates.map((c) => [c, 200] as const),
      [notFound(path), 404] as const,
    ]) {
      try {
        const body = readFileSync(join(clientDir, file));
        const type = types[extname(file)] ?? "application/octet-stream";
        return { status, headers: { "Content-Type": type, ...headersFor(path) }, body };
      } catch {
        // not this one
      }
    }
    throw new Error(`${clientDir} has no ${notFound(path)}`);
  };
}

/** `handler` served over HTTP on 127.0.0.1: its origin, and how to stop it. */
export async function serveHost(handler: Handler): Promise<{ url: string; close: () => void }> {
  const server = createServer((req, res) => {
    void handler(req.method ?? "GET", req.url ?? "/").then(({ status, headers, body }) =>
      res.writeHead(status, headers).end(body),
    );
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}`, close: () => void server.close() };
}

/**
 * The headers Netlify and Cloudflare Pages send for `path` from a `_headers`
 * file: every rule whose path matches (`*` matches anything), values of a
 * header set by several rules joined with ", ", as both hosts document.
 */
export function fromHeadersFile(text: string): (path: string) => Record<string, string> {
  const rules: { pattern: RegExp; headers: [string, string][] }[] = [];
  for (const line of text.split("\n")) {
    if (!line.trim() || line.trimStart().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      const source = line
        .trim()
        .replace(/[.+?^${}()|[\]\\]/g, "\\$&")
        .replaceAll("*", ".*");
      rules.push({ pattern: new RegExp(`^${source}$`), headers: [] });
    } else {
      const [name, ...value] = line.trim().split(":");
      rules.at(-1)!.headers.push([name!.trim(), value.join(":").trim()]);
    }
  }
  return (path) => {
    const headers: Record<string, string> = {};
    for (const rule of rules.filter(({ pattern }) => pattern.test(path)))
      for (const [name, value] of rule.headers)
        headers[name] = headers[name] ? `${headers[name]}, ${value}` : value;
    return headers;
  };
}

/** The headers Vercel sends for `path` from vercel.json's `headers` (sources are regular expressions there). */
export function fromVercelJson(text: string): (path: string) => Record<string, string> {
  const config = JSON.parse(text) as {
    headers: { source: string; headers: { key: string; value: string }[] }[];
  };
  const rules = config.headers.map(({ source, headers }) => {
    if (source.includes(":")) throw new Error(`named parameters are not emulated: ${source}`);
    return { pattern: new RegExp(`^${source}$`), headers };
  });
  // vercel.json here never sets one header from two rules, so order does not matter.
  return (path) =>
    Object.fromEntries(
      rules
        .filter(({ pattern }) => pattern.test(path))
        .flatMap(({ headers }) => headers.map((h) => [h.key, h.value])),
    );
}
