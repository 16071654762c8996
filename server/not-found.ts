import { existsSync, statSync } from "node:fs";
import { join } from "node:path";
import { isPrivate } from "./request-guard.ts";

// An unknown path gets the nearest 404.html up its folders, as Cloudflare
// Pages serves it: a site in several languages has one in each language's
// folder, in its language, leading to its home, and the root's for the rest.

/**
 * The 404 page for `url` (a path of the build, after the base path), in
 * `root`: the 404.html of its deepest folder that has one, up to the root's
 * (which may not exist either). Dot segments and private folders are never
 * looked in; the request guard has refused encoded ones already.
 */
export function nearestNotFound(root: string, url: string): string {
  const path = /^[^?#]*/.exec(url)![0];
  const folders = path.split("/").filter(Boolean).slice(0, -1);
  for (let depth = folders.length; depth > 0; depth--) {
    const inside = folders.slice(0, depth);
    let decoded: string[];
    try {
      decoded = inside.map(decodeURIComponent);
    } catch {
      continue;
    }
    if (decoded.some((folder) => folder === "." || folder === "..") || isPrivate(decoded.join("/")))
      continue;
    const page = join(root, ...decoded, "404.html");
    if (existsSync(page) && statSync(page).isFile()) return page;
  }
  return join(root, "404.html");
}
