import { mkdirSync, readdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { pageUrl } from "../../../app/lib/metadata/site-urls.ts";
import type { Settings } from "../../../app/lib/settings/settings-schema.ts";
import { show } from "../../../app/lib/validation/format-issues.ts";
import { pageFiles, type Alias } from "../../inputs/post-aliases.ts";
import { printWarning } from "../../inputs/print-warning.ts";
import { iconFiles } from "../2-icons.ts";
import { aliasPage } from "./alias-page.ts";
import { nginxMap, redirectsLines, vercelRedirects } from "./host-redirects.ts";
import { keepVercelRedirects } from "./vercel-json.ts";

/** nginx's map of the old addresses, in the published folder: deploy/nginx.conf includes it. */
export const nginxMapFile = "nginx-redirects.map";

/**
 * Each post's old addresses (its `aliases`) lead to it on every host: a page
 * at each (alias-page.ts; stage 9 writes a folder's at both of its
 * addresses, as every page's), and, from the same list, the hosts' redirect
 * rules: nginx's map (written here), vercel.json's redirects (kept in the
 * project, vercel-json.ts), and the lines of `_redirects` it returns, which
 * stage 6 writes with the rest of that file. Runs once every language's
 * pages are in place, before stage 6 gives each page its policy. The old
 * addresses were checked against each other and every page before the build
 * (pipeline/inputs/post-aliases.ts); one that is a file of the build (a
 * feed, the sitemap, an icon, a file of the owner's) stops it here, one line
 * each. With no old address, nothing is written.
 */
export function writeOldAddresses(
  clientDir: string,
  aliases: readonly Alias[],
  settings: Pick<Settings, "baseUrl" | "basePath">,
  { projectRoot = process.cwd(), siteBasePath = settings.basePath } = {},
): string[] {
  const { basePath } = settings;
  const clashes = fileClashes(clientDir, aliases);
  if (clashes.length > 0) throw new Error(`Invalid content:\n${clashes.join("\n")}`);
  const vercel = vercelRedirects(aliases, basePath);
  if (keepVercelRedirects(projectRoot, vercel.redirects, basePath))
    printWarning(
      `vercel.json: ${
        aliases.length
          ? `its redirects are now your posts' ${aliases.length} old address${aliases.length === 1 ? "" : "es"}`
          : "your posts have no old addresses now, and its redirects of them are gone"
      }. Commit it: Vercel reads it before it builds.`,
    );
  if (aliases.length === 0) return [];
  for (const alias of aliases) {
    const file = pageFiles(alias.path)[0]!;
    mkdirSync(dirname(join(clientDir, file)), { recursive: true });
    const page = aliasPage({
      path: basePath.slice(0, -1) + alias.to,
      url: pageUrl(settings.baseUrl, basePath, alias.to),
      title: alias.title,
      lang: alias.lang,
      dir: alias.dir,
      icon: `${siteBasePath}${iconFiles.svg}`,
    });
    writeFileSync(join(clientDir, file), page);
  }
  writeFileSync(join(clientDir, nginxMapFile), nginxMap(aliases, basePath));
  const redirects = redirectsLines(aliases, basePath);
  const left = [...new Set([...redirects.left, ...vercel.left])];
  if (left.length > 0)
    printWarning(
      `Warning: ${left.length} old address${left.length === 1 ? " is" : "es are"} left out of ` +
        `${redirects.left.length ? "_redirects (Cloudflare Pages reads 2,000 rules, none over 1,000 characters)" : ""}` +
        `${redirects.left.length && vercel.left.length ? " and " : ""}` +
        `${vercel.left.length ? "vercel.json (Vercel reads 1,024 redirects)" : ""}: ` +
        "there each answers with its page that sends the reader on, not a redirect: " +
        left.map((alias) => alias.written).join(", "),
    );
  return redirects.lines;
}

/**
 * An old address that is a file or folder the build wrote (a feed, the
 * sitemap, an icon, assets/, a file of the owner's), whose page is one, or
 * that lies under a file: one line each, naming the post's file, its line,
 * the alias and the rule. Compared as hosts that ignore letter case would.
 */
function fileClashes(clientDir: string, aliases: readonly Alias[]): string[] {
  if (aliases.length === 0) return [];
  const entries = readdirSync(clientDir, { recursive: true, withFileTypes: true });
  const relative = (entry: (typeof entries)[number]) =>
    join(entry.parentPath, entry.name)
      .slice(clientDir.length + 1)
      .split("\\")
      .join("/")
      .toLowerCase();
  const files = new Set(entries.filter((entry) => !entry.isDirectory()).map(relative));
  const folders = new Set(entries.filter((entry) => entry.isDirectory()).map(relative));
  const problems: string[] = [];
  for (const alias of aliases) {
    const path = alias.path.replace(/\/$/, "").slice(1);
    const parts = path.split("/");
    const above = parts.slice(0, -1).map((_, at) => parts.slice(0, at + 1).join("/"));
    const taken =
      [...above, path, ...pageFiles(alias.path)].find((file) => files.has(file.toLowerCase())) ??
      (folders.has(path.toLowerCase()) ? `${path}/` : undefined);
    if (taken !== undefined)
      problems.push(
        `  - ${alias.file}:${alias.line}: aliases[${alias.index}] is the build's ${taken}; ` +
          `an old address must be one no file of the site answers; got ${show(alias.written)}`,
      );
  }
  return problems;
}
