import { pagePaths } from "../../app/lib/pages/site-pages";
import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startServer, type LocalServer } from "../../server/local-server.ts";
import { providerIds, site, type Analytics } from "../harness/sites/variants";
import { pageViewed, startEndpoint, type Endpoint } from "../harness/hosts/analytics-endpoint";
import { fromHeadersFile, staticHost } from "../harness/hosts/emulated-hosts";
import {
  browserForFile,
  marker,
  walkMainNav,
  openPage,
  unwatchedChromium,
  waitForHydration,
  violations,
} from "../harness/chromium";
import { countBytes, screens } from "../../instruments/bench/visit-bytes.ts";
import { bothOptionsLanding } from "../harness/budgets";

// The sample site with the theme switch and analytics on, one build for each
// provider that takes page views from the site's own script, all pointed at
// a stand-in of its self-hosted form on 127.0.0.1. Built with
// VITE_ANALYTICS_LOCAL=true, as a site served on 127.0.0.1 counts nothing
// otherwise (the last test builds one without it).
const browser = browserForFile();
let endpoint: Endpoint;
const sites = new Map<string, { npmStart: LocalServer; headersHost: string; client: string }>();
const servers: Server[] = [];

// The providers that take page views from the site's own script (Cloudflare's beacon is its own).
const { plausible, umami, goatcounter } = providerIds;
const siteIds = { plausible, umami, goatcounter };
type Provider = keyof typeof siteIds;
const providers = Object.keys(siteIds) as Provider[];

/** The sample with the switch and `analytics` on, built once a run; its client folder. */
async function build(analytics: Analytics, settings: Record<string, string>) {
  return (await site("analytics", analytics, settings)).client;
}

/**
 * The build as Netlify or Cloudflare Pages serve it, with the header policy
 * of its `_headers`, over plain HTTP: without upgrade-insecure-requests,
 * which only HTTPS hosts send and which would send the stand-in's requests
 * to an https:// address that does not answer.
 */
async function headersHost(client: string): Promise<string> {
  const headers = fromHeadersFile(readFileSync(join(client, "_headers"), "utf8"));
  const handler = staticHost(client, (path) => {
    const all = headers(path);
    const policy = all["Content-Security-Policy"]!.replace("; upgrade-insecure-requests", "");
    return { ...all, "Content-Security-Policy": policy };
  });
  const server = createServer((req, res) => {
    handler(req.method ?? "GET", req.url ?? "/").then(({ status, headers, body }) =>
      res.writeHead(status, headers).end(body),
    );
  });
  servers.push(server);
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  return `http://127.0.0.1:${(server.address() as { port: number }).port}`;
}

beforeAll(async () => {
  endpoint = await startEndpoint();
  for (const provider of providers) {
    const client = await build(
      { provider, id: siteIds[provider], host: endpoint.url },
      { VITE_ANALYTICS_LOCAL: "true" },
    );
    sites.set(provider, {
      npmStart: await startServer(client),
      headersHost: await headersHost(client),
      client,
    });
  }
}, 300_000);
afterAll(() => {
  endpoint?.stop();
  for (const site of sites.values()) site.npmStart.stop();
  for (const server of servers) server.close();
});

/** The pages viewed since `from`, once every request has arrived (client-side views wait 300 ms for the title). */
async function viewsSince(from: number, tab: Page): Promise<string[]> {
  await tab.waitForLoadState("networkidle");
  await tab.waitForTimeout(600);
  return endpoint.hits.slice(from).flatMap((hit) => pageViewed(hit) ?? []);
}

describe.each(providers)("%s", (provider) => {
  test.each(["npm start (serve.json)", "_headers"] as const)(
    "one page view a load and a client-side navigation, under the meta policy and %s's header policy",
    async (host) => {
      const site = sites.get(provider)!;
      const base = host === "_headers" ? site.headersHost : site.npmStart.baseURL;
      const { page: tab, problems } = await openPage(browser());
      let from = endpoint.hits.length;
      await tab.goto(base + "/");
      expect(await viewsSince(from, tab)).toEqual(["/"]);

      from = endpoint.hits.length;
      await waitForHydration(tab);
      await walkMainNav(tab, base, ["Projects", "Blog"]);
      await tab.goBack();
      await tab.waitForURL(base + "/projects");
      // The theme switch and the skip link change no page.
      await tab.getByRole("button", { name: /^Theme: / }).click();
      expect(await viewsSince(from, tab)).toEqual(["/projects", "/blog", "/projects"]);
      expect(await marker(tab)).toBe(42); // all on the client

      from = endpoint.hits.length;
      await tab.reload();
      expect(await viewsSince(from, tab)).toEqual(["/projects"]);
      expect(await violations(tab)).toEqual([]);
      expect(problems).toEqual([]);
    },
  );

  test("an unknown address counts one view: the home page its 404 page sends the visitor to", async () => {
    const { page: tab, problems } = await openPage(browser());
    const base = sites.get(provider)!.npmStart.baseURL;
    const from = endpoint.hits.length;
    const answer = await tab.goto(base + "/no-such-page");
    expect(answer?.status()).toBe(404);
    await tab.waitForURL(base + "/");
    expect(await viewsSince(from, tab)).toEqual(["/"]);
    // The 404 itself is logged, and requests its refresh cuts short are aborted.
    const expected = (p: string) => p.includes("/no-such-page") || p.endsWith("net::ERR_ABORTED");
    expect(problems.filter((p) => !expected(p))).toEqual([]);
  });

  test.each([
    ["Global Privacy Control", "globalPrivacyControl", true],
    ["Do Not Track", "doNotTrack", "1"],
  ] as const)("nothing is sent under %s", async (_, property, value) => {
    const { page: tab } = await openPage(browser());
    await tab.addInitScript(
      ([name, set]) => Object.defineProperty(Navigator.prototype, name, { get: () => set }),
      [property, value] as const,
    );
    const from = endpoint.hits.length;
    await tab.goto(sites.get(provider)!.npmStart.baseURL + "/");
    await waitForHydration(tab);
    await tab.getByRole("link", { name: "Blog", exact: true }).click();
    await tab.waitForURL(/\/blog$/);
    expect(await viewsSince(from, tab)).toEqual([]);
    expect(endpoint.hits.length).toBe(from);
  });
});

test("a page Chromium prerenders counts no view until it is shown, then one", async () => {
  // The site as a host serves it, and a page of the same origin that asks
  // Chromium to prerender About, then follows its link when told to.
  const client = sites.get("umami")!.client;
  const serve = staticHost(client, () => ({}));
  let follow = () => {};
  let prerendered = false;
  const server = createServer((req, res) => {
    if (req.url === "/launch") {
      res
        .writeHead(200, { "content-type": "text/html" })
        .end(
          '<!doctype html><title>launch</title><a href="/about-me">About</a>' +
            '<script type="speculationrules">{"prerender":[{"source":"list","urls":["/about-me"]}]}</script>' +
            '<script>fetch("/follow").then(() => document.querySelector("a").click())</script>',
        );
      return;
    }
    if (req.url === "/follow") {
      follow = () => res.writeHead(204).end();
      return;
    }
    if (req.url === "/about-me") prerendered = true;
    void serve(req.method ?? "GET", req.url ?? "/").then(({ status, headers, body }) =>
      res.writeHead(status, headers).end(body),
    );
  });
  servers.push(server);
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  const from = endpoint.hits.length;
  const views = () => endpoint.hits.slice(from).flatMap((hit) => pageViewed(hit) ?? []);
  const chromium = await unwatchedChromium(base + "/launch");
  try {
    await expect.poll(() => prerendered, { timeout: 10_000 }).toBe(true);
    await new Promise((done) => setTimeout(done, 2_000)); // its scripts have run
    expect(views()).toEqual([]);
    follow();
    await expect.poll(views, { timeout: 10_000 }).toEqual(["/about-me"]);
    await new Promise((done) => setTimeout(done, 600));
    expect(views()).toEqual(["/about-me"]);
    const [tab] = (await chromium.attach()).contexts()[0]!.pages();
    const shown = await tab!.evaluate(() => {
      const [entry] = performance.getEntriesByType("navigation");
      return [
        location.pathname,
        (entry as PerformanceEntry & { activationStart: number }).activationStart,
      ];
    });
    // About was shown from the prerender, not loaded again.
    expect(shown[0]).toBe("/about-me");
    expect(shown[1]).toBeGreaterThan(0);
  } finally {
    await chromium.stop();
  }
});

/** The bytes of the answers from the analytics endpoint, counted as countBytes counts. */
async function endpointBytes(tab: Page) {
  const session = await tab.context().newCDPSession(tab);
  await session.send("Network.enable");
  const ids = new Set<string>();
  let bytes = 0;
  session.on("Network.requestWillBeSent", (event) => {
    if (event.request.url.startsWith(endpoint.url)) ids.add(event.requestId);
  });
  session.on("Network.loadingFinished", (event) => {
    if (ids.has(event.requestId)) bytes += event.encodedDataLength;
  });
  return () => bytes;
}

test.each(pagePaths.flatMap((route) => screens.map((screen) => ({ route, ...screen }))))(
  `with both on (Umami), a visitor who only reads $route on a $name downloads at most ${bothOptionsLanding / 1000} KB of the site and no script`,
  async ({ route, name, viewport, deviceScaleFactor }) => {
    const { page: tab, problems } = await openPage(browser(), {
      viewport,
      deviceScaleFactor,
      isMobile: name === "phone",
      hasTouch: name === "phone",
    });
    const wire = await countBytes(tab);
    const answers = await endpointBytes(tab);
    await tab.goto(sites.get("umami")!.npmStart.baseURL + route, { waitUntil: "load" });
    await tab.waitForLoadState("networkidle");
    await expect.poll(answers).toBeGreaterThan(0); // the page view went out and was answered
    const landing = wire.total();
    expect(landing.scripts).toBe(0);
    const site = landing.bytes - answers();
    expect(site, `${site} bytes (${answers()} more from the provider)`).toBeLessThanOrEqual(
      bothOptionsLanding,
    );
    expect(problems).toEqual([]);
  },
);

test("each provider's page view carries what the README says it receives", async () => {
  const { page: tab } = await openPage(browser());
  const sent = new Map<Provider, string>();
  for (const provider of providers) {
    const from = endpoint.hits.length;
    await tab.goto(sites.get(provider)!.npmStart.baseURL + "/blog");
    await viewsSince(from, tab);
    const hit = endpoint.hits.slice(from).find((h) => h.method === "POST")!;
    sent.set(provider, hit.path === "/count" ? `?${hit.query.toString()}` : hit.body);
  }
  const plausible = JSON.parse(sent.get("plausible")!) as Record<string, unknown>;
  expect(plausible).toEqual({
    name: "pageview",
    url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/blog$/),
    domain: "you.example",
    referrer: null,
  });
  const umami = JSON.parse(sent.get("umami")!) as { payload: Record<string, unknown> };
  expect(umami).toEqual({
    type: "event",
    payload: {
      website: siteIds.umami,
      hostname: "127.0.0.1",
      url: "/blog",
      title: "Blog | Tobi Adeyemi",
      referrer: "",
      language: expect.any(String),
      screen: expect.stringMatching(/^\d+x\d+$/),
    },
  });
  const goatcounter = new URLSearchParams(sent.get("goatcounter")!);
  expect([...goatcounter.keys()]).toEqual(["p", "t", "r", "s", "rnd"]);
  expect(goatcounter.get("p")).toBe("/blog");
  expect(goatcounter.get("t")).toBe("Blog | Tobi Adeyemi");
});

test("built without VITE_ANALYTICS_LOCAL, a site served on 127.0.0.1 sends nothing", async () => {
  const client = await build({ provider: "plausible", id: "you.example", host: endpoint.url }, {});
  const server = await startServer(client);
  try {
    const { page: tab, problems } = await openPage(browser());
    const from = endpoint.hits.length;
    await tab.goto(server.baseURL + "/");
    expect(await viewsSince(from, tab)).toEqual([]);
    expect(endpoint.hits.length).toBe(from);
    expect(problems).toEqual([]);
  } finally {
    server.stop();
  }
}, 120_000);
