import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Locator, Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { localPosts, personaPosts } from "../fixtures/local-posts-site";
import { translatedPosts } from "../fixtures/post-translations-site";
import { axeViolations } from "../harness/checks/axe";
import {
  browserForFile,
  markDocument,
  marker,
  openPage,
  violations,
  waitForHydration,
} from "../harness/chromium";
import { servedSite } from "../harness/sites/variants";
import { inEveryEngine } from "../harness/journeys/in-every-engine";
import { at, expectNoProblems, type Journey } from "../harness/journeys/journey-steps";
import * as probe from "../harness/journeys/page-probes";
import { until } from "../harness/journeys/until";

// The archive and the search of a site with posts written on it, on the
// builds other tests make anyway: the sample writing in English and Japanese
// (post-translations) and the Arabic persona writing in Arabic
// (local-posts-ar). Nothing of the search is fetched before the visitor shows
// intent to search; then a word in any script finds its post as they type,
// the matched words marked and their count said; the keyboard alone reaches
// a result; without JavaScript the form lands on the archive with the query.

const site = servedSite("post-translations");
const arabic = servedSite("local-posts-ar");
const browser = browserForFile();
const { coldStarts, japanese } = translatedPosts;
/** The search's module and an index (not the app's chunk of the box, which comes with the app). */
const searchRequest = /\/assets\/(search-[\w-]{8}\.js|search-index-[\w-]+\.json)$/;
const focused = (locator: Locator) =>
  locator.evaluate((element) => element === document.activeElement);

const searchBox = (page: Page) => page.getByRole("banner").getByRole("searchbox");
const results = (page: Page) => page.getByRole("banner").getByRole("search").getByRole("link");

async function visit(base: string, path: string, javaScriptEnabled = true, bypassCSP = false) {
  const watched = await openPage(browser(), { javaScriptEnabled, bypassCSP });
  const response = await watched.page.goto(base + path);
  expect(response?.status(), path).toBe(200);
  return watched;
}

describe("the build", () => {
  test("each language has its archive, in the sitemap with its alternates; the Blog links it", () => {
    const { client } = site();
    const sitemap = readFileSync(join(client, "sitemap.xml"), "utf8");
    expect(sitemap).toContain("<loc>https://tobiadeyemi.dev/archive</loc>");
    expect(sitemap).toContain(
      '<xhtml:link rel="alternate" hreflang="ja-JP" href="https://tobiadeyemi.dev/ja/archive">',
    );
    const blog = readFileSync(join(client, "blog/index.html"), "utf8");
    expect(blog).toMatch(/<a [^>]*href="\/archive"[^>]*>All posts<\/a>/);
  });

  test("forms may reach the site, and nothing else: form-action 'self' in every page and _headers", () => {
    const { client } = site();
    for (const file of ["index.html", "archive/index.html", "ja/blog/index.html"])
      expect(readFileSync(join(client, file), "utf8"), file).toContain("form-action 'self'");
    expect(readFileSync(join(client, "_headers"), "utf8")).toContain("form-action 'self'");
  });
});

describe("in Chromium", () => {
  test("nothing of the search is fetched before intent to search, not even with the app; focus fetches it once", async () => {
    const { page, requests, problems } = await visit(site().url, "/");
    await page.mouse.wheel(0, 800);
    await waitForHydration(page);
    expect(requests.filter((url) => searchRequest.test(url))).toEqual([]);
    await searchBox(page).focus();
    await expect.poll(() => requests.filter((url) => searchRequest.test(url)).length).toBe(2);
    await searchBox(page).pressSequentially("perf_counter");
    await expect
      .poll(() => results(page).allTextContents())
      .toEqual([expect.stringContaining(coldStarts.title)]);
    expect(requests.filter((url) => searchRequest.test(url))).toHaveLength(2);
    expect(problems).toEqual([]);
    expect(await violations(page)).toEqual([]);
  });

  test("a code identifier and a word of a post's code find the post; the matched words are marked, the count said", async () => {
    const { page } = await visit(site().url, "/");
    await searchBox(page).fill("firstAnswerMs");
    await expect
      .poll(() => results(page).allTextContents())
      .toEqual([expect.stringContaining(coldStarts.title)]);
    await searchBox(page).fill("cold start");
    await expect
      .poll(() => page.getByRole("banner").locator("mark").allTextContents())
      .toEqual(expect.arrayContaining(["cold", "starts"]));
    await expect
      .poll(() => page.getByRole("banner").getByRole("status").textContent())
      .toMatch(/^\d+ results?$/);
    await searchBox(page).fill("zzzqqq");
    await expect
      .poll(() => page.getByRole("banner").getByRole("status").textContent())
      .toBe("Nothing found for “zzzqqq”.");
  });

  test("a Japanese word inside a sentence finds its post on the Japanese pages", async () => {
    const { page, problems } = await visit(site().url, "/ja/");
    await searchBox(page).fill("風鈴");
    await expect
      .poll(() => results(page).allTextContents())
      .toEqual([expect.stringContaining(japanese.title)]);
    await expect
      .poll(() => page.getByRole("banner").getByRole("status").textContent())
      .toBe("1件の結果");
    expect(problems).toEqual([]);
  });

  test("an Arabic word finds its post with its article and without", async () => {
    const title = personaPosts.ar.title;
    const { page, problems } = await visit(arabic().url, "/");
    for (const word of ["الخادم", "خادم", "الشبكة", "شبكة"]) {
      await searchBox(page).fill(word);
      await expect
        .poll(() => results(page).allTextContents(), { message: word })
        .toEqual([expect.stringContaining(title)]);
    }
    expect(problems).toEqual([]);
    expect(await violations(page)).toEqual([]);
  });

  test("by keyboard alone: / to the box, the words, the arrow keys to a result, Enter opens it", async () => {
    const { page, problems } = await visit(site().url, "/projects");
    await page.keyboard.press("/");
    await expect.poll(() => focused(searchBox(page))).toBe(true);
    await page.keyboard.type("cold starts");
    await expect.poll(() => results(page).first().isVisible()).toBe(true);
    await page.keyboard.press("ArrowDown");
    await expect.poll(() => focused(results(page).first())).toBe(true);
    await page.keyboard.press("ArrowUp");
    await expect.poll(() => focused(searchBox(page))).toBe(true);
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await page.waitForURL(`**/blog/${coldStarts.slug}`);
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toBe(coldStarts.title);
    expect(problems).toEqual([]);
  });

  test("once the app is there, a result opens inside it, and the header's results close", async () => {
    const { page, problems } = await visit(site().url, "/projects");
    await waitForHydration(page);
    await markDocument(page);
    await searchBox(page).fill("cold starts");
    await results(page).getByText(coldStarts.title, { exact: true }).click();
    await page.waitForURL(`**/blog/${coldStarts.slug}`);
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toBe(coldStarts.title);
    expect(await marker(page)).toBe(42);
    expect(await results(page).count()).toBe(0);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  test("Escape closes the header's results, and the focus leaving the box does too", async () => {
    const { page } = await visit(site().url, "/");
    await searchBox(page).fill("cold");
    await expect.poll(() => results(page).count()).toBe(1);
    await results(page).first().focus();
    await page.keyboard.press("Escape");
    await expect.poll(() => results(page).count()).toBe(0);
    await expect.poll(() => focused(searchBox(page))).toBe(true);
    await searchBox(page).fill("cold starts");
    await expect.poll(() => results(page).count()).toBe(1);
    await page.getByRole("banner").getByRole("link", { name: "Blog" }).focus();
    await expect.poll(() => results(page).count()).toBe(0);
  });

  test("the archive with ?q= shows the results at its top, in a page with no axe violation", async () => {
    const { page, problems } = await visit(site().url, "/archive?q=retries", true, true);
    const main = page.getByRole("main");
    await expect.poll(() => main.getByRole("searchbox").inputValue()).toBe("retries");
    await expect
      .poll(() => main.getByRole("search").getByRole("link").allTextContents())
      .toEqual([expect.stringContaining(localPosts.retries.title)]);
    // Every post is still listed below, by year.
    await expect
      .poll(() => main.getByRole("heading", { level: 2, name: "2025" }).isVisible())
      .toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });

  test("without JavaScript the header's form lands on the archive with the query in the address", async () => {
    const { page, problems } = await visit(site().url, "/blog", false);
    await searchBox(page).fill("cold starts");
    await searchBox(page).press("Enter");
    await page.waitForURL("**/archive?q=cold+starts");
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toBe("All posts");
    await expect
      .poll(() =>
        page
          .getByRole("main")
          .getByRole("link", { name: coldStarts.title, exact: true })
          .isVisible(),
      )
      .toBe(true);
    expect(problems).toEqual([]);
    expect(await violations(page)).toEqual([]);
  });
});

// In the page, for every engine: the search's files fetched so far, and the header's results.
const fetchedSearch = () =>
  performance
    .getEntriesByType("resource")
    .map((entry) => entry.name)
    .filter((name) => /\/assets\/(search-[\w-]{8}\.js|search-index-[\w-]+\.json)$/.test(name));
const typeInHeader = (words: string) => {
  const input = document.querySelector<HTMLInputElement>("[data-search=header] input")!;
  input.value = words;
  input.dispatchEvent(new InputEvent("input", { bubbles: true }));
};
const headerResults = () =>
  [...document.querySelectorAll("[data-search=header] .search-results a")].map(
    (link) => link.textContent ?? "",
  );
const headerBox = "[data-search=header] input";

const journeys: Journey[] = [
  {
    name: "the search is fetched on focus, not before, and finds a Japanese word in its post",
    async walk(visitor, served) {
      await visitor.open(`${served.url}/ja/`);
      await visitor.rest();
      expect(await visitor.run(fetchedSearch)).toEqual([]);
      await visitor.run(probe.focus, headerBox);
      await until(visitor, fetchedSearch, (files) => files.length === 2);
      await visitor.run(typeInHeader, "風鈴");
      const found = await until(visitor, headerResults, (titles) => titles.length > 0);
      expect(found).toEqual([expect.stringContaining(japanese.title)]);
      await expectNoProblems(visitor);
    },
  },
  {
    name: "without JavaScript, Enter in the header's box lands on the archive",
    options: { javaScript: false },
    async walk(visitor, served) {
      await visitor.open(`${served.url}/blog`);
      await visitor.run(probe.focus, headerBox);
      await visitor.press("Enter");
      await until(visitor, probe.where, at("/archive"));
      await expectNoProblems(visitor);
    },
  },
];

describe("in every engine", () => {
  inEveryEngine(() => site().url, journeys);
});
