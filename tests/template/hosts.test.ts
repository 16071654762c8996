import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startServer, type LocalServer } from "../../server/local-server.ts";
import type { Visitor } from "../harness/browsers/visitor";
import { browserForFile, openPage, waitForHydration } from "../harness/chromium";
import { serveHost } from "../harness/hosts/emulated-hosts";
import { hostNames, standIn } from "../harness/hosts/host-stand-ins";
import { startNginx, type NginxServer } from "../harness/hosts/nginx-server";
import { fetchTLS } from "../harness/hosts/tls";
import {
  cloudflareLocalProblem,
  startCloudflareLocal,
  type LocalHost,
} from "../harness/hosts/cloudflare-local";
import { inEveryEngine } from "../harness/journeys/in-every-engine";
import { expectNoProblems, follow, type Journey } from "../harness/journeys/journey-steps";
import * as probe from "../harness/journeys/page-probes";
import { until } from "../harness/journeys/until";
import { dictionaryFor } from "../../app/lib/i18n/languages";
import { generatedPostSlug } from "../harness/sites/generated-local-posts";
import { sample } from "../harness/sites/sample-site";
import { site } from "../harness/sites/variants";
import type { BuiltSite } from "../harness/sites/site-builds";

// Every host as it really answers (issue 48). The site is served by each
// host that cannot run here as its documentation says it answers
// (hosts/host-stand-ins.ts: GitHub Pages, Netlify, Cloudflare Pages,
// Vercel), by `npm start`, and by deploy/nginx.conf on real nginx. On each,
// every page's own address (the sitemap's, the links') answers 200 with no
// redirect and the other form (with the slash) reaches it; a visitor who lands
// on any kind of page by either address, follows a link, goes Back and
// Forward and reloads sees that page, with JavaScript and without, and no file
// of the site answers 404. GitHub Pages, which answers both forms with 200,
// is walked in Firefox and WebKit too.
//
// The site: three languages and 40 posts with two tags under /portfolio/
// (the hosts variant); nginx's config and Cloudflare's own local server (wrangler pages
// dev) serve a site at its root, so they get the local posts' site in two
// languages there. Without JavaScript, a page is a page load on every host:
// walked on GitHub Pages, which serves both forms, and Netlify, which
// redirects the slash form.

type Host = {
  name: string;
  /** Where the site is: the host's origin and the site's base path, without its slash. */
  url: () => string;
  get: (path: string) => Promise<Response>;
  built: () => BuiltSite;
  https?: boolean;
};

let hostsSite: BuiltSite;
let rootSite: BuiltSite;
let npmStart: LocalServer;
let nginx: NginxServer;
let wrangler: LocalHost | undefined;
const closers: (() => void)[] = [];
const standIns = new Map<string, string>();

const plainGet = (origin: () => string) => (path: string) =>
  fetch(origin() + path, { redirect: "manual" });
const hosts: Host[] = [
  ...hostNames.map((name) => ({
    name,
    url: () => `${standIns.get(name)!}/portfolio`,
    get: plainGet(() => standIns.get(name)!),
    built: () => hostsSite,
  })),
  {
    name: "npm start",
    url: () => `${npmStart.baseURL}/portfolio`,
    get: plainGet(() => npmStart.baseURL),
    built: () => hostsSite,
  },
  {
    name: "nginx",
    url: () => nginx.url,
    get: (path) => fetchTLS(nginx.url, path, nginx.certificate.pem),
    built: () => rootSite,
    https: true,
  },
  // Needs Node 22.12+ (host-local-servers.test.ts says so where it cannot run).
  ...(cloudflareLocalProblem() && process.env.CI !== "true"
    ? []
    : [
        {
          name: "Cloudflare Pages' own server (wrangler pages dev)",
          url: () => wrangler!.url,
          get: plainGet(() => wrangler!.url),
          built: () => rootSite,
        },
      ]),
];
const withoutJavaScript = new Set(["GitHub Pages", "Netlify"]);

beforeAll(async () => {
  hostsSite = await site("hosts");
  rootSite = await site("post-translations");
  for (const name of hostNames) {
    const host = await serveHost(standIn(name, hostsSite.client, "/portfolio/"));
    standIns.set(name, host.url);
    closers.push(host.close);
  }
  npmStart = await startServer(hostsSite.client);
  nginx = await startNginx(join(rootSite.dir, "build"));
  if (hosts.some((host) => host.name.includes("wrangler")))
    wrangler = await startCloudflareLocal(rootSite.client);
}, 600_000);
afterAll(async () => {
  for (const close of closers) close();
  npmStart?.stop();
  await nginx?.stop();
  await wrangler?.stop();
});

/** Every page the sitemap lists, as a path of the site (without its base path). */
function sitemapPaths(built: Pick<BuiltSite, "client">): string[] {
  const xml = readFileSync(join(built.client, "sitemap.xml"), "utf8");
  const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>|<xhtml:link [^>]*href="([^"]+)"/g)].map(
    ([, loc, alternate]) => new URL(loc ?? alternate!),
  );
  const basePath = new URL(
    readFileSync(join(built.client, "index.html"), "utf8").match(
      /<link rel="canonical" href="([^"]+)"/,
    )![1]!,
  ).pathname;
  return [...new Set(urls.map((url) => url.pathname.slice(basePath.length - 1)))];
}

/** The path's other form: with its slash, or without. */
const otherForm = (path: string) => (path.endsWith("/") ? path.slice(0, -1) : `${path}/`);

/**
 * Every page the sitemap of `built` lists answers 200 at its address (under
 * `base`) with no redirect, and the other form reaches the same page: 200
 * with the same bytes, or one redirect to its address.
 */
async function expectAddresses(
  get: Host["get"],
  base: string,
  built: Pick<BuiltSite, "client">,
  atLeast: number,
) {
  const paths = sitemapPaths(built);
  expect(paths.length).toBeGreaterThan(atLeast);
  for (const path of paths) {
    const own = await get(base + path);
    expect(own.status, path).toBe(200);
    const page = await own.text();
    if (path === "/") continue; // the base path has one form: its slash
    const other = await get(base + otherForm(path));
    if (other.status === 200) expect(await other.text(), otherForm(path)).toBe(page);
    else {
      expect([301, 308], otherForm(path)).toContain(other.status);
      expect(new URL(other.headers.get("location")!, "http://x").pathname).toBe(base + path);
    }
  }
}

describe.each(hosts)("$name", (host) => {
  const base = () => new URL(host.url()).pathname.replace(/\/$/, "");

  test("every address the sitemap lists answers 200, no redirect; the other form reaches the same page", async () => {
    await expectAddresses(host.get, base(), host.built(), host.built() === hostsSite ? 40 : 5);
  });

  test("each page's data answers at both forms, as the router asks for them", async () => {
    for (const path of sitemapPaths(host.built()).filter((path) => path !== "/")) {
      for (const data of [`${path}.data`, `${path}/_.data`]) {
        const response = await host.get(base() + data);
        expect(response.status, data).toBe(200);
      }
    }
  });
});

describe.each(hostNames)("%s, a site at the root of its domain", (name) => {
  let host: { url: string; close: () => void };
  beforeAll(async () => {
    host = await serveHost(standIn(name, sample().client, "/"));
  });
  afterAll(() => host?.close());

  test("every address the sitemap lists answers 200, no redirect; the other form reaches the same page", async () => {
    await expectAddresses(
      (path) => fetch(host.url + path, { redirect: "manual" }),
      "",
      sample(),
      3,
    );
  });
});

/**
 * The kinds of page a visitor lands on, by each address: the site's home, a
 * page, a post, a tag's page (its address in its own script), another
 * language's home, pages and posts.
 */
const bothForms = (paths: string[]) => ["/", ...paths.flatMap((path) => [path, `${path}/`])];
const hostsLandings = bothForms([
  "/about-me",
  `/blog/${generatedPostSlug(3)}`,
  "/tags/パフォーマンス",
  "/ja",
  "/ja/projects",
  `/ar/blog/${generatedPostSlug(3)}`,
]);
const rootLandings = bothForms([
  "/about-me",
  "/blog/measuring-cold-starts",
  "/ja",
  "/ja/blog/measuring-cold-starts",
]);
const landings = (built: BuiltSite) => (built === hostsSite ? hostsLandings : rootLandings);

const chromium = browserForFile();
const heading = (page: Page) => page.locator("h1").first().innerText();

/** Lands on `path`, then a link, Back, Forward and a reload; what it saw, and the site's own failures. */
async function visit(host: Host, path: string, javaScript: boolean) {
  const { page, problems } = await openPage(chromium(), {
    javaScriptEnabled: javaScript,
    ignoreHTTPSErrors: host.https,
  });
  await page.goto(host.url() + path);
  const landed = page.url();
  const first = await heading(page);
  if (javaScript) await waitForHydration(page);
  // The Projects link, or from Projects the Blog's.
  const onProjects = new URL(landed).pathname.replace(/\/$/, "").endsWith("/projects");
  const link = page.locator(`header nav a[href$="/${onProjects ? "blog" : "projects"}"]`);
  const target = new URL((await link.getAttribute("href"))!, landed).href;
  // A client-side navigation changes the address first and the page once its data is in.
  const shown = async (url: string, not?: string) => {
    await page.waitForURL(url);
    await expect.poll(() => heading(page), { timeout: 10_000 }).not.toBe(not);
    return heading(page);
  };
  await link.click();
  const second = await shown(target, first);
  await page.goBack();
  const back = await shown(landed, second);
  await page.goForward();
  const forward = await shown(target, back);
  await page.reload();
  const reloaded = await shown(target);
  await page.context().close();
  return { seen: { first, back, second, forward, reloaded }, problems };
}

/** The 404 page's title in each of the sites' languages. */
const notFound = ["en_US", "ja_JP", "ar_EG"].map(
  (locale) => dictionaryFor(locale).dictionary.notFoundTitle,
);

describe.each(hosts)("$name, in Chromium", (host) => {
  test.each(withoutJavaScript.has(host.name) ? [true, false] : [true])(
    "landing by either address, a link, Back, Forward and a reload show the page; JavaScript %s",
    async (javaScript) => {
      for (const path of landings(host.built())) {
        const { seen, problems } = await visit(host, path, javaScript);
        expect(notFound, path).not.toContain(seen.first);
        expect(seen, path).toEqual({
          first: seen.first,
          back: seen.first,
          second: seen.second,
          forward: seen.second,
          reloaded: seen.second,
        });
        expect(seen.second).not.toBe(seen.first);
        expect(problems, path).toEqual([]);
      }
    },
    240_000,
  );
});

/**
 * The same on GitHub Pages' stand-in, which serves both forms with 200, in
 * the other engines: a journey for each landing, each in a fresh visitor.
 */
const landingJourneys = (paths: readonly string[]): Journey[] =>
  paths.map((path) => ({
    name: `landing on ${path}, a link, Back and Forward show the page`,
    async walk(visitor: Visitor, journeySite) {
      await visitor.open(journeySite.url + path);
      const landed = await until(visitor, probe.where, (seen) => seen.heading !== "");
      const next = await intentThenFollow(
        visitor,
        path.startsWith("/ja/projects") ? "/blog" : "/projects",
      );
      await visitor.back();
      await until(
        visitor,
        probe.where,
        (s) => s.path === landed.path && s.heading === landed.heading && !s.transitioning,
      );
      await visitor.forward();
      await until(
        visitor,
        probe.where,
        (s) => s.path === next.path && s.heading === next.heading && !s.transitioning,
      );
      await expectNoProblems(visitor, journeySite);
    },
  }));

/** Points at the nav link to `target` (the app arrives), then follows it on the client. */
async function intentThenFollow(visitor: Visitor, target: string) {
  const href = await visitor.run(probe.navHref, target);
  await visitor.pointAt(`header nav a[href="${href}"]`);
  await until(visitor, probe.hydrated, Boolean);
  return follow(visitor, target);
}

describe("GitHub Pages, in Firefox and WebKit", () => {
  inEveryEngine(
    () => `${standIns.get("GitHub Pages")!}/portfolio`,
    landingJourneys(hostsLandings),
    {
      engines: ["firefox", "webkit"],
    },
  );
});
