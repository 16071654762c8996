import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { FileSystemConfigLoader, HtmlValidate } from "html-validate";
import { describe, expect, test } from "vitest";
import { validateContent } from "../../app/lib/content/validate-content";
import { buildFileOf } from "../../app/lib/metadata/own-urls";
import { siteLinks } from "../../tools/check-links/pages";
import { sampleRawContent } from "../fixtures/sample/raw-content";
import { sampleClient, sampleSettings } from "./support/sample-site";
import { buildOwnDomainSite } from "./support/own-domain-site";
import { textFileUrls } from "./support/text-file-urls";
import { yourContent, yourSettings } from "./your-site/your-content";
import {
  brokenReason,
  checkedSite,
  filesIn,
  pageReferences,
  servedPath,
  srcsetUrls,
} from "./support/build-references";

// The build folder itself, as a static host receives it: every page is valid
// HTML (html-validate, settings in .htmlvalidate.mjs) and every reference to
// the site (links, images, icons, preloads, scripts, the manifest, absolute
// links to the live site) is a file of the build: the owner's own build
// (from content/, with this shell's settings), the sample site, and a fork
// whose posts and projects live on its own domain. Posts, projects and
// profiles are pages elsewhere, even on the site's own host (a blog at
// https://you.example/notes/): links for npm run check-links, not files.

const validator = new HtmlValidate(new FileSystemConfigLoader());
const sampleImages = readdirSync("tests/fixtures/sample/content/images");
const sample = validateContent(
  sampleRawContent,
  { images: sampleImages, files: [] },
  sampleSettings,
);
// Built here, before the tests are collected: they are made from its files.
const ownDomain = buildOwnDomainSite();
const builds = [
  {
    name: "your site (build/client)",
    dir: "build/client",
    site: checkedSite(yourSettings, yourContent),
  },
  { name: "the sample site", dir: sampleClient, site: checkedSite(sampleSettings, sample) },
  { name: "a fork writing on its own domain", dir: ownDomain.dir, site: ownDomain.site },
];

describe.each(builds)("$name", ({ dir, site }) => {
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

  test("npm run check-links checks every post, project and profile the build does not hold", () => {
    const checked = new Set([...siteLinks(dir)!.links.keys()].map((url) => new URL(url).href));
    const isFile = (file: string) => files.includes(file);
    const unchecked = [...site.elsewhere].filter(
      (url) => /^https?:/.test(url) && !buildFileOf(url, site, isFile) && !checked.has(url),
    );
    expect(unchecked).toEqual([]);
  });

  test("every page names its icon, so browsers do not ask for /favicon.ico", () => {
    for (const page of pages)
      expect(readFileSync(join(dir, page), "utf8"), page).toMatch(/<link [^>]*rel="icon"/);
  });

  test("the manifest's icons and start URL, and the site's URLs in feeds and the sitemap, are files of the build", () => {
    const texts = files.filter((file) => /\.(xml|json|webmanifest|txt)$/.test(file));
    const broken: string[] = [];
    for (const file of texts) {
      const urls = textFileUrls(file, readFileSync(join(dir, file), "utf8"));
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
  const origin = new URL(sampleSettings.baseUrl).origin;
  const post = `${origin}/notes/retries`;
  const site = { ...sampleSettings, elsewhere: new Set([post]) };
  const ids = new Set(["content"]);
  const check = (url: string) => brokenReason(url, site.basePath + "blog/", ids, dir, site);

  test.each([
    ["/assets/missing.js", "no file assets/missing.js"],
    ["missing.png", "no file blog/missing.png"],
    ["/nowhere", "no file nowhere or nowhere.html or nowhere/index.html"],
    ["#nowhere", "no such id"],
    ["", "is empty"],
    [`${origin}${site.basePath}gone/`, "no file gone/index.html"],
    [`${origin}/notes/other`, "no file notes/other or notes/other.html or notes/other/index.html"],
  ])("%s", (url, reason) => {
    expect(check(url)).toBe(reason);
  });

  test.each(["/", "/blog", "#content", "https://example.com/x", "mailto:a@example.com", post])(
    "%s is fine",
    (url) => {
      expect(check(url)).toBeUndefined();
    },
  );

  test("under a base path, the host's other pages are the owner's or broken", () => {
    const under = { ...site, basePath: "/portfolio/", elsewhere: new Set([`${origin}/notes/a`]) };
    const from = (url: string) => brokenReason(url, "/portfolio/blog/", ids, dir, under);
    expect(from(`${origin}/portfolio/blog`)).toBeUndefined();
    expect(from(`${origin}/notes/a`)).toBeUndefined();
    expect(from(`${origin}/notes/b`)).toBe("is outside /portfolio/");
    expect(from("/blog")).toBe("is outside /portfolio/");
  });

  test("a srcset gives every candidate's URL", () => {
    expect(srcsetUrls("/a.jpg 320w, /b.jpg 640w,/c.jpg 2x")).toEqual([
      "/a.jpg",
      "/b.jpg",
      "/c.jpg",
    ]);
  });

  test("feeds, the sitemap, the manifest and robots.txt give their addresses, not the owner's words", () => {
    const rss =
      '<rss xmlns:atom="http://www.w3.org/2005/Atom"><link>https://a.example/blog</link>' +
      '<atom:link href="https://a.example/rss.xml?x=1&amp;y=2" rel="self"/>' +
      "<description><![CDATA[https://a.example/notes/one]]></description>" +
      "<subtitle>See https://a.example/notes/two</subtitle></rss>";
    expect(textFileUrls("rss.xml", rss)).toEqual([
      "http://www.w3.org/2005/Atom",
      "https://a.example/rss.xml?x=1&y=2",
      "https://a.example/blog",
    ]);
    const feed = {
      home_page_url: "https://a.example/blog",
      items: [{ url: "https://a.example/n" }],
    };
    const words = { summary: "https://a.example/notes/one", title: "https://a.example/t" };
    expect(textFileUrls("feed.json", JSON.stringify({ ...feed, ...words }))).toEqual([
      "https://a.example/blog",
      "https://a.example/n",
    ]);
    const manifest = { icons: [{ src: "/icon.png" }], start_url: "/" };
    expect(textFileUrls("manifest.webmanifest", JSON.stringify(manifest))).toEqual([
      "/icon.png",
      "/",
    ]);
    const robots = "User-agent: *\nAllow: /\n\nSitemap: https://a.example/sitemap.xml\n";
    expect(textFileUrls("robots.txt", robots)).toEqual(["https://a.example/sitemap.xml"]);
  });
});
