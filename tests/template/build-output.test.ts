import { describe, expect, test } from "vitest";
import { validateContent } from "../../app/lib/content/validate-content";
import { parseSettings } from "../../app/lib/settings/settings-schema";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { languages } from "../fixtures/languages";
import { ownDomainRaw, ownDomainSettings } from "../fixtures/own-domain";
import { sampleRawContent } from "../fixtures/sample/raw-content";
import { sample, sampleSettings } from "../harness/sites/sample-site";
import { site } from "../harness/sites/variants";
import type { BuiltSite } from "../harness/sites/site-builds";
import { checkBuildFolder } from "../harness/html/build-folder-checks";
import { textFileUrls } from "../harness/html/text-file-urls";
import { brokenReason, checkedSite, srcsetUrls } from "../harness/html/build-references";
import { beforeAll } from "vitest";

// The build folders of the sample site, of the sample in three languages (at
// the root and under /portfolio/) and of a fork whose posts and projects
// live on its own domain, beside the site, checked as the owner's build is
// (tests/owner/build-output.test.ts): valid HTML, every reference to the
// site a file of the build, and one copy of each file.

describe("the sample site", () => {
  const sampleImages = readdirSync("tests/fixtures/sample/content/images");
  const content = validateContent(
    sampleRawContent,
    { images: sampleImages, files: [] },
    sampleSettings,
  );
  checkBuildFolder(
    () => sample().client,
    () => checkedSite(sampleSettings, content),
  );
});

describe("a fork writing on its own domain", () => {
  let built: BuiltSite;
  beforeAll(async () => {
    built = await site("own-domain");
  });
  const checked = () => {
    const address = parseSettings(ownDomainSettings, ownDomainRaw.links);
    const images = readdirSync(join(built.dir, "content/images"));
    // Validated as the build does: the content is accepted, and these are the entries it shows.
    const content = validateContent(ownDomainRaw, { images, files: [] }, address);
    return checkedSite(address, content);
  };
  checkBuildFolder(() => built.client, checked);
});

describe.each([
  ["languages", {}],
  [
    "languages-sub-path",
    { VITE_BASE_PATH: "/portfolio/", VITE_BASE_URL: "https://example.github.io" },
  ],
] as const)("the sample in three languages (%s)", (variant, settings) => {
  let built: BuiltSite;
  beforeAll(async () => {
    built = await site(variant);
  }, 300_000);
  const address = parseSettings(settings, sampleRawContent.links);
  const images = readdirSync("tests/fixtures/sample/content/images");
  const content = validateContent(
    { ...sampleRawContent, languages },
    { images, files: [] },
    address,
  );
  checkBuildFolder(
    () => built.client,
    () => checkedSite(address, content),
  );
});

describe("the checker finds what is broken", () => {
  const dir = () => sample().client;
  const origin = new URL(sampleSettings.baseUrl).origin;
  const post = `${origin}/notes/retries`;
  const site = { ...sampleSettings, elsewhere: new Set([post]) };
  const ids = new Set(["content"]);
  const check = (url: string) => brokenReason(url, site.basePath + "blog/", ids, dir(), site);

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
    const from = (url: string) => brokenReason(url, "/portfolio/blog/", ids, dir(), under);
    expect(from(`${origin}/portfolio/blog`)).toBeUndefined();
    expect(from(`${origin}/notes/a`)).toBeUndefined();
    expect(from(`${origin}/notes/b`)).toBe("is outside /portfolio/");
    expect(from("/blog")).toBe("is outside /portfolio/");
  });

  test("a post's link to a page of the site's host outside its base path is the owner's page elsewhere", () => {
    // Seed 731208: a post written on a site under /a/b-c/ linked https://bücher.example/to, its
    // own host; a URL in its code is text, not a link.
    const root = mkdtempSync(join(tmpdir(), "checked-site-"));
    mkdirSync(join(root, "content/posts/hello"), { recursive: true });
    writeFileSync(
      join(root, "content/posts/hello/index.md"),
      `---\ntitle: Hi\n---\n\nSee ${origin}/notes/b, and [this](${origin}/portfolio/blog).\n\n` +
        `\`\`\`js\nfetch("${origin}/api/x");\n\`\`\`\n`,
    );
    const content = validateContent(
      sampleRawContent,
      { images: readdirSync("tests/fixtures/sample/content/images"), files: [] },
      sampleSettings,
    );
    const local = { ...content.posts[0]!, local: { file: "content/posts/hello/index.md" } };
    const under = checkedSite(
      { ...sampleSettings, basePath: "/portfolio/" },
      { ...content, posts: [local as (typeof content.posts)[number]] },
      root,
    );
    expect(under.elsewhere.has(`${origin}/notes/b`)).toBe(true);
    expect(under.elsewhere.has(`${origin}/portfolio/blog`)).toBe(false);
    expect(under.elsewhere.has(`${origin}/api/x`)).toBe(false);
    rmSync(root, { recursive: true });
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
