import { load } from "cheerio/slim";
import { describe, expect, inject, test } from "vitest";
import { browserForFile, openPage } from "../harness/chromium";
import { homeEntries } from "../../app/lib/content/home-entries";
import { postCanonical } from "../../app/lib/content/post-language";
import { languageTag } from "../../app/lib/metadata/site-urls";
import { buildTitle } from "../../app/lib/metadata/meta";
import { shownAddress } from "../../app/lib/i18n/address";
import {
  yourContent,
  yourHidden,
  yourLanguages,
  yourPostHref,
  yourPostPageIn,
  yourProfiles,
  yourBuiltPage,
  yourSettings,
} from "./your-content";

// Your site (build/client/, from content/), read with JavaScript off as a
// crawler or a slow phone sees it, in each of its languages. Every
// expectation comes from your content and settings, so these hold for
// whoever's site this is.

const liveURL = inject("liveURL");
const browser = browserForFile();
const hrefs = (locator: import("playwright-core").Locator) =>
  locator.evaluateAll((links) => links.map((a) => a.getAttribute("href")));

describe.each(yourLanguages)("your pages in $language.name", ({ content, folder, walked }) => {
  const { owner, posts, projects } = content;
  // Another language's home is its folder, as its links write it ("/ja").
  const home = folder ? `${yourSettings.basePath}${folder.slice(1)}` : yourSettings.basePath;
  const base = `${yourSettings.basePath}${folder ? `${folder.slice(1)}/` : ""}`;

  async function visit(route: string) {
    const { page, problems } = await openPage(browser(), { javaScriptEnabled: false });
    const response = await page.goto(liveURL + folder + route);
    expect(response?.status(), route).toBe(200);
    return { page, problems };
  }

  // The table's pages, the archive and tags, and a few posts in a browser; every post's file below.
  describe.each(walked)("%s", (route) => {
    test("is in your language, titled with your name, and complete without JavaScript", async () => {
      const { page, problems } = await visit(route);
      expect(await page.locator("html").getAttribute("lang")).toBe(languageTag(owner.locale));
      const title = await page.title();
      if (route === "/") expect(title).toBe(owner.name);
      else
        expect(title.endsWith(` | ${owner.name}`) && title.length > owner.name.length + 3).toBe(
          true,
        );
      expect(await page.getByRole("heading", { level: 1 }).count()).toBe(1);
      expect(await hrefs(page.locator("header nav a"))).toEqual([
        home,
        `${base}projects`,
        `${base}blog`,
      ]);
      expect(problems).toEqual([]);
    });

    test("its footer links every profile you listed, in order, and shows your address", async () => {
      const { page } = await visit(route);
      const footer = page.getByRole("contentinfo");
      const links = footer.getByRole("link");
      expect(await hrefs(links)).toEqual(yourProfiles.map((profile) => profile.url));
      const attributes = await links.evaluateAll((all) =>
        all.map((a) => ({ target: a.getAttribute("target"), rel: a.getAttribute("rel") ?? "" })),
      );
      yourProfiles.forEach((profile, i) => {
        const { target, rel } = attributes[i]!;
        // Profiles on other sites open in a new tab, safely; e-mail and files as links do.
        expect(target, profile.url).toBe(profile.kind === "external" ? "_blank" : null);
        if (profile.kind === "external") expect(rel, profile.url).toMatch(/noopener noreferrer/);
        expect(rel.split(" ").includes("me"), profile.url).toBe(profile.rel === "me");
      });
      // In the page's language, as content/languages.ts words it (docs/customize.md).
      const address = shownAddress(yourSettings.address, yourContent.links, content.links).line;
      expect(await footer.innerText()).toContain(address);
    });
  });

  test("Home greets as you do and lists your newest posts and your featured or newest projects", async () => {
    const { page } = await visit("/");
    const home = homeEntries(posts, projects, yourSettings.sectionContentLimit);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toContain(owner.greeting);
    expect(await page.locator("main").innerText()).toContain(owner.bio);
    expect(await page.getByRole("img", { name: owner.headshotAlt }).count()).toBeGreaterThan(0);
    const shown = await hrefs(page.locator("main a"));
    const href = (entry: { url: string }) => yourPostHref(entry, base);
    const newest = new Set([...home.posts, ...home.projects].map(href));
    for (const url of newest) expect(shown, url).toContain(url);
    for (const url of [...posts, ...projects].map(href))
      if (!newest.has(url)) expect(shown, url).not.toContain(url);
  });

  test("About shows your paragraphs", async () => {
    const { page } = await visit("/about-me");
    const text = await page.locator("main").innerText();
    for (const paragraph of owner.about) expect(text).toContain(paragraph);
  });

  test("the Blog links every post you wrote or imported, and none you hid", async () => {
    const { page } = await visit("/blog");
    const shown = new Set(await hrefs(page.locator("main a")));
    for (const post of posts) expect(shown.has(yourPostHref(post, base)), post.url).toBe(true);
    for (const url of yourHidden) expect(shown.has(url), url).toBe(false);
  });

  test("each post you wrote on the site has its page, your text or its translation, in the same tab from the Blog", () => {
    // Read from the build's files, as a crawler gets them: a browser a post would grow without bound.
    const local = posts.filter((post) => post.local);
    const blog = load(yourBuiltPage(folder, "/blog"));
    for (const post of local) {
      const href = yourPostHref(post, base);
      const link = blog(`main a[href="${href}"]`).first();
      expect(link.length, href).toBe(1);
      expect(link.attr("target"), post.url).toBe(undefined);
      const $ = load(yourBuiltPage(folder, `/blog/${post.local!.slug}`));
      expect($("html").attr("lang"), post.url).toBe(languageTag(owner.locale));
      expect($("title").text(), post.url).toBe(buildTitle(owner.name, post.title));
      expect($("h1").length, post.url).toBe(1);
      expect($("h1").text().trim(), post.url).toBe(post.title);
      // In another language than the page's (yours untranslated, or its own lang): marked so.
      expect($("h1").attr("lang"), post.url).toBe(post.lang);
      expect($("#post-body").attr("lang"), post.url).toBe(post.lang);
      expect($("#post-body").text().trim(), post.url).not.toBe("");
      // Shown in a language not its own: the page of the language it is written in is canonical.
      const pageIn = (locale: string) => yourPostPageIn(post.local!.slug, locale);
      expect($('link[rel="canonical"]').attr("href"), post.url).toBe(
        postCanonical(post.local!, owner.locale, pageIn) ?? post.url,
      );
    }
  });

  test("Projects links every project you listed or imported, and none you hid", async () => {
    const { page } = await visit("/projects");
    const shown = new Set(await hrefs(page.locator("main a")));
    for (const project of projects) expect(shown.has(project.url), project.url).toBe(true);
    for (const url of yourHidden) expect(shown.has(url), url).toBe(false);
  });
});
