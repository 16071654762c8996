import type { Browser } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import { pageUrl, previewImage, siteUrl } from "../../app/lib/metadata/site-urls";
import { themeColors } from "../../app/lib/theme/neutrals";
import { twitterHandle } from "../../app/lib/profiles/twitter-handle";
import { owner } from "../fixtures/sample/content/owner";
import { posts } from "../fixtures/sample/content/posts";
import { projects } from "../fixtures/sample/content/projects";
import { sampleSettings } from "../harness/sites/sample-site";
import {
  expectUrlsOnSite,
  linksWith,
  nodes,
  one,
  readHead,
  urlsIn,
  type Head,
} from "../harness/html/seo-head";
import { launchChromium, openPage, routes, waitForHydration } from "../harness/chromium";

// What crawlers and link-preview bots get from the served production build.
const baseURL = inject("sample").url;
const settings = sampleSettings;
const site = siteUrl(settings.baseUrl, settings.basePath);
const socials = [settings.linkedinUrl, settings.githubUrl, settings.twitterUrl];
const externals = [...socials, ...posts.map((p) => p.url), ...projects.map((p) => p.url)];
/** Where the test server serves a URL of the real site. */
const served = (url: string) => baseURL + "/" + url.slice(site.length);
let browser: Browser;
const heads = new Map<string, Head>();

// Each page's static head, read once with JavaScript off.
beforeAll(async () => {
  browser = await launchChromium();
  const { page } = await openPage(browser, { javaScriptEnabled: false });
  for (const route of routes) {
    await page.goto(baseURL + route);
    heads.set(route, await readHead(page));
  }
  await page.context().close();
});
afterAll(async () => {
  await browser?.close();
});

async function staticHead(route: string): Promise<Head> {
  return heads.get(route)!;
}

async function expectImage(url: string, type?: string): Promise<Response> {
  const response = await fetch(served(url));
  expect(response.status, url).toBe(200);
  expect(response.headers.get("content-type"), url).toMatch(type ?? /^image\//);
  return response;
}

const profile = new Set(["/", "/about-me"]);

describe.each(routes)("the static HTML of %s", (route) => {
  test("has the canonical URL and every Open Graph and Twitter tag", async () => {
    const head = await staticHead(route);
    const url = pageUrl(settings.baseUrl, settings.basePath, route);
    expect(linksWith(head, "canonical").map((link) => link.href)).toEqual([url]);
    expect(one(head, "og:url")).toBe(url);
    expect(one(head, "og:type")).toBe(profile.has(route) ? "profile" : "website");
    expect(one(head, "og:site_name")).toBe(owner.name);
    expect(one(head, "og:locale")).toBe(owner.locale);
    expect(one(head, "og:title")).toBe(head.title);
    expect(one(head, "twitter:title")).toBe(head.title);
    const description = one(head, "description");
    expect([...description].length).toBeLessThanOrEqual(160);
    expect(one(head, "og:description")).toBe(description);
    expect(one(head, "twitter:description")).toBe(description);
    expect(one(head, "twitter:card")).toBe("summary");
    const handle = twitterHandle(settings.twitterUrl);
    expect(handle).toMatch(/^@\w+$/);
    expect(one(head, "twitter:site")).toBe(handle);
    expect(one(head, "twitter:creator")).toBe(handle);
  });

  test("its preview image is served, and its type, size and alt text are true", async () => {
    const head = await staticHead(route);
    const image = one(head, "og:image");
    expect(image.startsWith(`${site}assets/`), image).toBe(true);
    expect(one(head, "twitter:image")).toBe(image);
    expect(one(head, "og:image:alt")).toBe(owner.headshotAlt);
    expect(one(head, "twitter:image:alt")).toBe(owner.headshotAlt);
    const response = await expectImage(image, one(head, "og:image:type"));
    const file = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect(file.format).toBe("jpeg");
    expect(String(file.width)).toBe(one(head, "og:image:width"));
    expect(String(file.height)).toBe(one(head, "og:image:height"));
    expect([file.width, file.height]).toEqual([previewImage.width, previewImage.height]);
  });

  test("announces the feeds, the icons and both theme colours", async () => {
    const head = await staticHead(route);
    expect(linksWith(head, "alternate").map((l) => [l.type, l.href])).toEqual([
      ["application/rss+xml", `${site}rss.xml`],
      ["application/atom+xml", `${site}atom.xml`],
      ["application/feed+json", `${site}feed.json`],
    ]);
    expect(head.themeColors).toEqual([
      { content: themeColors.light, media: "(prefers-color-scheme: light)" },
      { content: themeColors.dark, media: "(prefers-color-scheme: dark)" },
    ]);
    const icons = [...linksWith(head, "icon"), ...linksWith(head, "apple-touch-icon")];
    expect(icons.map((icon) => icon.type)).toEqual(["image/svg+xml", "image/png", undefined]);
    // The SVG icon is inlined as a data: URL (see app/root.tsx); fetch reads those too.
    expect(icons[0]!.href).toMatch(/^data:image\/svg\+xml,/);
    for (const link of icons) {
      const response = await fetch(new URL(link.href!, baseURL + route));
      expect(response.status, link.href).toBe(200);
      expect(response.headers.get("content-type")).toContain(link.type ?? "image/png");
    }
    expect(linksWith(head, "manifest")).toEqual([]);
  });

  test("links the web app manifest once the page is interactive", async () => {
    const { page, problems } = await openPage(browser);
    await page.goto(baseURL + route);
    await waitForHydration(page);
    const href = await page.locator('link[rel="manifest"]').getAttribute("href");
    const response = await fetch(new URL(href!, baseURL + route));
    expect(response.status, href!).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/manifest+json");
    expect(problems).toEqual([]);
    await page.context().close();
  });

  test("has structured data whose every URL is absolute and on the site or a linked profile", async () => {
    const head = await staticHead(route);
    expect(head.jsonLd.length).toBeGreaterThan(0);
    for (const block of head.jsonLd) {
      expect(block).toMatchObject({ "@context": "https://schema.org" });
    }
    const found = urlsIn(head.jsonLd).filter(([where]) => !where.endsWith("@context"));
    expectUrlsOnSite(found, site, externals);
    const website = nodes(head.jsonLd).find((node) => node["@type"] === "WebSite");
    expect(website).toMatchObject({ url: site, name: owner.name });
  });
});

describe("structured data of each page", () => {
  test("Home and About describe the owner as a Person", async () => {
    for (const route of ["/", "/about-me"]) {
      const people = nodes((await staticHead(route)).jsonLd).filter((n) => n["@type"] === "Person");
      expect(people, route).toEqual([
        expect.objectContaining({
          name: owner.name,
          url: site,
          image: expect.stringMatching(new RegExp(`^${site}assets/headshot-`)),
          jobTitle: owner.jobTitle,
          knowsAbout: owner.knowsAbout,
          address: expect.objectContaining({
            addressLocality: settings.address.split(",")[0]!.trim(),
          }),
          sameAs: socials,
        }),
      ]);
      await expectImage(people[0]!.image as string);
    }
  });

  test("the blog lists every post as a BlogPosting, with a served thumbnail", async () => {
    const blog = nodes((await staticHead("/blog")).jsonLd).find((n) => n["@type"] === "Blog");
    const entries = blog?.blogPost as Record<string, unknown>[];
    expect(entries.map((entry) => entry.url)).toEqual(posts.map((p) => p.url));
    for (const [i, post] of posts.entries()) {
      expect(entries[i]).toMatchObject({
        "@type": "BlogPosting",
        headline: post.title,
        datePublished: post.publishDate,
        author: { "@type": "Person", name: owner.name, url: site },
      });
      await expectImage(entries[i]!.image as string, "image/jpeg");
    }
  });

  test("the projects page lists every project as source code or a creative work", async () => {
    const found = nodes((await staticHead("/projects")).jsonLd).flatMap((n) =>
      Array.isArray(n.hasPart) ? (n.hasPart as Record<string, unknown>[]) : [],
    );
    expect(found.map((work) => [work.name, work.url])).toEqual(
      projects.map((p) => [p.title, p.url]),
    );
    for (const work of found) {
      expect(["SoftwareSourceCode", "CreativeWork"]).toContain(work["@type"]);
      expect(work).toMatchObject({ author: { name: owner.name } });
    }
  });
});

test("after hydration the head still has one canonical link and the same structured data", async () => {
  for (const route of routes) {
    const before = await staticHead(route);
    const { page } = await openPage(browser);
    await page.goto(baseURL + route);
    await waitForHydration(page);
    const after = await readHead(page);
    expect(linksWith(after, "canonical")).toEqual(linksWith(before, "canonical"));
    expect(after.meta["og:url"]).toEqual(before.meta["og:url"]);
    expect(after.jsonLd).toEqual(before.jsonLd);
    await page.context().close();
  }
});

test("og:image is the base URL's in the HTML and the current origin's after hydration", async () => {
  const html = await (await fetch(baseURL + "/blog")).text();
  const staticImage = /property="og:image" content="([^"]+)"/.exec(html)?.[1];
  const origin = new URL(settings.baseUrl).origin;
  expect(staticImage).toMatch(new RegExp(`^${origin}/assets/headshot-[\\w-]+\\.jpe?g$`));
  const { page } = await openPage(browser);
  await page.goto(baseURL + "/blog");
  await waitForHydration(page);
  const og = page.locator('meta[property="og:image"]');
  const here = staticImage!.replace(origin, baseURL);
  await expect.poll(() => og.getAttribute("content")).toBe(here);
  const image = await fetch(here);
  expect(image.status).toBe(200);
  expect(image.headers.get("content-type")).toBe("image/jpeg");
  await page.context().close();
});
