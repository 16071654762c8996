import { parsesAsUrl } from "../../../content/schema/primitives.ts";

const hosts = new Set(["x.com", "twitter.com", "mobile.x.com", "mobile.twitter.com"]);
// Paths on X that are pages, not accounts.
const reserved = new Set(["home", "i", "intent", "search", "explore", "share", "settings"]);

/**
 * "@handle" from an X/Twitter profile URL such as https://x.com/handle, or
 * undefined when the URL is not a profile (then no twitter:site or
 * twitter:creator is written rather than a wrong one).
 */
export function twitterHandle(profileUrl: string): string | undefined {
  if (!parsesAsUrl(profileUrl)) return undefined;
  const url = new URL(profileUrl);
  if (!hosts.has(url.hostname.replace(/^www\./, ""))) return undefined;
  const [first, ...rest] = url.pathname.split("/").filter(Boolean);
  if (!first || rest.length > 0) return undefined;
  const name = first.replace(/^@/, "");
  // X's own rule: 1 to 15 letters, digits or underscores.
  if (!/^\w{1,15}$/.test(name) || reserved.has(name.toLowerCase())) return undefined;
  return `@${name}`;
}
