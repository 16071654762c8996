import { XMLParser } from "fast-xml-parser";
import { describe, expect, inject, test } from "vitest";
import { pageUrl, siteUrl } from "../../app/lib/metadata/site-urls";
import { owner } from "../fixtures/sample/content/owner";
import { posts } from "../fixtures/sample/content/posts";
import { sampleSettings } from "../harness/sites/sample-site";
import { expectUrlsOnSite, urlsIn } from "../harness/html/seo-head";
import { routes } from "../harness/chromium";

// sitemap.xml, robots.txt, the feeds and the manifest of the served build,
// read with a real XML parser and JSON.parse.
const baseURL = inject("sample").url;
const settings = sampleSettings;
const site = siteUrl(settings.baseUrl, settings.basePath);
const postUrls = posts.map((post) => post.url);
const parser = new XMLParser({
  ignoreAttributes: false,
  isArray: (name) => ["url", "item", "entry", "link"].includes(name),
});

async function get(file: string, type: RegExp): Promise<string> {
  const response = await fetch(`${baseURL}/${file}`);
  expect(response.status, file).toBe(200);
  expect(response.headers.get("content-type"), file).toMatch(type);
  return response.text();
}

/** A thumbnail named by a feed is an image of this build. */
async function expectServedImage(url: string): Promise<void> {
  expect(url.startsWith(`${site}assets/`), url).toBe(true);
  const response = await fetch(`${baseURL}/${url.slice(site.length)}`);
  expect(response.status, url).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^image\//);
}

const newestPost = posts
  .map((post) => post.publishDate)
  .sort()
  .at(-1)!;

test("sitemap.xml lists every route under the base URL with a last modification", async () => {
  const xml = parser.parse(await get("sitemap.xml", /xml/)) as {
    urlset: { "@_xmlns": string; url: { loc: string; lastmod: string }[] };
  };
  expect(xml.urlset["@_xmlns"]).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
  const urls = xml.urlset.url;
  expect(urls.map((u) => u.loc).sort()).toEqual(
    routes.map((route) => pageUrl(settings.baseUrl, settings.basePath, route)).sort(),
  );
  const today = new Date().toISOString().slice(0, 10);
  for (const { loc, lastmod } of urls) {
    expect(lastmod, loc).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(lastmod <= today, `${loc} ${lastmod}`).toBe(true);
  }
  // Pages that list posts are at least as new as the newest post.
  for (const loc of [site, `${site}blog`]) {
    expect(urls.find((u) => u.loc === loc)!.lastmod >= newestPost).toBe(true);
  }
});

test("robots.txt allows crawling and points to the sitemap", async () => {
  const robots = await get("robots.txt", /^text\/plain/);
  expect(robots).toMatch(/^User-agent: \*$/m);
  expect(robots).not.toMatch(/^Disallow: \/\s*$/m);
  expect(robots).toMatch(new RegExp(`^Sitemap: ${site}sitemap\\.xml$`, "m"));
});

describe("feeds", () => {
  test("RSS 2.0: the channel and one item a post, linking to the post's own URL", async () => {
    const { rss } = parser.parse(await get("rss.xml", /xml/)) as {
      rss: { "@_version": string; channel: Record<string, unknown> };
    };
    expect(rss["@_version"]).toBe("2.0");
    const channel = rss.channel;
    expect(channel.title).toContain(owner.name);
    expect(channel.description).toBeTruthy();
    expect(channel.link).toEqual([`${site}blog`]);
    const items = channel.item as Record<string, unknown>[];
    expect(items.map((item) => item.link)).toEqual(postUrls.map((url) => [url]));
    for (const [i, post] of posts.entries()) {
      expect(items[i]).toMatchObject({ title: post.title, description: expect.any(String) });
      expect(new Date(items[i]!.pubDate as string).toISOString().slice(0, 10)).toBe(
        post.publishDate,
      );
      const enclosure = items[i]!.enclosure as Record<string, string>;
      expect(enclosure["@_type"]).toMatch(/^image\//);
      expect(Number(enclosure["@_length"])).toBeGreaterThan(0);
      await expectServedImage(enclosure["@_url"]!);
    }
  });

  test("Atom: id, title, updated, author, and one entry a post", async () => {
    const { feed } = parser.parse(await get("atom.xml", /xml/)) as {
      feed: Record<string, unknown>;
    };
    expect(feed["@_xmlns"]).toBe("http://www.w3.org/2005/Atom");
    expect(feed).toMatchObject({ id: `${site}blog`, author: { name: owner.name, uri: site } });
    expect(feed.updated).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const entries = feed.entry as Record<string, unknown>[];
    expect(entries.map((entry) => entry.id)).toEqual(postUrls);
    for (const [i, post] of posts.entries()) {
      const links = entries[i]!.link as Record<string, string>[];
      expect(links[0]).toEqual({ "@_href": post.url });
      expect(entries[i]!.published).toBe(`${post.publishDate}T00:00:00.000Z`);
      expect(entries[i]!.summary).toBeTruthy();
      await expectServedImage(links.find((l) => l["@_rel"] === "enclosure")!["@_href"]!);
    }
    const self = (feed.link as Record<string, string>[]).find((l) => l["@_rel"] === "self");
    expect(self?.["@_href"]).toBe(`${site}atom.xml`);
  });

  test("JSON Feed: one item a post, and every URL absolute", async () => {
    const json = JSON.parse(await get("feed.json", /json/)) as Record<string, unknown>;
    expect(json).toMatchObject({
      version: expect.stringMatching(/^https:\/\/jsonfeed\.org\/version\/1/),
      title: expect.stringContaining(owner.name),
      home_page_url: `${site}blog`,
      feed_url: `${site}feed.json`,
    });
    const items = json.items as Record<string, unknown>[];
    expect(items.map((item) => [item.id, item.url, item.title])).toEqual(
      posts.map((post) => [post.url, post.url, post.title]),
    );
    for (const [i, post] of posts.entries()) {
      expect(items[i]!.date_published).toBe(`${post.publishDate}T00:00:00.000Z`);
      expect(items[i]!.content_html).toBeTruthy();
      await expectServedImage(items[i]!.image as string);
    }
    const found = urlsIn(json).filter(([where]) => where !== "$.version");
    expectUrlsOnSite(found, site, postUrls);
  });
});

test("the web app manifest names the owner and lists icons the build serves", async () => {
  const manifest = JSON.parse(await get("manifest.webmanifest", /manifest\+json/)) as {
    name: string;
    start_url: string;
    theme_color: string;
    icons: { src: string; sizes: string; type: string }[];
  };
  expect(manifest).toMatchObject({ name: owner.name, start_url: settings.basePath });
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(
    expect.arrayContaining(["any", "180x180", "512x512"]),
  );
  for (const icon of manifest.icons) {
    const response = await fetch(new URL(icon.src, `${baseURL}/`));
    expect(response.status, icon.src).toBe(200);
    expect(response.headers.get("content-type")).toContain(icon.type);
  }
});
