import { pagePaths } from "../../app/lib/pages/site-pages";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { load } from "cheerio";
import { XMLParser } from "fast-xml-parser";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { jsonLdNodes, parsePage } from "../../pipeline/stages/5-seo-files/built-pages";
import { startServer, type LocalServer } from "../../server/local-server";
import { startAuditor } from "../../instruments/bench/lighthouse.ts";
import { failedAudits, summarize } from "../../instruments/bench/lighthouse-summary.ts";
import { dictionaryFor } from "../../app/lib/i18n/languages";
import { languages as written } from "../fixtures/languages";
import { budgets } from "../harness/budgets";
import { gzipSize } from "../harness/html/build-output";
import { pageViewed, startEndpoint, type Endpoint } from "../harness/hosts/analytics-endpoint";
import { checkPageBudgets } from "../harness/checks/page-budgets";
import { browserForFile, openPage, violations, waitForHydration } from "../harness/chromium";
import {
  fetchedTwice,
  namesAtTwoAddresses,
  readThenSwitchToJapanese,
} from "../harness/checks/asset-fetches";
import {
  fromRedirectsFile,
  nearestNotFound,
  rootNotFound,
  serveHost,
  staticHost,
  type NotFoundRule,
} from "../harness/hosts/emulated-hosts";
import { inEveryEngine } from "../harness/journeys/in-every-engine";
import { journeys } from "../harness/journeys/journeys";
import { narrowPhone, rightToLeft } from "../harness/journeys/journeys-look";
import { languageJourneys } from "../harness/journeys/journeys-languages";
import { sample } from "../harness/sites/sample-site";
import type { BuiltSite } from "../harness/sites/site-builds";
import { site } from "../harness/sites/variants";

// The sample owner's site in three languages (tests/fixtures/languages.ts):
// English at the site's own URLs, Japanese under /ja/ and Arabic, right to
// left, under /ar/, with the theme switch and page views on. Built once, as
// one `npm run build` does, and served as `npm start` serves it.

const home = "https://tobiadeyemi.dev/";
const languages = [
  { prefix: "", locale: "en_US", tag: "en-US", dir: "ltr", name: "English" },
  { prefix: "ja", locale: "ja_JP", tag: "ja-JP", dir: "ltr", name: "日本語" },
  { prefix: "ar", locale: "ar_EG", tag: "ar-EG", dir: "rtl", name: "العربية" },
] as const;
const pages = pagePaths.map((path) => path.slice(1));
const folder = (prefix: string) => (prefix ? `${prefix}/` : "");
/** A page's path: the site's home ends with "/", the others do not, a language's home ("/ja") neither. */
const pathOf = (prefix: string, page: string) =>
  `/${folder(prefix)}${page}`.replace(/(.)\/$/, "$1");
/** A page's address as its canonical link writes it. */
const address = (prefix: string, page: string) => new URL(pathOf(prefix, page), home).href;

let endpoint: Endpoint;
let built: BuiltSite;
let server: LocalServer;
beforeAll(async () => {
  endpoint = await startEndpoint();
  built = await site("translations", endpoint.url);
  server = await startServer(built.client);
}, 300_000);
afterAll(() => {
  server?.stop();
  endpoint?.stop();
});
const read = (file: string) => readFileSync(join(built.client, file), "utf8");
const html = (prefix: string, page: string) => read(`${folder(prefix)}${folder(page)}index.html`);
const browser = browserForFile();

test("one build makes every language's pages, and says which words each leaves untranslated", () => {
  expect(built.output).toMatch(/^Built 12 pages in 3 languages /m);
  // A line each: how many words, and where to see them (npm run untranslated).
  expect(built.output).toContain(
    'Notice: content/languages.ts leaves 3 of your words in ja_JP\'s pages in "en-US" (shown marked as such); `npm run untranslated` lists them.',
  );
  expect(built.output).toMatch(/leaves 9 of your words in ar_EG's pages in "en-US"/);
  // The template's own words are the default language's to warn about, once.
  expect(built.output.match(/placeholder identity/g)).toHaveLength(1);
});

describe.each(languages)("the $name pages", (language) => {
  const others = languages.filter((other) => other !== language);

  test("are in their language and direction, canonical to themselves, with og:locale and the other locales", () => {
    for (const page of pages) {
      const text = html(language.prefix, page);
      const $ = load(text);
      expect($("html").attr("lang"), page).toBe(language.tag);
      expect($("html").attr("dir"), page).toBe(language.dir === "rtl" ? "rtl" : undefined);
      const head = parsePage(text);
      expect(head.canonical, page).toBe(address(language.prefix, page));
      expect(head.meta.get("og:locale"), page).toEqual([language.locale]);
      expect(head.meta.get("og:locale:alternate"), page).toEqual(others.map((o) => o.locale));
      const website = jsonLdNodes({ file: page, ...head }).find((n) => n["@type"] === "WebSite");
      expect(website?.inLanguage, page).toBe(language.tag);
    }
  });

  test("describe one person, named from the site's home, with the name's other spellings", () => {
    const names = ["Tobi Adeyemi", written.ja_JP.owner.name];
    const head = parsePage(html(language.prefix, ""));
    const person = jsonLdNodes({ file: "", ...head }).find((n) => n["@type"] === "Person");
    const own = language.locale === "ja_JP" ? names[1] : names[0];
    expect(person).toMatchObject({
      "@id": `${address("", "")}#person`,
      name: own,
      alternateName: names.filter((name) => name !== own),
    });
  });

  test("link each translation, by its tag and its language alone, and x-default, absolute and reciprocal", () => {
    for (const page of pages) {
      expect(parsePage(html(language.prefix, page)).alternates, page).toEqual([
        // Each language in one region: announced by the language alone too ("ja").
        ...languages.flatMap((l) =>
          [l.tag, l.tag.split("-")[0]!].map((hreflang) => ({
            hreflang,
            href: address(l.prefix, page),
          })),
        ),
        { hreflang: "x-default", href: address("", page) },
      ]);
    }
  });

  test("link the same page in each other language, named in that language and script", () => {
    for (const page of pages) {
      const links = load(html(language.prefix, page))("header .language-links a");
      expect(
        links
          .toArray()
          .map((a) => [a.attribs.href, a.attribs.hreflang, a.attribs.lang, a.attribs.dir]),
        page,
      ).toEqual(others.map((o) => [pathOf(o.prefix, page), o.tag, o.tag, o.dir]));
      expect(links.toArray().map((a) => load(a).text())).toEqual(others.map((o) => o.name));
    }
  });

  test("have feeds of their own, in their language, linking their pages", () => {
    const rss = new XMLParser().parse(read(`${folder(language.prefix)}rss.xml`)) as {
      rss: { channel: { language: string; link: string; title: string } };
    };
    expect(rss.rss.channel.language).toBe(language.tag);
    expect(rss.rss.channel.link).toBe(address(language.prefix, "blog"));
    const feed = JSON.parse(read(`${folder(language.prefix)}feed.json`)) as {
      language: string;
      home_page_url: string;
    };
    expect([feed.language, feed.home_page_url]).toEqual([
      language.tag,
      address(language.prefix, "blog"),
    ]);
  });

  test(`each page is at most ${budgets.htmlGzip / 1000} KB gzipped`, () => {
    for (const page of pages)
      expect(gzipSize(html(language.prefix, page)), page || "home").toBeLessThanOrEqual(
        budgets.htmlGzip,
      );
  });

  checkPageBudgets(() => built.client, language.prefix);
});

test("an untranslated field shows the default language's words marked en-US; a translated one is unmarked", () => {
  const about = (prefix: string) => load(html(prefix, "about-me"));
  for (const prefix of ["ja", "ar"]) {
    const paragraphs = about(prefix)("main article .text-lg > p");
    expect(
      paragraphs.toArray().map((p) => p.attribs.lang),
      prefix,
    ).toEqual(Array(3).fill("en-US"));
    expect(about(prefix)(".leading-snug").attr("lang"), prefix).toBeUndefined();
  }
  const ja = load(html("ja", ""));
  expect(ja("h1").text()).toContain(written.ja_JP.owner.greeting);
  expect(ja("h1").attr("lang")).toBeUndefined();
  expect(ja("main img").first().attr("lang")).toBeUndefined();
  expect(load(html("ar", ""))("main img").first().attr("lang")).toBe("en-US");
  expect(load(html("ja", "blog"))("h1 + p span[lang]")).toHaveLength(0);
  expect(load(html("ja", "projects"))("h1 + p span").attr("lang")).toBe("en-US");
  expect(load(html("ar", "blog"))("h1 + p span").attr("lang")).toBe("en-US");
  // The default language's pages mark nothing but the links to the other languages.
  const body = read("about-me/index.html").split("<body")[1]!;
  expect(body.match(/ lang="[^"]+"/g)).toEqual([' lang="ja-JP"', ' lang="ar-EG"']);
});

test("posts and projects keep their own language on every page", () => {
  for (const prefix of ["ja", "ar"]) {
    const blog = load(html(prefix, "blog"));
    expect(blog("article :is(h2, h3)").first().attr("lang"), prefix).toBe("en-US");
    const projects = load(html(prefix, "projects"));
    expect(projects("article :is(h2, h3)").first().attr("lang"), prefix).toBe("en-US");
  }
  expect(load(html("", "projects"))("article h2, article h3").first().attr("lang")).toBeUndefined();
});

test("the sitemap lists every page of every language with the same translations", () => {
  const sitemap = new XMLParser({ ignoreAttributes: false }).parse(read("sitemap.xml")) as {
    urlset: {
      url: { loc: string; "xhtml:link": { "@_hreflang": string; "@_href": string }[] }[];
    };
  };
  const entries = sitemap.urlset.url;
  expect(entries.map((e) => e.loc).sort()).toEqual(
    languages.flatMap((l) => pages.map((page) => address(l.prefix, page))).sort(),
  );
  for (const entry of entries) {
    const page = pages.find((p) => languages.some((l) => address(l.prefix, p) === entry.loc))!;
    expect(entry["xhtml:link"].map((link) => [link["@_hreflang"], link["@_href"]])).toEqual([
      ...languages.flatMap((l) =>
        [l.tag, l.tag.split("-")[0]!].map((hreflang) => [hreflang, address(l.prefix, page)]),
      ),
      ["x-default", address("", page)],
    ]);
  }
  expect(read("robots.txt")).toContain(`Sitemap: ${home}sitemap.xml`);
});

test("a visitor who reads in English, then switches to Japanese, fetches no asset twice", async () => {
  const { page: tab, problems } = await openPage(browser());
  const seen = await readThenSwitchToJapanese(tab, server.baseURL, (page) =>
    waitForHydration(page),
  );
  const japanese = seen.requested.slice(seen.english);
  expect(japanese.length, "the Japanese pages load assets").toBeGreaterThan(0);
  // The same files as the English pages', from the site's one assets/, which the browser had.
  expect(
    japanese.filter((path) => seen.requested.slice(0, seen.english).includes(path)),
  ).not.toEqual([]);
  expect(seen.requested.filter((path) => !path.startsWith("/assets/"))).toEqual([]);
  expect(namesAtTwoAddresses(seen)).toEqual([]);
  expect(fetchedTwice(seen)).toEqual([]);
  // The switch is a page load, which may cut the last page view's request short.
  expect(problems.filter((problem) => !problem.includes("/api/event"))).toEqual([]);
  await tab.context().close();
});

describe("an unknown path under a language's folder", () => {
  const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
  /** Each language's 404 page title, and an unknown path in its folder. */
  const unknown = languages.map((language) => ({
    ...language,
    path: `/${folder(language.prefix)}no/such/page`,
    title: dictionaryFor(language.locale).dictionary.notFoundTitle,
  }));

  test("has its language's 404 page in its folder, which leads to its home; the root's leads to each", () => {
    for (const { prefix, tag, title: own } of unknown.slice(1)) {
      const page = read(`${prefix}/404.html`);
      expect(page).toContain(`<html lang="${tag}"`);
      expect(title(page)).toBe(own);
      expect(page).toContain(`<meta http-equiv="refresh" content="0; url=/${prefix}">`);
    }
    const root = read("404.html");
    expect(root).toContain('location.replace(["/ja","/ar"].find(');
    expect(root).not.toContain('http-equiv="refresh"');
    expect(root).toMatch(/<p lang="ja-JP">[^<]*<a href="\/ja" hreflang="ja-JP">/);
    expect(root).toMatch(/<p lang="ar-EG" dir="rtl">[^<]*<a href="\/ar" hreflang="ar-EG">/);
  });

  /** The build as a host serves it that picks the 404 page by `rule`. */
  const emulated = (rule: (client: string) => NotFoundRule) => {
    let host: { url: string; close: () => void } | undefined;
    beforeAll(async () => {
      host = await serveHost(staticHost(built.client, () => ({}), rule(built.client)));
    });
    afterAll(() => host?.close());
    return () => host!.url;
  };
  const hosts = {
    "npm start": () => server.baseURL,
    "Netlify (the build's _redirects)": emulated((client) =>
      fromRedirectsFile(readFileSync(join(client, "_redirects"), "utf8")),
    ),
    "Cloudflare Pages (the nearest 404.html)": emulated(nearestNotFound),
  };

  test.each(Object.keys(hosts) as (keyof typeof hosts)[])(
    "%s answers it with that language's 404 page, status 404",
    async (name) => {
      for (const { path, title: own } of unknown) {
        const response = await fetch(hosts[name]() + path);
        expect(response.status, path).toBe(404);
        expect(title(await response.text()), path).toBe(own);
      }
    },
  );

  test("npm start, JavaScript off: the language's 404 page takes the visitor to its home", async () => {
    const { page: tab } = await openPage(browser(), { javaScriptEnabled: false });
    await tab.goto(`${server.baseURL}/ar/no/such/page`);
    // npm start serves a folder's page without its slash: /ar/ is redirected to /ar.
    await tab.waitForURL(`${server.baseURL}/ar`);
    expect(await tab.locator("html").getAttribute("lang")).toBe("ar-EG");
    await tab.context().close();
  });

  // GitHub Pages and Vercel serve the root's 404.html for every unknown path.
  const rootOnly = emulated(() => rootNotFound);

  test("on a host that serves only the root's 404.html, with JavaScript: at once to the language's home", async () => {
    const { page: tab, problems } = await openPage(browser());
    for (const { prefix, path, tag } of unknown) {
      const response = await fetch(rootOnly() + path);
      expect(response.status).toBe(404);
      await tab.goto(rootOnly() + path);
      await tab.waitForURL(`${rootOnly()}${pathOf(prefix, "")}`);
      expect(await tab.locator("html").getAttribute("lang")).toBe(tag);
    }
    expect(await violations(tab)).toEqual([]);
    // The 404 answers themselves are the point, and the page leaves at once: a
    // request it had begun (its page view) may be cut short by the navigation.
    expect(
      problems.filter((problem) => !/\b404\b|net::ERR_ABORTED|NS_BINDING_ABORTED/.test(problem)),
    ).toEqual([]);
    await tab.context().close();
  });

  test("on a host that serves only the root's 404.html, without JavaScript: a link in the language to its home", async () => {
    const { page: tab } = await openPage(browser(), { javaScriptEnabled: false });
    await tab.goto(`${rootOnly()}/ja/no/such/page`);
    await tab.waitForTimeout(500); // a refresh would have left by now
    expect(new URL(tab.url()).pathname).toBe("/ja/no/such/page");
    const link = tab.locator('p[lang="ja-JP"] a');
    expect(await link.innerText()).toBe(dictionaryFor("ja_JP").dictionary.homeLink);
    await link.click();
    await tab.waitForURL(`${rootOnly()}/ja`);
    expect(await tab.locator("html").getAttribute("lang")).toBe("ja-JP");
    await tab.context().close();
  });
});

test("the theme switch and the page views work on another language's pages", async () => {
  const { page: tab, problems } = await openPage(browser());
  const from = endpoint.hits.length;
  await tab.goto(`${server.baseURL}/ar/blog`);
  await waitForHydration(tab);
  const nav = tab.getByRole("navigation");
  await nav.getByRole("link").nth(1).click(); // Projects, in Arabic
  await tab.waitForURL(`${server.baseURL}/ar/projects`);
  await tab.getByRole("button").first().click(); // the theme switch, named in Arabic
  expect(await tab.evaluate(() => document.documentElement.dataset.theme)).toBe("light");
  await tab.waitForTimeout(800); // a client-side view waits 300 ms for the title
  const views = endpoint.hits.slice(from).flatMap((hit) => pageViewed(hit) ?? []);
  expect(views).toEqual(["/ar/blog", "/ar/projects"]);
  expect(await violations(tab)).toEqual([]);
  expect(problems).toEqual([]);
  await tab.context().close();
});

test("Lighthouse on a Japanese and an Arabic page: 100 for accessibility, best practices and SEO, 95 for performance", async () => {
  const auditor = await startAuditor();
  try {
    for (const path of ["/ja", "/ar/about-me"]) {
      // Performance is simulated from this machine's timings: a noisy run is repeated (lighthouse.test.ts).
      let lhr = await auditor.audit(server.baseURL + path);
      for (let run = 2; run <= 3 && summarize(lhr).performance < 95; run++)
        lhr = await auditor.audit(server.baseURL + path);
      const scores = summarize(lhr);
      const report = (category: string) => `${path}: ${failedAudits(lhr, category).join("; ")}`;
      expect(scores.accessibility, report("accessibility")).toBe(100);
      expect(scores.bestPractices, report("best-practices")).toBe(100);
      expect(scores.seo, report("seo")).toBe(100);
      expect(scores.performance, report("performance")).toBeGreaterThanOrEqual(95);
    }
  } finally {
    await auditor.close();
  }
}, 180_000);

test("a content/languages.ts that adds no language builds the site without it, byte for byte", async () => {
  const empty = await site("languages-empty");
  const filesOf = (root: string) =>
    readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name).slice(root.length + 1))
      .sort();
  const without = join(sample().dir, "build");
  const withEmpty = join(empty.dir, "build");
  const files = filesOf(without);
  expect(files.length).toBeGreaterThan(40);
  expect(filesOf(withEmpty)).toEqual(files);
  for (const file of files)
    expect(
      readFileSync(join(withEmpty, file)).equals(readFileSync(join(without, file))),
      file,
    ).toBe(true);
}, 120_000);

describe("in every engine", () => {
  const at = (prefix: string) => () => `${server.baseURL}/${prefix}`;
  const named = (...names: string[]) =>
    journeys.filter((j) => names.some((n) => j.name.startsWith(n)));
  // Within one language, what a visitor does stays on the client; the switcher and an unknown
  // path go to the other language's page, and the Arabic pages mirror.
  inEveryEngine(at("ja"), [
    ...named("reading and scrolling", "pointing fetches the app", "an unknown path"),
    ...languageJourneys,
  ]);
  inEveryEngine(at("ar"), [rightToLeft, narrowPhone]);
});
