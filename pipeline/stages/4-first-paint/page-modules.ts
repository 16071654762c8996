import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { relative } from "node:path";
import { transformSync } from "esbuild";
import { pagePreloads } from "./load-on-intent.ts";

// A click a second after the pointer came should find the page's own code
// there, not wait for the app's manifest to name it. The build knows each
// page's modules (those its HTML preloads); this module, written beside the
// app's, lists those that are the page's own by path, and preloads a page's
// when the intent script asks, on intent, at the same time as the app.

/** The module's source: each page's own modules, and the function that preloads them. */
export function pageModulesModule(modules: Record<string, string[]>): string {
  return `const modules = ${JSON.stringify(modules)};
const preloaded = new Set();
export default (page) => {
  for (const href of modules[page] || []) {
    if (preloaded.has(href)) continue;
    preloaded.add(href);
    document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));
  }
};
`;
}

/**
 * The module for the pages of a build (their HTML files, as React Router
 * prerendered them), and its file name for assets/, named by its content.
 */
export function pageModules(
  clientDir: string,
  basePath: string,
  pages: string[],
): { name: string; code: string } {
  const preloads = pages
    .filter((page) => page.endsWith("index.html"))
    .map((page) => ({
      path: urlPath(basePath, relative(clientDir, page)),
      hrefs: pagePreloads(readFileSync(page, "utf8")),
    }));
  // What every page preloads (the app itself) comes with the app.
  const shared = (href: string) => preloads.every(({ hrefs }) => hrefs.includes(href));
  const source = pageModulesModule(
    Object.fromEntries(preloads.map(({ path, hrefs }) => [path, hrefs.filter((h) => !shared(h))])),
  );
  const code = transformSync(source, { minify: true, format: "esm" }).code;
  const hash = createHash("sha256").update(code).digest("base64url").slice(0, 8);
  return { name: `page-modules-${hash}.js`, code };
}

/** A page's path as its links write it ("/portfolio/blog"; "/" for Home at the root). */
export function urlPath(basePath: string, page: string): string {
  const path = basePath + page.replace(/(^|\/)index\.html$/, "");
  return path.length > 1 ? path.replace(/\/$/, "") : path;
}
