import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { XMLParser } from "fast-xml-parser";
import { describe, expect, test } from "vitest";
import { localPosts } from "../fixtures/local-posts-site";
import { browserForFile, openPage, waitForHydration } from "../harness/chromium";
import { servedSite } from "../harness/sites/variants";
import { feedFiles } from "../../app/lib/metadata/site-urls";
import { axeViolations } from "../harness/checks/axe";
import { inEveryEngine } from "../harness/journeys/in-every-engine";
import { expectNoProblems, type Journey } from "../harness/journeys/journey-steps";
import * as probe from "../harness/journeys/page-probes";
import { until } from "../harness/journeys/until";

// The tags of the sample owner who writes on the site (tests/fixtures/local-posts/):
// "Measuring cold starts" carries Go and Performance, the cross-post "Notes on
// retries" Distributed systems and go (one tag with Go). Each tag has its page
// and feeds, the tags page lists them with counts, and a post's tags lead
// there, with JavaScript off and, inside the app, without a reload. The two
// are parts 2 and 1 of a series (part 3 a draft), and each is the other's
// related post.

const site = servedSite("local-posts");
const browser = browserForFile();
const { coldStarts, retries } = localPosts;
const origin = "https://tobiadeyemi.dev";

describe("the build", () => {
  test("a page and three feeds a tag, listing only its posts; the tags page; all in the sitemap", () => {
    const { client } = site();
    const xml = new XMLParser();
    for (const [slug, titles] of [
      ["go", [coldStarts.title, retries.title]],
      ["performance", [coldStarts.title]],
      ["distributed-systems", [retries.title]],
    ] as const) {
      expect(existsSync(join(client, "tags", slug, "index.html")), slug).toBe(true);
      const rss = xml.parse(readFileSync(join(client, "tags", slug, feedFiles.rss.file), "utf8"));
      const items = [rss.rss.channel.item].flat() as { title: string; link: string }[];
      expect(
        items.map((item) => item.title),
        slug,
      ).toEqual(titles);
      const json = JSON.parse(
        readFileSync(join(client, "tags", slug, feedFiles.json.file), "utf8"),
      );
      expect(json.feed_url, slug).toBe(`${origin}/tags/${slug}/${feedFiles.json.file}`);
      expect(json.items.map((item: { title: string }) => item.title)).toEqual(titles);
      const atom = readFileSync(join(client, "tags", slug, feedFiles.atom.file), "utf8");
      for (const title of titles)
        expect(atom, slug).toContain(`<title type="html"><![CDATA[${title}]]></title>`);
    }
    const sitemap = readFileSync(join(client, "sitemap.xml"), "utf8");
    for (const path of ["/tags", "/tags/go", "/tags/performance", "/tags/distributed-systems"])
      expect(sitemap, path).toContain(`<loc>${origin}${path}</loc>`);
  });
});

describe("without JavaScript", () => {
  test("a post's tags are links to their pages, which list its card and link the tag's feeds", async () => {
    const { page } = await openPage(browser(), { javaScriptEnabled: false });
    await page.goto(`${site().url}/blog/${coldStarts.slug}`);
    const tags = page.getByRole("list", { name: "Tags" });
    expect(await tags.getByRole("link").allTextContents()).toEqual([
      "Tags: Go",
      "Tags: Performance",
    ]);
    await tags.getByRole("link", { name: "Tags: Go" }).click();
    await page.waitForURL(/\/tags\/go$/);
    const main = page.getByRole("main");
    expect(await main.getByRole("heading", { level: 1 }).innerText()).toBe("Posts tagged “Go”");
    expect(await main.getByRole("article").getByRole("heading").allInnerTexts()).toEqual([
      coldStarts.title,
      retries.title,
    ]);
    expect(await page.title()).toBe("Posts tagged “Go” | Tobi Adeyemi");
    const feeds = main.getByRole("link", { name: /^(RSS|Atom|JSON Feed)$/ });
    expect(await feeds.evaluateAll((links) => links.map((a) => a.getAttribute("href")))).toEqual(
      Object.values(feedFiles).map((feed) => `/tags/go/${feed.file}`),
    );
    for (const href of await feeds.evaluateAll((links) =>
      links.map((a) => (a as HTMLAnchorElement).href),
    ))
      expect((await page.request.get(href)).status(), href).toBe(200);
    await page.context().close();
  });

  test("the Blog and each tag's page link the tags page", async () => {
    const { page } = await openPage(browser(), { javaScriptEnabled: false });
    for (const path of ["/blog", "/tags/go"]) {
      await page.goto(site().url + path);
      const link = page.getByRole("main").getByRole("link", { name: "All tags", exact: true });
      expect(await link.getAttribute("href"), path).toBe("/tags");
    }
    await page.context().close();
  });

  test("the tags page lists every tag in order, with how many posts carry it", async () => {
    const { page } = await openPage(browser(), { javaScriptEnabled: false });
    await page.goto(`${site().url}/tags`);
    const items = await page
      .getByRole("main")
      .getByRole("listitem")
      .evaluateAll((lis) => lis.map((li) => li.textContent!.replace(/\s+/g, " ").trim()));
    expect(items).toEqual(["Distributed systems 1 post", "Go 2 posts", "Performance 1 post"]);
    await page.context().close();
  });
});

describe.each(["/tags", "/tags/go"])("%s", (path) => {
  test.each(["light", "dark"] as const)(
    "axe finds no violation in the %s scheme",
    async (colorScheme) => {
      // The site's policy refuses injected inline scripts, axe included.
      const { page } = await openPage(browser(), { colorScheme, bypassCSP: true });
      await page.goto(site().url + path);
      await waitForHydration(page);
      expect(await axeViolations(page)).toEqual([]);
      await page.context().close();
    },
  );
});

describe("around a post, without JavaScript", () => {
  test("its series under its heading: the published parts in order, this one marked", async () => {
    const { page } = await openPage(browser(), { javaScriptEnabled: false });
    await page.goto(`${site().url}/blog/${coldStarts.slug}`);
    const series = page.getByRole("complementary", { name: "Series: Backend field notes" });
    expect(await series.getByText("Part 2 of 2").count()).toBe(1);
    const parts = series.getByRole("listitem");
    expect(await parts.allInnerTexts()).toEqual([retries.title, coldStarts.title]);
    expect(await parts.nth(0).getByRole("link").getAttribute("href")).toBe(`/blog/${retries.slug}`);
    expect(await parts.nth(1).locator('[aria-current="page"]').innerText()).toBe(coldStarts.title);
    await page.context().close();
  });

  test("at its end, the posts that share its tags", async () => {
    const { page } = await openPage(browser(), { javaScriptEnabled: false });
    await page.goto(`${site().url}/blog/${coldStarts.slug}`);
    const related = page.getByRole("region", { name: "Related posts" });
    const links = related.getByRole("link");
    expect(await links.allInnerTexts()).toEqual([retries.title]);
    expect(await links.first().getAttribute("href")).toBe(`/blog/${retries.slug}`);
    await page.context().close();
  });
});

// With JavaScript, in every engine: a post's tag opens its page inside the app (the
// window's mark survives), and Back returns to the post.
const tagJourney: Journey = {
  name: "a post's tag opens its page inside the app, and Back returns to the post",
  async walk(visitor, journeySite) {
    const post = `/blog/${coldStarts.slug}`;
    const tag = "/tags/performance";
    await visitor.open(journeySite.url + post);
    await visitor.pointAt(`main a[href="${tag}"]`);
    await until(visitor, probe.hydrated, Boolean);
    await visitor.run(probe.mark);
    await visitor.click(`main a[href="${tag}"]`);
    // The address changes first, the page once its data is in.
    const tagged = await until(
      visitor,
      probe.where,
      (seen) => seen.path === tag && seen.heading === "Posts tagged “Performance”",
    );
    expect(tagged.marked).toBe(true);
    await visitor.back();
    const back = await until(
      visitor,
      probe.where,
      (seen) => seen.path === post && seen.heading === coldStarts.title,
    );
    expect(back.marked).toBe(true);
    await expectNoProblems(visitor, journeySite);
  },
};
describe("with JavaScript", () => {
  inEveryEngine(() => site().url, [tagJourney]);
});

describe("in two languages (tests/fixtures/post-translations/)", () => {
  const translated = servedSite("post-translations");
  const alternates = (file: string) =>
    [
      ...readFileSync(join(translated().client, file), "utf8").matchAll(
        /<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g,
      ),
    ].map(([, lang, href]) => `${lang} ${href}`);

  test("each language has the tags its posts carry there; a tag's page links only the languages that have it", () => {
    const performance = `${origin}/tags/performance`;
    const japanese = `${origin}/ja/tags/${encodeURIComponent("パフォーマンス")}`;
    // The Japanese translation of "Measuring cold starts" gives its own tag for Performance.
    expect(alternates("tags/performance/index.html")).toEqual([
      `en-US ${performance}`,
      `en ${performance}`,
      `x-default ${performance}`,
    ]);
    expect(alternates("ja/tags/パフォーマンス/index.html")).toEqual([
      `ja-JP ${japanese}`,
      `ja ${japanese}`,
    ]);
    // Go is in both.
    expect(alternates("ja/tags/go/index.html")).toEqual(alternates("tags/go/index.html"));
    expect(alternates("tags/go/index.html")).toContain(`ja-JP ${origin}/ja/tags/go`);
  });

  test("the header's link to a language whose posts do not carry the tag leads to its tags page", async () => {
    const { page } = await openPage(browser(), { javaScriptEnabled: false });
    await page.goto(`${translated().url}/tags/performance`);
    expect(await page.getByRole("link", { name: "日本語" }).getAttribute("href")).toBe("/ja/tags");
    await page.goto(`${translated().url}/tags/go`);
    expect(await page.getByRole("link", { name: "日本語" }).getAttribute("href")).toBe(
      "/ja/tags/go",
    );
    await page.context().close();
  });
});
