import { readFileSync } from "node:fs";
import { join } from "node:path";
import { FileSystemConfigLoader, HtmlValidate } from "html-validate";
import { describe, expect, test } from "vitest";
import { sampleClient, sampleSettings } from "./support/sample-site";
import { yourContent, yourProfiles, yourSettings } from "./your-site/your-content";
import {
  brokenReason,
  filesIn,
  pageReferences,
  servedPath,
  srcsetUrls,
} from "./support/build-references";

// The build folder itself, as a static host receives it: every page is valid
// HTML (html-validate, settings in .htmlvalidate.mjs) and every reference to
// the site (links, images, icons, preloads, scripts, the manifest, absolute
// links to the live site) is a file of the build: the owner's own build
// (from content/, with this shell's settings) and the sample site alike.

const validator = new HtmlValidate(new FileSystemConfigLoader());
// Posts, projects and profiles live elsewhere, even when on the site's own
// domain (a blog the site links to, say): they are not files of the build.
const elsewhere = (urls: { url: string }[]) => new Set(urls.map(({ url }) => url));
const builds = [
  {
    name: "your site (build/client)",
    dir: "build/client",
    settings: yourSettings,
    entries: elsewhere([...yourContent.posts, ...yourContent.projects, ...yourProfiles]),
  },
  { name: "the sample site", dir: sampleClient, settings: sampleSettings, entries: new Set() },
];

describe.each(builds)("$name", ({ dir, settings, entries }) => {
  const site = { origin: new URL(settings.baseUrl).origin, basePath: settings.basePath };
  const files = filesIn(dir);
  const pages = files.filter((file) => file.endsWith(".html"));

  test("the build holds every page and the 404 page", () => {
    for (const page of [
      "index.html",
      "about-me/index.html",
      "blog/index.html",
      "projects/index.html",
      "404.html",
    ])
      expect(pages).toContain(page);
  });

  describe.each(pages)("%s", (page) => {
    const html = readFileSync(join(dir, page), "utf8");

    test("passes html-validate", async () => {
      const report = await validator.validateString(html, join(dir, page));
      const messages = report.results.flatMap((result) =>
        result.messages.map((m) => `${m.line}:${m.column} ${m.ruleId}: ${m.message}`),
      );
      expect(messages).toEqual([]);
    });

    test("every internal link, image and asset it names is a file of the build", async () => {
      const { references, ids } = await pageReferences(validator, join(dir, page), html);
      expect(references.length).toBeGreaterThan(0);
      const pagePath = servedPath(page, site.basePath);
      const broken = references.flatMap(({ attribute, url }) => {
        if (entries.has(url)) return [];
        const reason = brokenReason(url, pagePath, ids, dir, site);
        return reason ? [`${attribute} ${JSON.stringify(url)}: ${reason}`] : [];
      });
      expect(broken).toEqual([]);
    });
  });

  test("the pages' own references include every kind the checker looks at", async () => {
    const html = readFileSync(join(dir, "index.html"), "utf8");
    const { references } = await pageReferences(validator, "index.html", html);
    const kinds = new Set(references.map((r) => r.attribute));
    for (const kind of ["a href", "link href", "img src", "img srcset", "source srcset"])
      expect(kinds).toContain(kind);
    const notFound = readFileSync(join(dir, "404.html"), "utf8");
    const redirect = await pageReferences(validator, "404.html", notFound);
    expect(redirect.references).toContainEqual({ attribute: "meta refresh", url: site.basePath });
  });

  test("every page names its icon, so browsers do not ask for /favicon.ico", () => {
    for (const page of pages)
      expect(readFileSync(join(dir, page), "utf8"), page).toMatch(/<link [^>]*rel="icon"/);
  });

  test("the manifest's icons and start URL, and the site's URLs in feeds and the sitemap, are files of the build", () => {
    const texts = files.filter((file) => /\.(xml|json|webmanifest|txt)$/.test(file));
    const broken: string[] = [];
    for (const file of texts) {
      const text = readFileSync(join(dir, file), "utf8");
      const urls = [...text.matchAll(/https?:\/\/[^\s"'<>]+/g)].map((m) =>
        m[0].replace(/&amp;/g, "&"),
      );
      if (file.endsWith(".webmanifest")) {
        const manifest = JSON.parse(text) as { icons?: { src: string }[]; start_url?: string };
        urls.push(...(manifest.icons ?? []).map((icon) => icon.src));
        if (manifest.start_url) urls.push(manifest.start_url);
      }
      for (const url of urls) {
        const reason = brokenReason(url, servedPath(file, site.basePath), new Set(), dir, site);
        if (reason) broken.push(`${file}: ${url}: ${reason}`);
      }
    }
    expect(broken).toEqual([]);
  });
});

describe("the checker finds what is broken", () => {
  const dir = sampleClient;
  const site = {
    origin: new URL(sampleSettings.baseUrl).origin,
    basePath: sampleSettings.basePath,
  };
  const ids = new Set(["content"]);
  const check = (url: string) => brokenReason(url, site.basePath + "blog/", ids, dir, site);

  test.each([
    ["/assets/missing.js", "no file assets/missing.js"],
    ["missing.png", "no file blog/missing.png"],
    ["/nowhere", "no file nowhere or nowhere.html or nowhere/index.html"],
    ["#nowhere", "no such id"],
    ["", "is empty"],
    [`${site.origin}${site.basePath}gone/`, "no file gone/index.html"],
  ])("%s", (url, reason) => {
    expect(check(url)).toBe(reason);
  });

  test.each(["/", "/blog", "#content", "https://example.com/x", "mailto:a@example.com"])(
    "%s is fine",
    (url) => {
      expect(check(url)).toBeUndefined();
    },
  );

  test("a srcset gives every candidate's URL", () => {
    expect(srcsetUrls("/a.jpg 320w, /b.jpg 640w,/c.jpg 2x")).toEqual([
      "/a.jpg",
      "/b.jpg",
      "/c.jpg",
    ]);
  });
});
