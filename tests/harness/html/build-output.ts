// Reads the static build: what each page costs on a first visit, in bytes.
// Shared by the benchmark and the byte-budget test, so both count the same way.
import { existsSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";
import { gzipSync } from "node:zlib";
import { pageHtmlFile, pagePaths } from "../../../app/lib/pages/site-pages.ts";
import { startModulePrefix } from "../../../pipeline/stages/4-first-paint/load-on-intent.ts";

export const routes = pagePaths;

export function pageFile(clientDir: string, route: string): string {
  return join(clientDir, pageHtmlFile(route));
}

/** Gzip at the level servers use by default (6), in bytes. */
export function gzipSize(data: string | Buffer): number {
  return gzipSync(data, { level: 6 }).length;
}

/** The bytes of every inline <style> element. */
export function inlineStyles(html: string): string[] {
  return [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map(([, css]) => css ?? "");
}

/** Maps a URL of the build ("/assets/x.js", "/base/assets/x.js") to its file. */
function assetFile(clientDir: string, url: string): string | undefined {
  const at = url.indexOf("assets/");
  return at === -1 ? undefined : join(clientDir, url.slice(at).split(/[?#]/)[0] ?? "");
}

/**
 * Every JavaScript file a page loads once the visitor shows intent to
 * navigate (before that, none: pipeline/stages/4-first-paint/): what the
 * page's module scripts import or preload, and everything those import
 * statically. Dynamic imports inside the bundle (other routes) load only on
 * navigation, so they are left out. Returns file paths.
 */
export function intentScripts(clientDir: string, html: string): string[] {
  const pending: (string | undefined)[] = [];
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const src = /\bsrc="([^"]+)"/.exec(attributes ?? "")?.[1];
    if (src) pending.push(assetFile(clientDir, src));
    if (/type="module"/.test(attributes ?? "")) {
      for (const [, url] of (body ?? "").matchAll(/"([^"\s]+\.js)"/g)) {
        pending.push(assetFile(clientDir, url ?? ""));
      }
    }
  }
  for (const [, href] of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)) {
    pending.push(assetFile(clientDir, href ?? ""));
  }
  const seen = new Set<string>();
  while (pending.length > 0) {
    const file = pending.pop();
    if (!file || seen.has(file)) continue;
    if (!existsSync(file)) throw new Error(`A page loads ${file}, which is not in the build`);
    seen.add(file);
    const code = readFileSync(file, "utf8");
    for (const [, relative] of code.matchAll(/(?:\bfrom|\bimport)\s*"(\.\/[^"]+\.js)"/g)) {
      pending.push(join(file, "..", relative ?? ""));
    }
  }
  return [...seen].sort();
}

/**
 * What a page costs, gzipped: the HTML with its inline CSS (every visit),
 * and what it fetches on intent to navigate: the JavaScript, and the module
 * that starts it, which is mostly the page's data (React Router's handoff,
 * moved out of the HTML by pipeline/stages/4-first-paint/). `folder` is
 * another language's ("ja"): its pages are there, the assets the site's.
 */
export function pageWeight(clientDir: string, route: string, folder = "") {
  const html = readFileSync(pageFile(join(clientDir, folder), route), "utf8");
  const css = inlineStyles(html).join("");
  const scripts = intentScripts(clientDir, html);
  const isStart = (file: string) => basename(file).startsWith(startModulePrefix);
  const gzipped = (files: string[]) =>
    files.reduce((sum, file) => sum + gzipSize(readFileSync(file)), 0);
  return {
    htmlBytes: Buffer.byteLength(html),
    htmlGzip: gzipSize(html),
    inlineCssBytes: Buffer.byteLength(css),
    inlineCssGzip: css ? gzipSize(css) : 0,
    scripts,
    jsGzip: gzipped(scripts.filter((file) => !isStart(file))),
    handoffGzip: gzipped(scripts.filter(isStart)),
  };
}
