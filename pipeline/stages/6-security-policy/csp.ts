import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Settings } from "../../../app/lib/settings/settings-schema.ts";
import { writeHostFiles } from "./host-files.ts";
import { hasSearchBox } from "../../search/search-script.ts";
import { hashSource, inlineSources } from "./inline-sources.ts";
import { contentSecurityPolicy, type OtherOrigins } from "./security-headers.ts";

/**
 * Adds the Content Security Policy to every page of the build and writes the
 * host files that send the rest as headers. Runs last, on the final HTML.
 *
 * Each page's meta policy lists only the hashes of that page's inline scripts
 * and styles, and the styles React hoists into a page's head (`<style
 * data-precedence>`, such as the filter of /projects): a client-side navigation
 * inserts those under the policy of the page the visit began on, so every page
 * allows them. The header policy is the same for every page and build
 * (staticHeaderPolicy: what a meta policy cannot say, such as
 * frame-ancestors): a union of every page's hashes grew with the pages past
 * what Cloudflare Pages sends. A browser enforces both, so each page runs only
 * its own inline code.
 */
export async function applySecurityPolicy(
  clientDir: string,
  settings: Settings,
  others?: OtherOrigins,
  /** `_redirects`' lines for the posts' old addresses (stage 5), before its own. */
  redirects: readonly string[] = [],
): Promise<void> {
  const files = readdirSync(clientDir, { recursive: true, encoding: "utf8" })
    .map((file) => file.split("\\").join("/"))
    .sort();
  const pages = files
    .filter((name) => /\.html?$/.test(name))
    .map((file) => ({ file, html: withoutPolicy(readFileSync(join(clientDir, file), "utf8")) }));
  const hoisted = pages.flatMap(({ html }) =>
    [...html.matchAll(hoistedStyle)].map(([, css]) => hashSource(css!)),
  );
  // A site with the search lets its pages' forms reach the site (the archive), and only then.
  const search = pages.some(({ html }) => hasSearchBox(html));
  for (const { file, html } of pages) {
    const sources = inlineSources(html, file);
    const styles = [...new Set([...sources.styles, ...hoisted])];
    const meta = contentSecurityPolicy({ ...sources, styles }, others, search);
    writeFileSync(join(clientDir, file), withPolicy(html, meta, file));
  }
  writeHostFiles(clientDir, settings.basePath, files, redirects, search);
}

const hoistedStyle = /<style\b[^>]*\bdata-precedence\b[^>]*>([\s\S]*?)<\/style>/gi;

const policyMeta = /<meta\s[^>]*http-equiv\s*=\s*["']?content-security-policy\b[^>]*>/gi;

/** Drops a policy already there, so that running twice changes nothing. */
function withoutPolicy(html: string): string {
  return html.replace(policyMeta, "");
}

/**
 * A meta policy applies only to what comes after it, so it goes first in the
 * head; after the charset declaration, which must stay in the first 1024 bytes.
 */
export function withPolicy(html: string, policy: string, file = "page"): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy.replace(/&/g, "&amp;").replace(/"/g, "&quot;")}">`;
  const head = /<head(\s[^>]*)?>/i.exec(html);
  if (!head) throw new Error(`${file}: has no <head> to put the Content Security Policy in`);
  const charset = /<meta\s+charset\s*=\s*["']?[\w-]+["']?\s*\/?>/i.exec(html);
  const firstResource = html.search(/<(script|style|link)\b/i);
  const anchor =
    charset && (firstResource === -1 || charset.index < firstResource) ? charset : head;
  const at = anchor.index + anchor[0].length;
  return html.slice(0, at) + meta + html.slice(at);
}
