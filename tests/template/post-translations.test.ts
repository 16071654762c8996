import { readFileSync } from "node:fs";
import { join } from "node:path";
import { load } from "cheerio/slim";
import { XMLParser } from "fast-xml-parser";
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { pageHtmlFile } from "../../app/lib/pages/site-pages";
import { localPosts } from "../fixtures/local-posts-site";
import { translatedPosts } from "../fixtures/post-translations-site";
import { browserForFile, openPage } from "../harness/chromium";
import { servedSite } from "../harness/sites/variants";

// The sample owner who writes on the site, in English and Japanese
// (tests/fixtures/post-translations-site.ts): a post translated into
// Japanese is the translation on the Japanese pages (its page, the lists,
// metadata and feeds), each version linking the other (hreflang); a post
// not translated is the English one there, marked so, a duplicate that
// names the English page canonical and claims no language; a post written
// in Japanese (`lang: ja`) is the Japanese pages' own, and the English ones
// show it marked Japanese, naming the Japanese page canonical.

const site = servedSite("post-translations");
const browser = browserForFile();
const { coldStarts, slowQuery, japanese } = translatedPosts;
const origin = "https://tobiadeyemi.dev";
const url = (path: string) => `${origin}${path}`;

async function visit(path: string) {
  const watched = await openPage(browser(), { javaScriptEnabled: false });
  const response = await watched.page.goto(site().url + path);
  expect(response?.status(), path).toBe(200);
  return watched;
}

/** The page's `<link rel="alternate" hreflang>`, as [hreflang, href]. */
const hreflangs = (page: Page) =>
  page
    .locator("head link[rel='alternate'][hreflang]")
    .evaluateAll((links) =>
      links.map((link) => [link.getAttribute("hreflang"), link.getAttribute("href")]),
    );
const canonical = (page: Page) => page.locator("link[rel='canonical']").getAttribute("href");
const graph = async (page: Page) =>
  (
    await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((blocks) => blocks.map((block) => JSON.parse(block.textContent ?? "{}")))
  ).flatMap((block: { "@graph": Record<string, unknown>[] }) => block["@graph"]);

test("a warning about what both languages show is printed once, naming the file and line", () => {
  // The untranslated post's code in a language the site does not highlight, on both languages' pages.
  const warning = `content/posts/${slowQuery.slug}/index.md:15: the code language "pseudocode"`;
  expect(site().output.split(warning)).toHaveLength(2);
});

/** The translated post's two pages, each linking both and x-default. */
const bothVersions = [
  ["en-US", url(`/blog/${coldStarts.slug}`)],
  ["en", url(`/blog/${coldStarts.slug}`)],
  ["ja-JP", url(`/ja/blog/${coldStarts.slug}`)],
  ["ja", url(`/ja/blog/${coldStarts.slug}`)],
  ["x-default", url(`/blog/${coldStarts.slug}`)],
];

describe("a post translated into Japanese", () => {
  test("its Japanese page shows the translation in Japanese: title, date, reading time, tags, sections, body and its image", async () => {
    const { page, problems } = await visit(`/ja/blog/${coldStarts.slug}`);
    expect(await page.locator("html").getAttribute("lang")).toBe("ja-JP");
    const main = page.getByRole("main");
    const title = main.getByRole("heading", { level: 1 });
    expect(await title.innerText()).toBe(coldStarts.ja.title);
    // In the page's language: nothing marks it as another.
    expect(await title.getAttribute("lang")).toBe(null);
    expect(await page.locator("#post-body").getAttribute("lang")).toBe(null);
    const text = await main.innerText();
    expect(text).toContain("2025年3月10日");
    expect(text).toMatch(/\d+分で読めます/);
    // The update is the English text's, not the translation's.
    expect(text).not.toContain("更新");
    const tags = main.getByRole("list", { name: "タグ" });
    // Each says out loud that it is a tag: "タグ: パフォーマンス".
    expect(await tags.getByRole("listitem").allTextContents()).toEqual(
      coldStarts.ja.tags.map((tag) => `タグ: ${tag}`),
    );
    expect(await tags.getAttribute("lang")).toBe(null);
    const sections = main.getByRole("navigation", { name: "目次" }).getByRole("link");
    expect(await sections.allInnerTexts()).toEqual(["測ったもの", "縮めたもの", "残るコスト"]);
    const body = page.locator("#post-body");
    expect(await body.innerText()).toContain(coldStarts.ja.bodyText);
    expect(await body.innerText()).not.toContain(coldStarts.bodyText);
    // The image beside the post, through the image pipeline, named in Japanese.
    const image = body.getByRole("img", { name: coldStarts.ja.imageAlt });
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    // Code in six languages coloured by classes, a table, a task list, math as MathML, the
    // alert and the footnotes in Japanese words.
    for (const language of ["go", "ts", "python", "rust", "bash", "json"])
      expect(
        await body.locator(`figure[data-language="${language}"] code span[class*='hl-']`).count(),
        language,
      ).toBeGreaterThan(0);
    expect(await body.getByRole("table").count()).toBe(1);
    expect(await body.getByRole("checkbox").count()).toBe(2);
    expect(await body.locator("math").count()).toBe(2);
    expect(await body.getByRole("note").innerText()).toContain("メモ");
    expect(await body.locator("[data-footnotes]").innerText()).toContain("スケジューラ");
    expect(problems).toEqual([]);
  });

  test("its metadata and BlogPosting are the translation's, in Japanese", async () => {
    const { page } = await visit(`/ja/blog/${coldStarts.slug}`);
    expect(await page.title()).toBe(`${coldStarts.ja.title} | トビ・アデイェミ`);
    expect(await canonical(page)).toBe(url(`/ja/blog/${coldStarts.slug}`));
    const description = page.locator('meta[name="description"]');
    expect(await description.getAttribute("content")).toBe(coldStarts.ja.description);
    const posting = (await graph(page)).find((node) => node["@type"] === "BlogPosting");
    expect(posting).toMatchObject({
      headline: coldStarts.ja.title,
      inLanguage: "ja-JP",
      datePublished: "2025-03-10",
      keywords: coldStarts.ja.tags,
    });
  });

  test.each(["/ja/blog", "/ja"])(
    "%s lists it by its Japanese title, unmarked, and the untranslated post marked English",
    async (path) => {
      const { page } = await visit(path);
      const main = page.getByRole("main");
      const translated = main.getByRole("heading", { name: coldStarts.ja.title, exact: true });
      expect(await translated.getAttribute("lang")).toBe(null);
      expect(await main.getByText(coldStarts.title, { exact: true }).count()).toBe(0);
      const link = main.getByRole("link", { name: coldStarts.ja.title, exact: true });
      expect(await link.getAttribute("href")).toBe(`/ja/blog/${coldStarts.slug}`);
      if (path === "/ja/blog") {
        const untranslated = main.getByRole("heading", { name: slowQuery.title, exact: true });
        expect(await untranslated.getAttribute("lang")).toBe("en-US");
      }
    },
  );

  test("the Japanese feeds carry the translation whole, at its Japanese page; the English ones the post", () => {
    const item = (folder: string) =>
      (
        JSON.parse(readFileSync(join(site().client, folder, "feed.json"), "utf8")) as {
          items: { url: string; title: string; content_html: string }[];
        }
      ).items.find((entry) => entry.url.includes(coldStarts.slug))!;
    const japanese = item("ja");
    expect(japanese).toMatchObject({
      url: url(`/ja/blog/${coldStarts.slug}`),
      title: coldStarts.ja.title,
    });
    expect(japanese.content_html).toContain(coldStarts.ja.bodyText);
    expect(japanese.content_html).not.toContain(coldStarts.bodyText);
    const english = item("");
    expect(english.title).toBe(coldStarts.title);
    expect(english.content_html).toContain(coldStarts.bodyText);
  });
});

describe("a post not translated into Japanese", () => {
  test("its Japanese page shows it in English, marked so, names the English page canonical and links no translation", async () => {
    const { page } = await visit(`/ja/blog/${slowQuery.slug}`);
    const main = page.getByRole("main");
    const title = main.getByRole("heading", { level: 1 });
    expect(await title.innerText()).toBe(slowQuery.title);
    expect(await title.getAttribute("lang")).toBe("en-US");
    expect(await page.locator("#post-body").getAttribute("lang")).toBe("en-US");
    expect(await page.locator("#post-body").innerText()).toContain(slowQuery.bodyText);
    expect(await canonical(page)).toBe(url(`/blog/${slowQuery.slug}`));
    expect(await hreflangs(page)).toEqual([]);
    const posting = (await graph(page)).find((node) => node["@type"] === "BlogPosting");
    expect(posting).toMatchObject({ headline: slowQuery.title, inLanguage: "en-US" });
  });
});

test("a post's previous and next on the Japanese pages: an untranslated one's title marked English, a translated one's unmarked", async () => {
  const { page } = await visit(`/ja/blog/${localPosts.retries.slug}`);
  const older = page.locator('a[rel="prev"]');
  expect(await older.getAttribute("href")).toBe(`/ja/blog/${slowQuery.slug}`);
  const olderTitle = older.getByText(slowQuery.title, { exact: true });
  expect(await olderTitle.getAttribute("lang")).toBe("en-US");
  const newer = page.locator('a[rel="next"]');
  expect(await newer.getAttribute("href")).toBe(`/ja/blog/${coldStarts.slug}`);
  const newerTitle = newer.getByText(coldStarts.ja.title, { exact: true });
  expect(await newerTitle.getAttribute("lang")).toBe(null);
});

test("hreflang: each page of a post links the pages it is written in, and x-default, reciprocally", async () => {
  for (const path of [`/blog/${coldStarts.slug}`, `/ja/blog/${coldStarts.slug}`]) {
    const { page } = await visit(path);
    expect(await hreflangs(page), path).toEqual(bothVersions);
    const alternate = page.locator('meta[property="og:locale:alternate"]');
    expect(await alternate.getAttribute("content"), path).toBe(
      path.startsWith("/ja/") ? "en_US" : "ja_JP",
    );
  }
  // The untranslated post's English page: itself alone, no Japanese version.
  const { page } = await visit(`/blog/${slowQuery.slug}`);
  expect(await canonical(page)).toBe(url(`/blog/${slowQuery.slug}`));
  expect(await hreflangs(page)).toEqual([
    ["en-US", url(`/blog/${slowQuery.slug}`)],
    ["en", url(`/blog/${slowQuery.slug}`)],
    ["x-default", url(`/blog/${slowQuery.slug}`)],
  ]);
  expect(await page.locator('meta[property="og:locale:alternate"]').count()).toBe(0);
});

test("the sitemap lists each version of a post once, with the versions its page links; not the untranslated post's Japanese page", () => {
  type Entry = { loc: string; "xhtml:link"?: { "@_hreflang": string; "@_href": string }[] };
  const sitemap = new XMLParser({ ignoreAttributes: false }).parse(
    readFileSync(join(site().client, "sitemap.xml"), "utf8"),
  ) as { urlset: { url: Entry[] } };
  const entries = sitemap.urlset.url;
  const links = (path: string) => {
    const found = entries.filter((entry) => entry.loc === url(path));
    expect(found, path).toHaveLength(1);
    return found[0]!["xhtml:link"]!.map((link) => [link["@_hreflang"], link["@_href"]]);
  };
  expect(links(`/blog/${coldStarts.slug}`)).toEqual(bothVersions);
  expect(links(`/ja/blog/${coldStarts.slug}`)).toEqual(bothVersions);
  expect(links(`/blog/${slowQuery.slug}`)).toEqual([
    ["en-US", url(`/blog/${slowQuery.slug}`)],
    ["en", url(`/blog/${slowQuery.slug}`)],
    ["x-default", url(`/blog/${slowQuery.slug}`)],
  ]);
  expect(entries.map((entry) => entry.loc)).not.toContain(url(`/ja/blog/${slowQuery.slug}`));
  // The post written in Japanese: its Japanese page alone, its one version.
  expect(links(`/ja/blog/${japanese.slug}`)).toEqual(japaneseVersion);
  expect(entries.map((entry) => entry.loc)).not.toContain(url(`/blog/${japanese.slug}`));
});

/** The Japanese post's one page of its own, in Japanese, which hreflang and the sitemap name. */
const japaneseVersion = [
  ["ja-JP", url(`/ja/blog/${japanese.slug}`)],
  ["ja", url(`/ja/blog/${japanese.slug}`)],
];

describe("a post written in Japanese (lang: ja) on a site in English first", () => {
  test("its Japanese page is its own: unmarked, its own canonical, linking itself alone", async () => {
    const { page, problems } = await visit(`/ja/blog/${japanese.slug}`);
    expect(await page.locator("html").getAttribute("lang")).toBe("ja-JP");
    const title = page.getByRole("main").getByRole("heading", { level: 1 });
    expect(await title.innerText()).toBe(japanese.title);
    expect(await title.getAttribute("lang")).toBe(null);
    expect(await page.locator("#post-body").getAttribute("lang")).toBe(null);
    expect(await canonical(page)).toBe(url(`/ja/blog/${japanese.slug}`));
    expect(await hreflangs(page)).toEqual(japaneseVersion);
    expect(problems).toEqual([]);
  });

  test("its English page shows it as written, marked Japanese, and names the Japanese page canonical", async () => {
    const { page } = await visit(`/blog/${japanese.slug}`);
    expect(await page.locator("html").getAttribute("lang")).toBe("en-US");
    const title = page.getByRole("main").getByRole("heading", { level: 1 });
    expect(await title.innerText()).toBe(japanese.title);
    expect(await title.getAttribute("lang")).toBe(japanese.lang);
    const body = page.locator("#post-body");
    expect(await body.getAttribute("lang")).toBe(japanese.lang);
    expect(await body.innerText()).toContain(japanese.bodyText);
    expect(await canonical(page)).toBe(url(`/ja/blog/${japanese.slug}`));
    expect(await hreflangs(page)).toEqual([]);
    const posting = (await graph(page)).find((node) => node["@type"] === "BlogPosting");
    expect(posting).toMatchObject({ headline: japanese.title, inLanguage: japanese.lang });
  });

  test("the English Blog and the previous link mark its title Japanese", async () => {
    const { page } = await visit(`/blog/${slowQuery.slug}`);
    const older = page.locator('a[rel="prev"]');
    expect(await older.getAttribute("href")).toBe(`/blog/${japanese.slug}`);
    const olderTitle = older.getByText(japanese.title, { exact: true });
    expect(await olderTitle.getAttribute("lang")).toBe(japanese.lang);
    const blog = load(readFileSync(join(site().client, pageHtmlFile("/blog")), "utf8"));
    const heading = blog("main h2, main h3").filter(
      (_, node) => blog(node).text() === japanese.title,
    );
    expect(heading.attr("lang")).toBe(japanese.lang);
  });

  test("the English feeds carry its language (Atom xml:lang, JSON Feed language); the Japanese ones need not", () => {
    const feed = (folder: string) =>
      JSON.parse(readFileSync(join(site().client, folder, "feed.json"), "utf8")) as {
        language: string;
        items: { url: string; language?: string }[];
      };
    const english = feed("");
    expect(english.language).toBe("en-US");
    expect(english.items.find((item) => item.url.includes(japanese.slug))!.language).toBe("ja");
    // The English posts carry none: the feed's language is theirs.
    expect(english.items.find((item) => item.url.includes(slowQuery.slug))).not.toHaveProperty(
      "language",
    );
    const inJapanese = feed("ja").items.find((item) => item.url.includes(japanese.slug))!;
    expect(inJapanese).not.toHaveProperty("language");
    const atom = new XMLParser({
      ignoreAttributes: false,
      isArray: (name) => name === "entry",
    }).parse(readFileSync(join(site().client, "atom.xml"), "utf8")) as {
      feed: { entry: { id: string; "@_xml:lang"?: string }[] };
    };
    const entry = atom.feed.entry.find((one) => one.id.includes(japanese.slug))!;
    expect(entry["@_xml:lang"]).toBe("ja");
  });
});
