import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import type { CopyCodeLabels } from "../../../app/lib/posts/copy-code.ts";
import { hasSearchBox } from "../../search/search-script.ts";
import { atBodyEnd, copyCodeScript, hasCode } from "./copy-code-script.ts";
import { loadOnIntent } from "./load-on-intent.ts";
import { pageModules } from "./page-modules.ts";
import { speculationRules } from "./speculation-rules.ts";
import { guardScrollScript } from "./scroll-script.ts";

// The prerendered pages link the stylesheet (app/root.tsx adds the link only
// in development and when prerendering, never in the client bundle).
const stylesheetLink = /<link rel="stylesheet" href="([^"]+)"\/?>/g;

/**
 * Rewrites every prerendered page so that it paints from its HTML alone:
 * the stylesheet link becomes an inline <style> with the same CSS (no second
 * round trip, nothing render-blocking; React 19 skips the extra <style> in
 * <head> when it hydrates, and client-side navigation keeps the document, so
 * the styles stay; the CSS file stays in assets/ for anything that wants it),
 * React Router's scroll script skips its first-visit work (scroll-script.ts),
 * and the JavaScript is fetched only when the visitor shows intent to
 * navigate inside the site (load-on-intent.ts). `headScripts` gives each
 * page (its path in the build, "blog/index.html") the scripts that end its
 * <head>, together in one inline script: the theme switch's and the
 * page-view script, when the owner turns them on. A page with a post's code
 * ends its <body> with the script of the code's copy button, saying
 * `copyLabels` (copy-code-script.ts), and a page with a search box with
 * `searchScript` (pipeline/search/search-script.ts). The pages are at
 * `basePath`; the assets they link are the site's, at `siteBasePath` (above
 * another language's folder), in `clientDir`'s assets/ until they join the
 * site's.
 */
export async function prepareFirstPaint(
  clientDir: string,
  {
    basePath,
    siteBasePath = basePath,
    copyLabels,
    searchScript,
  }: {
    basePath: string;
    siteBasePath?: string;
    copyLabels?: CopyCodeLabels;
    /** The listeners for intent to search (pipeline/search/), for a page with a search box. */
    searchScript?: string;
  },
  headScripts: (page: string) => readonly string[] = () => [],
): Promise<void> {
  const cache = new Map<string, string>();
  let copyScript: string | undefined;
  const pages = htmlFiles(clientDir);
  const modules = pageModules(clientDir, basePath, pages);
  const rules = speculationRules();
  for (const page of pages) {
    const html = readFileSync(page, "utf8");
    const name = relative(clientDir, page);
    const { html: rewritten, module } = loadOnIntent(
      guardScrollScript(html, name),
      name,
      modules.name,
    );
    if (module) {
      writeFileSync(join(clientDir, "assets", module.name), module.code);
      writeFileSync(join(clientDir, "assets", modules.name), modules.code);
    }
    // A page with the app lets Chromium fetch a pointed-at page before the app is there.
    const ruled = module ? atHeadEnd(rewritten, name, rules) : rewritten;
    const inlined = ruled.replace(stylesheetLink, (_, href: string) => {
      let css = cache.get(href);
      if (css === undefined) {
        css = readStylesheet(clientDir, siteBasePath, href, page);
        cache.set(href, css);
      }
      return `<style>${css}</style>`;
    });
    const scripts = headScripts(name);
    const headed = scripts.length ? withHeadScripts(inlined, name, scripts) : inlined;
    const copied =
      copyLabels && hasCode(html)
        ? atBodyEnd(headed, name, (copyScript ??= copyCodeScript(copyLabels)))
        : headed;
    const final =
      searchScript && hasSearchBox(html) ? atBodyEnd(copied, name, searchScript) : copied;
    if (final !== html) writeFileSync(page, final);
  }
}

/** The page with `scripts` as one inline script (one hash in the policy) ending its <head>. */
export const withHeadScripts = (html: string, page: string, scripts: readonly string[]) =>
  atHeadEnd(html, page, `<script>${scripts.join("\n")}</script>`);

function atHeadEnd(html: string, page: string, element: string): string {
  const end = html.indexOf("</head>");
  if (end === -1) throw new Error(`${page}: has no </head> to put its scripts in`);
  return `${html.slice(0, end)}${element}${html.slice(end)}`;
}

function readStylesheet(clientDir: string, basePath: string, href: string, page: string): string {
  const file = href.startsWith(basePath) ? join(clientDir, href.slice(basePath.length)) : "";
  if (!file || !existsSync(file)) {
    throw new Error(
      `${relative(clientDir, page)} links the stylesheet ${href}, which is not in the build`,
    );
  }
  // "</style" inside the CSS (in a string or comment) would end the element early.
  return readFileSync(file, "utf8").trim().replaceAll("</style", "<\\/style");
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => join(entry.parentPath, entry.name));
}
