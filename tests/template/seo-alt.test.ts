import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { XMLParser } from "fast-xml-parser";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, expect, test } from "vitest";
import { posts } from "../fixtures/sample/content/posts";
import { projects } from "../fixtures/sample/content/projects";
import { links } from "../fixtures/sample/content/links";
import {
  expectUrlsOnSite,
  linksWith,
  nodes,
  one,
  readHead,
  urlsIn,
  type Head,
} from "../harness/html/seo-head";
import { launchChromium, openPage, routes } from "../harness/chromium";
import { otherSettings, site as variant } from "../harness/sites/variants";

// One build with another base URL, base path and social links: every URL and
// handle in the pages and the SEO files must follow, with nothing edited.
let client: string;
const env = otherSettings;
const site = "https://alt.example.org/portfolio/";
const socials = [env.VITE_LINKEDIN_URL, env.VITE_GITHUB_URL, env.VITE_TWITTER_URL];
const externals = [...socials, ...posts.map((p) => p.url), ...projects.map((p) => p.url)];
const defaults = [new URL(links.baseUrl).host, links.twitter, links.linkedin];
const heads = new Map<string, Head>();
const texts: Record<string, string> = {};
let browser: Browser;

beforeAll(async () => {
  ({ client } = await variant("other-settings"));
  browser = await launchChromium();
  const { page } = await openPage(browser, { javaScriptEnabled: false });
  const files = readdirSync(client, { recursive: true, encoding: "utf8" });
  for (const file of files.filter((f) => f.endsWith("index.html"))) {
    texts[file] = readFileSync(join(client, file), "utf8");
    await page.setContent(texts[file]);
    const head = await readHead(page);
    heads.set(linksWith(head, "canonical")[0]?.href ?? file, head);
  }
  for (const file of ["sitemap.xml", "robots.txt", "rss.xml", "atom.xml", "feed.json"]) {
    texts[file] = readFileSync(join(client, file), "utf8");
  }
  texts.manifest = readFileSync(join(client, "manifest.webmanifest"), "utf8");
}, 240_000);
afterAll(async () => {
  await browser?.close();
});

/** The build's file for a URL of the site: the client folder is served at the base path. */
function expectFileFor(url: string): void {
  expect(url.startsWith(site), url).toBe(true);
  expect(existsSync(join(client, url.slice(site.length))), url).toBe(true);
}

test("every page's canonical URL, og:url and feed links are on the new base URL and path", () => {
  expect([...heads.keys()].sort()).toEqual(routes.map((r) => site + r.slice(1)).sort());
  for (const [url, head] of heads) {
    expect(one(head, "og:url")).toBe(url);
    for (const feed of linksWith(head, "alternate")) expect(feed.href!.startsWith(site)).toBe(true);
  }
});

test("images and the Twitter handle follow the settings", () => {
  for (const head of heads.values()) {
    const image = one(head, "og:image");
    expect(image.startsWith(`${site}assets/`), image).toBe(true);
    expect(one(head, "twitter:image")).toBe(image);
    expectFileFor(image);
    expect(one(head, "twitter:site")).toBe("@alt_handle");
    expect(one(head, "twitter:creator")).toBe("@alt_handle");
  }
});

test("structured data uses the new URLs, social links and address", () => {
  for (const head of heads.values()) {
    expectUrlsOnSite(
      urlsIn(head.jsonLd).filter(([where]) => !where.endsWith("@context")),
      site,
      externals,
    );
  }
  const person = nodes(heads.get(site)!.jsonLd).find((n) => n["@type"] === "Person");
  expect(person).toMatchObject({
    url: site,
    sameAs: socials,
    address: { addressLocality: "Nairobi", addressCountry: "Kenya" },
  });
  const blog = nodes(heads.get(`${site}blog`)!.jsonLd).find((n) => n["@type"] === "Blog");
  for (const post of blog!.blogPost as { image: string }[]) expectFileFor(post.image);
});

test("the sitemap, robots.txt, feeds and manifest use the new base URL and path", () => {
  const parser = new XMLParser({ ignoreAttributes: false, isArray: (n) => n === "url" });
  const { urlset } = parser.parse(texts["sitemap.xml"]!) as { urlset: { url: { loc: string }[] } };
  expect(urlset.url.map((u) => u.loc).sort()).toEqual([...heads.keys()].sort());
  expect(texts["robots.txt"]).toContain(`Sitemap: ${site}sitemap.xml`);
  expect(texts["rss.xml"]).toContain(`<link>${site}blog</link>`);
  expect(texts["atom.xml"]).toContain(`<link rel="self" href="${site}atom.xml"/>`);
  const json = JSON.parse(texts["feed.json"]!) as { feed_url: string; items: { image: string }[] };
  expect(json.feed_url).toBe(`${site}feed.json`);
  for (const item of json.items) expectFileFor(item.image);
  const manifest = JSON.parse(texts.manifest!) as { start_url: string; icons: { src: string }[] };
  expect(manifest.start_url).toBe("/portfolio/");
  for (const icon of manifest.icons) expect(icon.src).toMatch(/^\/portfolio\/[\w.-]+$/);
});

test("nothing anywhere still names the default base URL, X profile or handle", () => {
  for (const [file, text] of Object.entries(texts)) {
    for (const old of defaults) expect(text.includes(old), `${file} has ${old}`).toBe(false);
  }
});
