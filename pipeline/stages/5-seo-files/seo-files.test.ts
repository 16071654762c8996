import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import {
  parseTestSettings,
  testLinks,
} from "../../../app/lib/settings/settings-error.test-support.ts";
import { settingDefaults } from "../../../app/lib/settings/settings-schema.ts";
import { identity, type JsonLd } from "../../../app/lib/structured-data/nodes.ts";
import { blogGraph, homeGraph } from "../../../app/lib/structured-data/page-graphs.ts";
import { writeSeoFiles } from "./seo-files.ts";

// A stand-in for a prerendered build under a base path, with the layout
// React Router writes (pages under the base path, assets at the top).
const settings = parseTestSettings({
  ...settingDefaults(testLinks),
  VITE_BASE_URL: "https://ada.example",
  VITE_BASE_PATH: "/p/",
});
const owner = {
  name: "Ada",
  jobTitle: "Engineer",
  greeting: "Hi",
  bio: "Bio.",
  about: ["a", "b", "c"],
  description: "Ada's site.",
  headshot: "headshot.jpg",
  headshotAlt: "Ada",
  knowsAbout: [],
  locale: "en_GB",
};
const who = identity(owner, settings, "/p/assets/headshot-1.jpeg", []);
const blogPage = { url: "https://ada.example/p/blog", name: "Blog | Ada", description: "Posts." };
const post = {
  url: "https://medium.com/@ada/one",
  title: "One",
  description: "The first.",
  publishDate: "2025-02-24",
  image: "https://ada.example/p/assets/one-1.jpeg",
};

function html(canonical: string, description: string, jsonLd: JsonLd): string {
  return (
    `<html><head><meta name="description" content="${description}"/>` +
    `<link rel="canonical" href="${canonical}"/>` +
    `<script type="application/ld+json">${JSON.stringify(jsonLd)}</script></head></html>`
  );
}

let dir: string;
const write = (file: string, text: string) => {
  mkdirSync(dirname(join(dir, file)), { recursive: true });
  writeFileSync(join(dir, file), text);
};
const read = (file: string) => readFileSync(join(dir, file), "utf8");

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "seo-files-"));
  write("p/index.html", html("https://ada.example/p/", "Home.", homeGraph(who)));
  write("p/blog/index.html", html(blogPage.url, "x".repeat(170), blogGraph(who, blogPage, [post])));
  write("404.html", "<html><head></head></html>");
  write("assets/one-1.jpeg", "12345");
  vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
  vi.restoreAllMocks();
});

test("writes the sitemap, robots.txt, feeds and manifest, and warns about long descriptions", async () => {
  const warn = vi.mocked(console.warn);
  await writeSeoFiles(dir, settings, { committed: () => "2025-01-10" });

  expect(read("sitemap.xml")).toContain("<loc>https://ada.example/p/</loc>");
  expect(read("sitemap.xml")).toContain("<loc>https://ada.example/p/blog</loc>");
  expect(read("sitemap.xml")).toContain("<lastmod>2025-02-24</lastmod>");
  expect(read("robots.txt")).toContain("Sitemap: https://ada.example/p/sitemap.xml");
  expect(read("rss.xml")).toContain('length="5"');
  expect(read("atom.xml")).toContain("<updated>2025-02-24T00:00:00.000Z</updated>");
  expect(JSON.parse(read("feed.json"))).toMatchObject({
    feed_url: "https://ada.example/p/feed.json",
  });
  expect(JSON.parse(read("manifest.webmanifest"))).toMatchObject({ name: "Ada", start_url: "/p/" });

  const warnings = warn.mock.calls.map((call) => String(call[0]));
  expect(warnings).toEqual([
    expect.stringContaining("the description of /p/blog is 170 characters"),
  ]);
});

test("a local post's page is in the sitemap; a cross-post, whose canonical is the original's, is left out without a warning", async () => {
  const article = (canonical: string) =>
    `<html><head><meta name="description" content="A post."/><link rel="canonical" href="${canonical}"/>` +
    `<meta property="og:type" content="article"/></head></html>`;
  write("p/blog/own/index.html", article("https://ada.example/p/blog/own"));
  write("p/blog/cross/index.html", article("https://dev.to/ada/cross"));
  await writeSeoFiles(dir, settings, { committed: () => "2025-01-10" });
  expect(read("sitemap.xml")).toContain("<loc>https://ada.example/p/blog/own</loc>");
  expect(read("sitemap.xml")).not.toContain("cross");
  const warnings = vi.mocked(console.warn).mock.calls.map((call) => String(call[0]));
  expect(warnings.filter((warning) => warning.includes("sitemap"))).toEqual([]);
});

test("a post's page on another language's pages, untranslated, names the default's canonical: the sitemap lists that page once, with its translations", async () => {
  const page = (canonical: string, alternates: [string, string][]) =>
    `<html><head><meta name="description" content="A post."/><link rel="canonical" href="${canonical}"/>` +
    alternates
      .map(([hreflang, href]) => `<link rel="alternate" hreflang="${hreflang}" href="${href}"/>`)
      .join("") +
    `<meta property="og:type" content="article"/></head></html>`;
  const url = (path: string) => `https://ada.example/p/${path}`;
  const translated: [string, string][] = [
    ["en", url("blog/both")],
    ["ja", url("ja/blog/both")],
    ["x-default", url("blog/both")],
  ];
  const untranslated: [string, string][] = [
    ["en", url("blog/one")],
    ["x-default", url("blog/one")],
  ];
  write("p/blog/both/index.html", page(url("blog/both"), translated));
  write("p/ja/blog/both/index.html", page(url("ja/blog/both"), translated));
  write("p/blog/one/index.html", page(url("blog/one"), untranslated));
  write("p/ja/blog/one/index.html", page(url("blog/one"), []));
  await writeSeoFiles(dir, settings, { committed: () => "2025-01-10" });
  const sitemap = read("sitemap.xml");
  const entry = (path: string) =>
    sitemap.split("<url>").filter((entry) => entry.includes(`<loc>${url(path)}</loc>`));
  expect(entry("blog/one")).toHaveLength(1);
  expect(entry("blog/one")[0]).toContain(`hreflang="en" href="${url("blog/one")}"`);
  expect(sitemap).not.toContain(url("ja/blog/one"));
  expect(entry("ja/blog/both")[0]).toContain(`hreflang="ja" href="${url("ja/blog/both")}"`);
  expect(entry("blog/both")[0]).toContain(`hreflang="ja" href="${url("ja/blog/both")}"`);
});

test("each feed carries the whole body of a post written on the site, and none for a post elsewhere", async () => {
  const own = { ...post, url: "https://ada.example/p/blog/own", title: "Own" };
  write("p/blog/index.html", html(blogPage.url, "Posts.", blogGraph(who, blogPage, [own, post])));
  const body = "<p>The whole post.</p>";
  const postContent = (url: string) => (url === own.url ? body : undefined);
  await writeSeoFiles(dir, settings, { committed: () => undefined, postContent });
  expect(read("rss.xml")).toContain(`<content:encoded><![CDATA[${body}]]></content:encoded>`);
  expect(read("atom.xml")).toContain(`<content type="html"><![CDATA[${body}]]></content>`);
  const json = JSON.parse(read("feed.json")) as { items: Record<string, unknown>[] };
  expect(json.items.map((item) => item.content_html)).toEqual([body, "The first."]);
});

test("a build without the blog's structured data stops with a clear error", async () => {
  write("p/blog/index.html", html(blogPage.url, "Posts.", homeGraph(who)));
  await expect(writeSeoFiles(dir, settings, { committed: () => undefined })).rejects.toThrow(
    /no valid Blog structured data to make the feeds/,
  );
});

test("a thumbnail missing from the build stops it", async () => {
  rmSync(join(dir, "assets/one-1.jpeg"));
  await expect(writeSeoFiles(dir, settings, { committed: () => undefined })).rejects.toThrow(
    "The blog page's image https://ada.example/p/assets/one-1.jpeg is not a file of this build",
  );
});
