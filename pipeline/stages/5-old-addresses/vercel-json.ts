import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { VercelRedirect } from "./host-redirects.ts";

// Vercel reads its redirects from vercel.json in the repository, before it
// runs the build (the build's own files cannot add any, short of the Pro
// plan's bulk redirects), so the build keeps that file's `redirects` in step
// with the posts' old addresses: run anywhere, it writes them there, and the
// owner commits the file with the posts. Its own are the permanent redirects
// to a post's page; any other redirect the owner wrote is kept. A build
// whose redirects are already there, as a site without old addresses, leaves
// the file as it is, byte for byte.

type Redirect = { source?: unknown; destination?: unknown; permanent?: unknown };

/** Whether a redirect is one the build writes: permanent, to a post's page ("/blog/x", "/ja/blog/x"). */
const isOldAddress = (redirect: Redirect, basePath: string) =>
  redirect.permanent === true &&
  typeof redirect.destination === "string" &&
  redirect.destination.startsWith(basePath) &&
  /^(?:[^/]+\/)?blog\/[^/]+$/.test(redirect.destination.slice(basePath.length));

/**
 * Makes the `redirects` of `root`/vercel.json the owner's own followed by
 * `redirects`; true when the file changed. No file (a fork that deleted it)
 * is left alone.
 */
export function keepVercelRedirects(
  root: string,
  redirects: readonly VercelRedirect[],
  basePath: string,
): boolean {
  const file = join(root, "vercel.json");
  if (!existsSync(file)) return false;
  const text = readFileSync(file, "utf8");
  const config = JSON.parse(text) as { redirects?: Redirect[] };
  const own = (config.redirects ?? []).filter((redirect) => !isOldAddress(redirect, basePath));
  const next = [...own, ...redirects];
  if (JSON.stringify(config.redirects ?? []) === JSON.stringify(next)) return false;
  if (next.length > 0) config.redirects = next;
  else delete config.redirects;
  writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
  return true;
}
