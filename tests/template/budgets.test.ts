import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import {
  intentScripts,
  gzipSize,
  inlineStyles,
  pageFile,
  pageWeight,
} from "../../instruments/bench/build-output.ts";
import { budgets } from "../../instruments/bench/targets.ts";
import { intentScript } from "../../pipeline/stages/4-first-paint/intent-script.ts";
import { routes } from "../harness/chromium";
import { fetchedUrls, tags } from "../harness/html/html-resources";
import { sample } from "../harness/sites/sample-site";

// The byte budgets are exact, so they are read from the build the other
// browser tests are served: the sample site.
const clientDir = sample().client;

describe.each(routes)("the build of %s", (route) => {
  const html = readFileSync(pageFile(clientDir, route), "utf8");

  test(`is at most ${budgets.htmlGzip / 1000} KB gzipped with its CSS inlined`, () => {
    const css = inlineStyles(html).join("");
    const built = readFileSync(builtCss(), "utf8").trim();
    expect(css).toContain(built);
    expect(gzipSize(html)).toBeLessThanOrEqual(budgets.htmlGzip);
  });

  test("has no request that blocks rendering, and no module loads before intent", () => {
    expect(tags(html, "link").filter((link) => /\brel="?stylesheet/i.test(link))).toEqual([]);
    expect(inlineStyles(html).join("")).not.toMatch(/@import/);
    expect(tags(html, "script").filter((s) => /\bsrc=/.test(s))).toEqual([]);
    // React Router would preload every module from <head>; they wait for intent instead.
    expect(tags(html, "link").filter((link) => /rel="(modulepreload|preload)"/.test(link))).toEqual(
      [],
    );
    // The one module script names no module before the intent script has resolved.
    const modules = [...html.matchAll(/<script type="module"[^>]*>([\s\S]*?)<\/script>/g)];
    expect(modules).toHaveLength(1);
    const code = modules[0]![1]!;
    expect(code.startsWith(intentScript)).toBe(true);
    expect(intentScript).not.toMatch(/\bimport\b|\.js"/);
    expect(code.slice(intentScript.length)).toMatch(/^import\("[^"]+\.js"\);/);
  });

  test(`loads at most ${budgets.jsGzip / 1000} KB of JavaScript on intent, gzipped`, () => {
    const { scripts, jsGzip } = pageWeight(clientDir, route);
    expect(scripts.some((file) => /entry\.client/.test(file))).toBe(true);
    expect(jsGzip).toBeLessThanOrEqual(budgets.jsGzip);
  });

  test("sizes every image and offers it in AVIF, with a JPEG fallback", () => {
    for (const img of tags(html, "img")) {
      expect(img).toMatch(/\swidth="\d+"/);
      expect(img).toMatch(/\sheight="\d+"/);
    }
    const pictures = html.match(/<picture\b[\s\S]*?<\/picture>/g) ?? [];
    expect(pictures.length).toBe(tags(html, "img").length);
    for (const picture of pictures) {
      expect(picture).toContain('type="image/avif"');
      expect(picture).toMatch(/<img [^>]*src="[^"]+\.jpg"/);
    }
  });

  test("fetches nothing from another origin and uses no web font but the system's", () => {
    const urls = fetchedUrls(html);
    expect(urls.length).toBeGreaterThan(0);
    expect(urls.filter((url) => !url.startsWith("/") || url.startsWith("//"))).toEqual([]);
    for (const file of intentScripts(clientDir, html)) {
      expect(readFileSync(file, "utf8")).not.toMatch(/\bimport\s*\(?\s*["']https?:/);
    }
    expect(inlineStyles(html).join("")).not.toMatch(/@font-face/);
  });
});

test("the browser's bundle carries React Router's production build, without its development warnings", () => {
  const scripts = readdirSync(`${clientDir}/assets`).filter((name) => name.endsWith(".js"));
  const bundle = scripts
    .map((name) => readFileSync(`${clientDir}/assets/${name}`, "utf8"))
    .join("");
  expect(bundle).toContain("__reactRouterDataRouter");
  // Warnings that only React Router's development build has.
  for (const warning of ["No routes matched location", "You should not include both"]) {
    expect(bundle).not.toContain(warning);
  }
});

/** The built stylesheet: the pages no longer link it, so it is the one CSS file in assets/. */
function builtCss(): string {
  const files = readdirSync(`${clientDir}/assets`).filter((name) => name.endsWith(".css"));
  expect(files).toHaveLength(1);
  return `${clientDir}/assets/${files[0]}`;
}
