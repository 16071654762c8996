import { pagePaths, pageHtmlFile } from "../../app/lib/pages/site-pages";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { XMLValidator } from "fast-xml-parser";
import { describe, expect, test } from "vitest";
import { parsePage, jsonLdNodes } from "../../pipeline/stages/5-seo-files/built-pages";
import { hashSource } from "../../pipeline/stages/6-security-policy/inline-sources";
import { buildCopy, makeProjectCopy } from "../harness/sites/project-copy";
import { browserForFile, routes } from "../harness/chromium";
import { servedSite } from "../harness/sites/variants";
import { hostile, hostileContent } from "../fixtures/hostile";
import { waitForHydration, violations, openPage } from "../harness/chromium";

// Hostile text in content/ is data everywhere: built for real, then read as
// files and as pages in Chromium.
const hostileSite = servedSite("hostile");
const read = (file: string) => readFileSync(join(hostileSite().client, file), "utf8");
const pages = pagePaths.map(pageHtmlFile);
const browser = browserForFile();

describe("hostile text in content/", () => {
  test("JSON-LD stays valid JSON and holds the text exactly", () => {
    for (const file of pages) {
      const page = { file, ...parsePage(read(file)) };
      const texts = JSON.stringify(jsonLdNodes(page));
      expect(texts, file).toContain(JSON.stringify(hostile).slice(1, -1));
    }
  });

  test("no page has an inline script beyond the ones its policy lists by hash", () => {
    for (const file of pages) {
      const html = read(file);
      const policy = /http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)![1]!;
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
      for (const [, attributes, body] of scripts) {
        if (/\bsrc=/.test(attributes!) || /application\/ld\+json/.test(attributes!)) continue;
        // A script with no text never runs (the one left where React Router's context was).
        if (body === "") continue;
        expect(policy, `${file}: an inline script not in the policy`).toContain(hashSource(body!));
      }
      expect(html).not.toContain("<script>window.__pwned");
      expect(html).not.toContain("<b>bold</b>");
    }
  });

  test("feeds stay well-formed XML and valid JSON, with the text as text", () => {
    for (const file of ["rss.xml", "atom.xml", "sitemap.xml"])
      expect(XMLValidator.validate(read(file)), file).toBe(true);
    const feed = JSON.parse(read("feed.json")) as { items: { title: string }[] };
    expect(feed.items[0]!.title).toBe(hostile);
    expect(JSON.parse(read("manifest.webmanifest")).name).toBe(`Eve ${hostile}`);
  });

  test.each(routes)(
    "%s shows the text as text in Chromium, runs nothing injected, and hydrates",
    async (route) => {
      const { page, problems } = await openPage(browser());
      await page.goto(hostileSite().url + route);
      await waitForHydration(page, { scroll: true });
      expect(await page.evaluate(() => "__pwned" in window)).toBe(false);
      expect(await page.locator("main b").count()).toBe(0);
      expect(await page.locator("body").innerText()).toContain("window.__pwned = 1");
      expect(await violations(page)).toEqual([]);
      expect(problems).toEqual([]);
      await page.context().close();
    },
  );
});

test("a javascript: URL in content is refused by the schema, naming the entry", () => {
  const refused = ".test-builds/hostile-url";
  makeProjectCopy(refused, hostileContent("javascript:alert(document.domain)"));
  const build = buildCopy(refused);
  expect(build.status).not.toBe(0);
  expect(build.output).toMatch(
    /content\/posts\.ts: posts\[0\] \("[\s\S]*"\)\.url must be an absolute http\(s\) URL; got "javascript:alert\(document\.domain\)"/,
  );
  expect(readdirSync(refused)).not.toContain("build");
}, 120_000);
