import { pagePaths, pageHtmlFile } from "../../app/lib/pages/site-pages";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, inject, test } from "vitest";
import { countLabel } from "../../app/lib/i18n/count-label";
import { en } from "../../app/lib/i18n/dictionaries/en";
import { dictionaryFor } from "../../app/lib/i18n/languages";
import { jsonLdNodes, parsePage } from "../../pipeline/stages/5-seo-files/built-pages";
import { servedSite } from "../harness/sites/variants";
import * as ar from "../fixtures/personas/ar";
import * as de from "../fixtures/personas/de";
import * as ja from "../fixtures/personas/ja";
import { axeViolations } from "../harness/checks/axe";
import { browserForFile, openPage, routes, waitForHydration } from "../harness/chromium";
import { englishIn, pageWords } from "../harness/checks/english-labels";
import { overflowing } from "../harness/checks/overflow";
import { lineTopsOf } from "../harness/journeys/page-probes";

// Owners in Japanese, Arabic and German, each a whole content/ of their own,
// built for real in copies of the project (one build each, shared by all of
// its tests) and served as `npm start` serves them.

const personas = [ja, ar, de];
const sites = {
  ja: servedSite("persona-ja"),
  ar: servedSite("persona-ar"),
  de: servedSite("persona-de"),
};
const browser = browserForFile();
const pages = pagePaths.map(pageHtmlFile);

const site = (id: string) => sites[id as keyof typeof sites]();
const read = (id: string, file: string) => readFileSync(join(site(id).client, file), "utf8");

async function visit(id: string, route: string, options = {}): Promise<Page> {
  const { page } = await openPage(browser(), options);
  await page.goto(site(id).url + route);
  await waitForHydration(page);
  return page;
}

describe.each(personas.map(({ facts }) => facts))("a site in $lang", (facts) => {
  const own = dictionaryFor(facts.locale).dictionary;

  test("builds without the notice of a missing dictionary: its language has one", () => {
    expect(site(facts.id).output).toMatch(/^Built 4 pages/m);
    expect(site(facts.id).output).not.toMatch(/Notice|no dictionary/);
  });

  test(`every page, the 404 page too, is <html lang="${facts.lang}">, ${facts.dir === "rtl" ? 'dir="rtl"' : "left to right"}`, () => {
    for (const file of [...pages, "404.html"]) {
      const html = /<html[^>]*>/.exec(read(facts.id, file))![0];
      expect(html, file).toContain(`lang="${facts.lang}"`);
      if (facts.dir === "rtl") expect(html, file).toContain('dir="rtl"');
      else expect(html, file).not.toContain("dir=");
    }
  });

  // Each page is loaded at 320 px, what the tests below check read from it, and once more dark for axe.
  const seen = new Map<string, { words: string; nav: string[]; footer: string | null }>();
  const problems = new Map<string, { overflow: string[]; light: string[]; dark: string[] }>();
  beforeAll(async () => {
    for (const route of routes) {
      const viewport = { width: 320, height: 800 };
      const page = await visit(facts.id, route, { viewport, bypassCSP: true });
      seen.set(route, {
        words: await pageWords(page),
        // The main navigation, by its name: /projects has its filter's navigation too.
        nav: await page
          .getByRole("navigation", { name: own.mainNav })
          .getByRole("link")
          .allTextContents(),
        footer: await page.getByRole("contentinfo").getByRole("heading").textContent(),
      });
      const overflow = await overflowing(page);
      const light = await axeViolations(page);
      await page.context().close();
      // Dark from the start: cards below the fold (content-visibility) keep the
      // colours they had if the scheme changes after they were laid out.
      const dark = await visit(facts.id, route, { colorScheme: "dark", bypassCSP: true });
      problems.set(route, { overflow, light, dark: await axeViolations(dark) });
      await dark.context().close();
    }
  }, 120_000);

  test("no English label is left on any page, the 404 page too, and its own labels are there", () => {
    for (const route of routes) {
      const { words, nav, footer } = seen.get(route)!;
      expect(englishIn(words, own), route).toEqual([]);
      expect(nav, route).toEqual([own.navHome, own.navProjects, own.navBlog]);
      expect(footer, route).toBe(own.letsConnect);
      expect(words, route).toContain(own.mainNav);
    }
    const notFound = read(facts.id, "404.html");
    expect(englishIn(notFound.replace(/<[^>]+>/g, " "), own)).toEqual([]);
    expect(notFound).toContain(`<title>${own.notFoundTitle}</title>`);
  });

  test("its feeds and structured data are in its language", () => {
    const home = parsePage(read(facts.id, "index.html"));
    expect(home.meta.get("og:locale")).toEqual([facts.locale]);
    const blog = jsonLdNodes({ file: "blog", ...parsePage(read(facts.id, "blog/index.html")) });
    const website = blog.find((node) => node["@type"] === "WebSite")!;
    const node = blog.find((n) => n["@type"] === "Blog") as { inLanguage: string; name: string };
    expect(website.inLanguage).toBe(facts.lang);
    expect(node.inLanguage).toBe(facts.lang);
    expect(node.name).toBe(`${own.blogTitle} | ${facts.name}`);
    expect(read(facts.id, "rss.xml")).toContain(`<language>${facts.lang}</language>`);
    expect(read(facts.id, "rss.xml")).toContain(`<title>${own.blogTitle} | ${facts.name}</title>`);
    expect(read(facts.id, "atom.xml")).toContain(`xml:lang="${facts.lang}"`);
    expect(JSON.parse(read(facts.id, "feed.json"))).toMatchObject({ language: facts.lang });
    const manifest = JSON.parse(read(facts.id, "manifest.webmanifest")) as Record<string, unknown>;
    expect(manifest.lang).toBe(facts.lang);
    expect(manifest.dir).toBe(facts.dir === "rtl" ? "rtl" : undefined);
  });

  test("its city and country are the Person's in search results", () => {
    const person = jsonLdNodes({ file: "", ...parsePage(read(facts.id, "index.html")) }).find(
      (node) => node["@type"] === "Person",
    );
    expect(person?.address).toMatchObject({
      addressLocality: facts.city,
      addressCountry: facts.country,
    });
  });

  test("nothing on any page is wider than a 320 px screen", () => {
    for (const route of routes) expect(problems.get(route)!.overflow, route).toEqual([]);
  });

  test.each(["light", "dark"] as const)(
    "axe finds nothing on any page in the %s scheme",
    (scheme) => {
      for (const route of routes) expect(problems.get(route)![scheme], route).toEqual([]);
    },
  );
});

const lineTops = (page: Page, text: string) => page.evaluate(lineTopsOf, text);

test("the Arabic owner's monogram is one letter: two initials would join into a word", () => {
  const monogram = /<span aria-hidden="true" class="bg-accent[^>]*>([^<]*)<\/span>/.exec(
    read(ar.facts.id, "index.html"),
  );
  expect(monogram?.[1]).toBe([...ar.facts.name][0]);
});

describe("Japanese", () => {
  test.each([320, 390, 1280])("at %i px her name in the greeting is on one line", async (width) => {
    const page = await visit("ja", "/", { viewport: { width, height: 800 } });
    expect(await lineTops(page, ja.facts.name)).toHaveLength(1);
    await page.context().close();
  });

  test("where the greeting must wrap, it wraps between phrases, not inside her name", async () => {
    const page = await visit("ja", "/");
    const h1 = page.locator("h1");
    // Room for seven and a half characters, whatever the font: breaking
    // anywhere would end the first line inside the name ("こんにちは、佐").
    await h1.evaluate((el) => {
      const range = document.createRange();
      range.setStart(el.firstChild!, 0);
      range.setEnd(el.firstChild!, 1);
      el.style.width = `${range.getBoundingClientRect().width * 7.5}px`;
    });
    expect((await lineTops(page, ja.greeting)).length).toBeGreaterThan(1);
    expect(await lineTops(page, ja.facts.name)).toHaveLength(1);
    // The check does fail where the rules are missing (the <wbr>s alone allow no break in the name).
    await h1.evaluate((el) => Object.assign(el.style, { wordBreak: "normal", textWrap: "wrap" }));
    expect(await lineTops(page, ja.facts.name)).toHaveLength(2);
    await page.context().close();
  });

  test("the Blog's older posts are counted in Japanese", async () => {
    const page = await visit("ja", "/blog");
    expect(await page.locator(".post-archive-year p").allTextContents()).toEqual([
      countLabel(dictionaryFor("ja_JP").dictionary.postsInYear, 2, "ja-JP"),
    ]);
    await page.context().close();
  });
});

describe("Arabic", () => {
  test("the layout is mirrored: her name on the right, arrows turned to point left", async () => {
    const page = await visit("ar", "/", { viewport: { width: 1280, height: 800 } });
    const box = async (selector: string) => (await page.locator(selector).first().boundingBox())!;
    expect((await box("header > a")).x).toBeGreaterThan((await box("header nav")).x);
    const scales = await page
      .locator(".forward")
      .evaluateAll((icons) => icons.map((icon) => getComputedStyle(icon).scale));
    expect(scales).toEqual(["-1 1", "-1 1", "-1 1"]);
    // A project's arrow follows the page, whatever its title's script: a Latin name's too.
    const arrows = await page
      .locator(".project-card h3")
      .evaluateAll((titles) => titles.map((h3) => getComputedStyle(h3, "::after").scale));
    expect(arrows).toEqual(["-1 1", "-1 1"]);
    await page.context().close();
  });

  test("Latin words keep their order inside the right-to-left page: a tag and a handle", async () => {
    const page = await visit("ar", "/projects");
    /** The x of each character of the element's text, in reading order. */
    const xs = (selector: string) =>
      page.locator(selector).evaluate((el) => {
        const node = document.createTreeWalker(el, NodeFilter.SHOW_TEXT).nextNode() as Text;
        return [...node.data].map((_, i) => {
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          return Math.round(range.getBoundingClientRect().left);
        });
      });
    const ascending = (values: number[]) => values.every((x, i) => i === 0 || x >= values[i - 1]!);
    const tag = `.project-card li:text-is("${ar.latinTag}")`;
    const handle = `footer a:has-text("${ar.handle}")`;
    expect(ascending(await xs(tag))).toBe(true);
    expect(ascending(await xs(handle))).toBe(true);
    // Without the isolation the right-to-left paragraph reorders them ("++C", "layla@…@").
    await page.locator(tag).evaluate((li) => (li.style.unicodeBidi = "normal"));
    await page.locator(handle).evaluate((a) => a.removeAttribute("dir"));
    expect(ascending(await xs(tag))).toBe(false);
    expect(ascending(await xs(handle))).toBe(false);
    await page.context().close();
  });

  test("a title that opens with a Latin name runs right to left, one in English left to right", async () => {
    const page = await visit("ar", "/blog");
    const direction = (name: string) =>
      page
        .getByRole("main")
        .getByRole("heading", { name })
        .evaluate((heading) => getComputedStyle(heading).direction);
    expect(await direction(ar.latinFirstTitle)).toBe("rtl");
    expect(await direction(ar.englishTitle)).toBe("ltr");
    await page.context().close();
  });

  test("the footer shows her city and country as one Arabic line", () => {
    expect(read("ar", "index.html")).toContain(`${ar.facts.city}، ${ar.facts.country}`);
  });
});

describe("German", () => {
  test("dates read as German writes them", () => {
    expect(read("de", "blog/index.html")).toContain(">14. Mai 2025</time>");
  });
});

describe("the English site the other tests serve", () => {
  const baseURL = inject("sample").url;
  const words: Record<string, string[]> = {
    "/": [
      en.navHome,
      en.aboutLink,
      en.recentArticles,
      en.latestProjects,
      en.viewMore,
      en.letsConnect,
    ],
    "/about-me": [en.aboutHeading],
    "/blog": [en.blogHeading],
    "/projects": [en.projectsHeading],
  };

  test("shows the specification's words, as the English dictionary has them", async () => {
    for (const route of routes) {
      const { page } = await openPage(browser());
      await page.goto(baseURL + route);
      const text = await page.locator("body").innerText();
      for (const label of words[route]!) expect(text, route).toContain(label);
      await page.context().close();
    }
  });

  test("carries nothing for other scripts: no direction, no script styles", async () => {
    const html = await (await fetch(`${baseURL}/`)).text();
    expect(/<html[^>]*>/.exec(html)![0]).toMatch(/^<html lang="en(-[A-Z]{2})?">$/);
    expect(html).not.toContain(":lang(");
  });
});
