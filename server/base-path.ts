import { readFileSync } from "node:fs";
import { join } from "node:path";

// A build made for a sub-path (VITE_BASE_PATH=/portfolio/) is served under
// it, as GitHub Pages serves a project site, so that its links and assets
// resolve. The build says where: its web app manifest's scope. Pure
// functions but the one read, so that serve.ts stays small.

/** The path `root`'s build was made for: its manifest's scope, or "/" without one. */
export function builtBasePath(root: string): string {
  try {
    const { scope } = JSON.parse(readFileSync(join(root, "manifest.webmanifest"), "utf8")) as {
      scope?: unknown;
    };
    return typeof scope === "string" && /^\/(?:[^/?#]+\/)*$/.test(scope) ? scope : "/";
  } catch {
    return "/";
  }
}

/**
 * Where a request goes under `base`: inside it, as the path in the build
 * ("/portfolio/blog" → "/blog"); to the base with its slash, when it names
 * the base without one; or outside it, where nothing of the site is.
 */
export function routeUnder(
  url: string,
  base: string,
): { to: "build"; url: string } | { to: "base" } | { to: "outside" } {
  if (base === "/") return { to: "build", url };
  const [path = "", rest = ""] = /^([^?#]*)(.*)$/s.exec(url)!.slice(1);
  if (path === base.slice(0, -1)) return { to: "base" };
  if (!path.startsWith(base)) return { to: "outside" };
  return { to: "build", url: `/${path.slice(base.length)}${rest}` };
}
