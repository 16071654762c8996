import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { dictionaryFor } from "../../app/lib/i18n/languages";
import { startServer, type LocalServer } from "../../server/local-server.ts";
import {
  fetchedTwice,
  namesAtTwoAddresses,
  readThenSwitchToJapanese,
} from "../harness/checks/asset-fetches";
import { browserForFile, openPage, waitForHydration } from "../harness/chromium";
import type { BuiltSite } from "../harness/sites/site-builds";
import { site } from "../harness/sites/variants";

// `npm start` serves a build for a sub-path (VITE_BASE_PATH=/portfolio/) under
// that path, as GitHub Pages serves a project site: the owner's check runs on
// it so, and `npm start` shows such a build as it will be deployed. A site in
// several languages is served so too: each language's 404 page in its folder,
// and one copy of the assets.

let server: LocalServer;
let client: string;
beforeAll(async () => {
  ({ client } = await site("sub-path"));
  server = await startServer(client);
}, 300_000);
afterAll(() => server?.stop());

const get = (path: string) => fetch(server.baseURL + path, { redirect: "manual" });

test("the site's pages and files answer under the sub-path", async () => {
  for (const path of [
    "/portfolio/",
    "/portfolio/blog",
    "/portfolio/about-me",
    "/portfolio/rss.xml",
  ])
    expect((await get(path)).status, path).toBe(200);
  const asset = readdirSync(join(client, "assets")).find((file) => file.endsWith(".js"))!;
  const response = await get(`/portfolio/assets/${asset}`);
  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toContain("immutable");
});

test("the sub-path without its slash, and a page with one, are redirected inside it", async () => {
  const home = await get("/portfolio");
  expect(home.status).toBe(301);
  expect(home.headers.get("location")).toBe("/portfolio/");
  const blog = await get("/portfolio/blog/");
  expect(blog.status).toBe(301);
  expect(blog.headers.get("location")).toBe("/portfolio/blog");
});

test("paths outside the sub-path, and unknown ones inside it, are the 404 page", async () => {
  for (const path of ["/", "/blog", "/assets/x.js", "/portfolio/no-such-page"]) {
    const response = await get(path);
    expect(response.status, path).toBe(404);
    expect(await response.text(), path).toContain('content="0; url=/portfolio/"');
  }
});

describe("a site in three languages under the sub-path", () => {
  const browser = browserForFile();
  let languages: LocalServer;
  let built: BuiltSite;
  beforeAll(async () => {
    built = await site("languages-sub-path");
    languages = await startServer(built.client);
  }, 300_000);
  afterAll(() => languages?.stop());
  const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

  test("an unknown path under a language's folder is its language's 404 page, which leads to its home", async () => {
    for (const [path, locale, home] of [
      ["/portfolio/ja/no/such/page", "ja_JP", "/portfolio/ja"],
      ["/portfolio/ar/blog/x", "ar_EG", "/portfolio/ar"],
      ["/portfolio/no/such/page", "en_US", "/portfolio/"],
    ] as const) {
      const response = await fetch(languages.baseURL + path);
      expect(response.status, path).toBe(404);
      const html = await response.text();
      expect(title(html), path).toBe(dictionaryFor(locale).dictionary.notFoundTitle);
      expect(html, path).toContain(`href="${home}"`);
    }
  });

  test("every language's pages load the site's one assets/, under the sub-path", () => {
    expect(existsSync(join(built.client, "ja/assets"))).toBe(false);
    expect(existsSync(join(built.client, "ja/favicon.svg"))).toBe(false);
    for (const page of ["ja/index.html", "ar/blog/index.html", "index.html"]) {
      const html = readFileSync(join(built.client, page), "utf8");
      const urls = [...html.matchAll(/"(\/portfolio\/[^"]*\.(?:js|css|jpg|avif|png))"/g)].map(
        ([, url]) => url!,
      );
      expect(urls.length, page).toBeGreaterThan(0);
      expect(
        urls.filter(
          (url) => !/^\/portfolio\/(assets\/|favicon-32\.png|apple-touch-icon\.png)/.test(url),
        ),
        page,
      ).toEqual([]);
    }
  });

  test("a visitor who reads in English, then switches to Japanese, fetches no asset twice", async () => {
    const { page: tab, problems } = await openPage(browser());
    const seen = await readThenSwitchToJapanese(tab, `${languages.baseURL}/portfolio`, (page) =>
      waitForHydration(page),
    );
    const japanese = seen.requested.slice(seen.english);
    expect(
      japanese.filter((path) => seen.requested.slice(0, seen.english).includes(path)),
    ).not.toEqual([]);
    expect(seen.requested.filter((path) => !path.startsWith("/portfolio/assets/"))).toEqual([]);
    expect(namesAtTwoAddresses(seen)).toEqual([]);
    expect(fetchedTwice(seen)).toEqual([]);
    expect(problems).toEqual([]);
    await tab.context().close();
  });
});
