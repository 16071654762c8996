import { aliasKey, aliasProblem } from "../../../content/schema/alias.ts";
import { postPagePath } from "../../../app/lib/pages/site-pages.ts";

// With --canonical home, the post's home is this site, and its old site was
// the writer's own: the old address's path becomes the post's `aliases`
// (content/schema/alias.ts), relative to that site's origin, so a link to it
// still reaches the post once the old domain points here. A platform's
// address (medium.com/@you/…) is the platform's: no site of the writer's will
// answer it, so it is left out.

/** Hosts whose addresses belong to a platform, not to the writer, whatever the subdomain. */
const platforms = [
  "medium.com",
  "dev.to",
  "hashnode.dev",
  "substack.com",
  "wordpress.com",
  "blogspot.com",
  "ghost.io",
  "tumblr.com",
  "bearblog.dev",
  "write.as",
  "livejournal.com",
];

const onPlatform = (hostname: string) =>
  platforms.some((host) => hostname === host || hostname.endsWith(`.${host}`));

/**
 * The old address a post brought home keeps, as its front matter writes it
 * (the path of `url`, decoded: "/2020/12/31/2020-年终总结/"), or why it has
 * none: a platform's address, the old site's home ("/?p=12"), a path no
 * redirect can name (a space), or one of this site's own pages
 * (`pagePaths`, and the post's own address, `slug`).
 */
export function oldAddress(
  url: string,
  slug: string,
  pagePaths: readonly string[],
): { alias: string } | { why: string } {
  const { hostname, pathname } = new URL(url);
  if (onPlatform(hostname.toLowerCase()))
    return { why: `${hostname} is a platform's, which cannot send its readers here` };
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    // a broken escape: the path as written, which the rule below refuses
  }
  if (path === "/") return { why: "its address is the old site's home, which cannot be moved" };
  const problem = aliasProblem(path);
  if (problem) return { why: `its path ${problem}` };
  const key = aliasKey(path);
  if (aliasKey(postPagePath(slug)) === key) return { why: "it is the post's address here too" };
  const page = pagePaths.find((one) => one.toLowerCase() === key);
  if (page !== undefined) return { why: `it is the address of this site's page ${page}` };
  return { alias: path };
}
