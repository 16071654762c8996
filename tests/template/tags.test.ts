import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { XMLParser } from "fast-xml-parser";
import { describe, expect, test } from "vitest";
import { localPosts } from "../fixtures/local-posts-site";
import {
  browserForFile,
  markDocument,
  marker,
  openPage,
  violations,
  waitForHydration,
} from "../harness/chromium";
import { servedSite } from "../harness/sites/variants";
import { feedFiles } from "../../app/lib/metadata/site-urls";

// The tags of the sample owner who writes on the site (tests/fixtures/local-posts/):
// "Measuring cold starts" carries Go and Performance, the cross-post "Notes on
// retries" Distributed systems. Each tag has its page and feeds, the tags
// page lists them with counts, and a post's tags lead there, with JavaScript
// off and, inside the app, without a reload.

const site = servedSite("local-posts");
const browser = browserForFile();
const { coldStarts, retries } = localPosts;
const origin = "https://tobiadeyemi.dev";

describe("the build", () => {
  test("a page and three feeds a tag, listing only its posts; the tags page; all in the sitemap", () => {
    const { client } = site();
    const xml = new XMLParser();
    for (const [slug, title] of [
      ["go", coldStarts.title],
      ["performance", coldStarts.title],
      ["distributed-systems", retries.title],
    ] as const) {
      expect(existsSync(join(client, "tags", slug, "index.html")), slug).toBe(true);
      const rss = xml.parse(readFileSync(join(client, "tags", slug, feedFiles.rss.file), "utf8"));
      const items = [rss.rss.channel.item].flat() as { title: string; link: string }[];
      expect(
        items.map((item) => item.title),
        slug,
      ).toEqual([title]);
      const json = JSON.parse(
        readFileSync(join(client, "tags", slug, feedFiles.json.file), "utf8"),
      );
      expect(json.feed_url, slug).toBe(`${origin}/tags/${slug}/${feedFiles.json.file}`);
      expect(json.items.map((item: { title: string }) => item.title)).toEqual([title]);
      const atom = readFileSync(join(client, "tags", slug, feedFiles.atom.file), "utf8");
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
    expect(await tags.getByRole("link").allInnerTexts()).toEqual(["Go", "Performance"]);
    await tags.getByRole("link", { name: "Go" }).click();
    await page.waitForURL(/\/tags\/go$/);
    const main = page.getByRole("main");
    expect(await main.getByRole("heading", { level: 1 }).innerText()).toBe("Posts tagged “Go”");
    expect(await main.getByRole("article").getByRole("heading").allInnerTexts()).toEqual([
      coldStarts.title,
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

  test("the tags page lists every tag in order, with how many posts carry it", async () => {
    const { page } = await openPage(browser(), { javaScriptEnabled: false });
    await page.goto(`${site().url}/tags`);
    const items = await page
      .getByRole("main")
      .getByRole("listitem")
      .evaluateAll((lis) => lis.map((li) => li.textContent!.replace(/\s+/g, " ").trim()));
    expect(items).toEqual(["Distributed systems 1 post", "Go 1 post", "Performance 1 post"]);
    await page.context().close();
  });
});

test("with JavaScript, a post's tag opens its page inside the app, and Back returns to the post", async () => {
  const { page, problems } = await openPage(browser());
  const post = `/blog/${coldStarts.slug}`;
  await page.goto(site().url + post);
  await waitForHydration(page);
  await markDocument(page);
  await page.getByRole("list", { name: "Tags" }).getByRole("link", { name: "Performance" }).click();
  await page.waitForURL((url) => url.pathname === "/tags/performance");
  await page.getByRole("heading", { name: "Posts tagged “Performance”" }).waitFor();
  expect(
    await page.getByRole("main").getByRole("article").getByRole("heading").allInnerTexts(),
  ).toEqual([coldStarts.title]);
  expect(await marker(page)).toBe(42);
  await page.goBack();
  await page.waitForURL((url) => url.pathname === post);
  await page.getByRole("heading", { name: coldStarts.title, level: 1 }).waitFor();
  expect(await marker(page)).toBe(42);
  expect(await violations(page)).toEqual([]);
  expect(problems).toEqual([]);
  await page.context().close();
});
