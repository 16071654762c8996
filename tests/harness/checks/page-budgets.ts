// The budgets every page of a build keeps, whatever its content: nothing
// that blocks rendering, no module before intent, at most so much script on
// intent, every image sized and offered in AVIF with a JPEG fallback, and
// nothing fetched from another origin. The owner's check holds your build to
// them; the exact byte budget of a page is the template's (on its sample).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { inlineStyles, intentScripts, pageFile, pageWeight } from "../html/build-output.ts";
import { budgets } from "../budgets";
import {
  intentScript,
  pageModulesSlot,
} from "../../../pipeline/stages/4-first-paint/intent-script.ts";
import { routes } from "../chromium";
import { fetchedUrls, tags } from "../html/html-resources";

/**
 * Registers the budgets' tests for each page of the build in `clientDir()`:
 * the default language's, or those of another language's `folder` ("ja"),
 * whose assets are the site's too; `paths`, the build's pages (the table's,
 * and each local post's: builtPagePaths).
 */
export function checkPageBudgets(
  clientDir: () => string,
  folder = "",
  paths: readonly string[] = routes,
): void {
  describe.each([...paths])("the build of %s", (route) => {
    const read = () => readFileSync(pageFile(join(clientDir(), folder), route), "utf8");

    test("has no request that blocks rendering, and no module loads before intent", () => {
      const html = read();
      expect(tags(html, "link").filter((link) => /\brel="?stylesheet/i.test(link))).toEqual([]);
      expect(inlineStyles(html).join("")).not.toMatch(/@import/);
      expect(tags(html, "script").filter((s) => /\bsrc=/.test(s))).toEqual([]);
      // React Router would preload every module from <head>; they wait for intent instead.
      expect(
        tags(html, "link").filter((link) => /rel="(modulepreload|preload)"/.test(link)),
      ).toEqual([]);
      // The one module script names no module before the intent script has
      // resolved, but the list of each page's modules it imports on intent.
      const modules = [...html.matchAll(/<script type="module"[^>]*>([\s\S]*?)<\/script>/g)];
      expect(modules).toHaveLength(1);
      const code = modules[0]![1]!;
      const [before, after] = intentScript.split(pageModulesSlot) as [string, string];
      expect(before + after).not.toMatch(/\.js"/);
      const list = /^"[^"]+\/page-modules-[\w-]+\.js"/.exec(code.slice(before.length))?.[0];
      expect(code).toBe(before + list + after + code.slice((before + list + after).length));
      expect(code.slice((before + list + after).length)).toMatch(/^import\("[^"]+\.js"\);/);
    });

    test(`loads at most ${budgets.jsGzip / 1000} KB of JavaScript on intent, gzipped`, () => {
      const { scripts, jsGzip } = pageWeight(clientDir(), route, folder);
      expect(scripts.some((file) => /entry\.client/.test(file))).toBe(true);
      expect(jsGzip).toBeLessThanOrEqual(budgets.jsGzip);
    });

    test("sizes every image and offers every photo in AVIF, with a JPEG fallback", () => {
      const html = read();
      for (const img of tags(html, "img")) {
        expect(img).toMatch(/\swidth="\d+"/);
        expect(img).toMatch(/\sheight="\d+"/);
      }
      const pictures = html.match(/<picture\b[\s\S]*?<\/picture>/g) ?? [];
      // A drawing (the site's icon as the header's monogram) is SVG, sharp at any size.
      const photos = tags(html, "img").filter(
        (img) => !/\ssrc="(data:image\/svg\+xml|[^"]*\.svg")/.test(img),
      );
      expect(pictures.length).toBe(photos.length);
      for (const picture of pictures) {
        expect(picture).toContain('type="image/avif"');
        expect(picture).toMatch(/<img [^>]*src="[^"]+\.jpg"/);
      }
    });

    test("fetches nothing from another origin and uses no web font but the system's", () => {
      const html = read();
      const urls = fetchedUrls(html);
      expect(urls.length).toBeGreaterThan(0);
      expect(urls.filter((url) => !url.startsWith("/") || url.startsWith("//"))).toEqual([]);
      for (const file of intentScripts(clientDir(), html)) {
        expect(readFileSync(file, "utf8")).not.toMatch(/\bimport\s*\(?\s*["']https?:/);
      }
      expect(inlineStyles(html).join("")).not.toMatch(/@font-face/);
    });
  });
}
