// What the static server refuses before it looks for a file: methods other
// than GET and HEAD, and paths no browser sends (bad percent-encoding, control
// characters, dot segments or slashes hidden in percent-encoding). It also
// names the files that are in the published folder only for a host, which
// are never served. Pure functions, so that serve.ts stays small.

export type Refusal = {
  status: 204 | 400 | 405;
  headers: Record<string, string>;
  body: string;
};

/** The methods a static site answers; everything else is 405. */
export const allowedMethods = "GET, HEAD";

const badRequest: Refusal = {
  status: 400,
  headers: { "Content-Type": "text/plain; charset=utf-8" },
  body: "Bad Request\n",
};

/**
 * The refusal for a request, or undefined when it may go on to the file
 * handler. OPTIONS is answered (204, with the methods allowed) rather than
 * refused. A path too long for the file system is not refused here: it is
 * simply not found, and gets the 404 page.
 */
export function refuse(method: string | undefined, url: string | undefined): Refusal | undefined {
  if (method === "OPTIONS") return { status: 204, headers: { Allow: allowedMethods }, body: "" };
  if (method !== "GET" && method !== "HEAD") {
    return {
      status: 405,
      headers: { Allow: allowedMethods, "Content-Type": "text/plain; charset=utf-8" },
      body: "Method Not Allowed\n",
    };
  }
  // Only the origin form ("/path?query"): no absolute URLs, no "*".
  if (!url?.startsWith("/")) return badRequest;
  const path = url.split(/[?#]/, 1)[0]!;
  for (const segment of path.split("/")) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return badRequest; // "%", "%E0%A4%A": not percent-encoded UTF-8
    }
    if (decoded === "." || decoded === ".." || /[/\\\p{Cc}]/u.test(decoded)) return badRequest;
  }
  return undefined;
}

/**
 * Files that a host reads from the published folder and a visitor must not:
 * Netlify's and Cloudflare's `_headers` and `_redirects`, Cloudflare's
 * `_routes.json`, the nginx headers snippet and map of old addresses, and
 * every dotfile or dot folder (`.nojekyll` for GitHub Pages, `.vite/`,
 * `.well-known/`, `.git/`).
 * `path` is relative to the served folder, with "/" or "\" separators.
 */
export function isPrivate(path: string): boolean {
  const segments = path.split(/[/\\]/).filter(Boolean);
  const name = segments.at(-1) ?? "";
  return segments.some((segment) => segment.startsWith(".")) || hostFiles.has(name);
}

const hostFiles = new Set([
  "_headers",
  "_redirects",
  "_routes.json",
  "security-headers.conf",
  "nginx-redirects.map",
]);
