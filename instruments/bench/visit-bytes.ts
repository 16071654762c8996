// What a visitor downloads, counted by Chromium itself: every response's
// bytes on the wire, headers included (DevTools' encodedDataLength), in a
// fresh browser context so nothing comes from a cache.
//  - landing: the first 8 s of a visit in which the visitor only reads;
//  - navigated: everything so far once the visitor has pointed at a nav link
//    and clicked it, and the client-side navigation has finished.
import { chromium, type Browser, type Page } from "playwright-core";
import { chromiumFlags, chromiumPath } from "../../tools/chromium.ts";

// A phone 390 px wide at twice the pixel density (a three-times screen picks
// the larger thumbnail) and a desktop 1280 px wide.
export const screens = [
  { name: "phone", viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 },
  { name: "desktop", viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
] as const;

export type ScreenName = (typeof screens)[number]["name"];

export type Visit = {
  route: string;
  screen: ScreenName;
  landing: { bytes: number; requests: number; scripts: number };
  navigated: { to: string; bytes: number; requests: number; clientSide: boolean };
};

export const idleSeconds = 8;

/** The nav link a visitor on `route` follows: Projects from Home, Home from anywhere else. */
const nextStop = (route: string) => (route === "/" ? "/projects" : "/");

/** The browser the visits run in: Debian's Chromium, as the tests drive it. */
export const launchVisitor = (): Promise<Browser> =>
  chromium.launch({ executablePath: chromiumPath(), args: chromiumFlags });

/** Visits every route on every screen; one fresh context a visit. */
export async function measureVisits(
  browser: Browser,
  baseURL: string,
  routes: readonly string[],
): Promise<Visit[]> {
  const visits: Visit[] = [];
  for (const route of routes) {
    for (const screen of screens) {
      process.stdout.write(`Bytes of a visit to ${route} (${screen.name})       \r`);
      const context = await browser.newContext({
        viewport: screen.viewport,
        deviceScaleFactor: screen.deviceScaleFactor,
        isMobile: screen.name === "phone",
        hasTouch: screen.name === "phone",
      });
      try {
        visits.push(await visit(await context.newPage(), baseURL, route, screen.name));
      } finally {
        await context.close();
      }
    }
  }
  return visits;
}

async function visit(page: Page, baseURL: string, route: string, screen: ScreenName) {
  const wire = await countBytes(page);
  await page.goto(baseURL + route, { waitUntil: "load" });
  await page.waitForTimeout(idleSeconds * 1000);
  const landing = wire.total();

  const to = nextStop(route);
  await page.evaluate(() => ((window as { benchMark?: number }).benchMark = 1));
  // By its address, so that a site in any language is measured.
  const link = page.getByRole("navigation").first().locator(`a[href="${to}"]`);
  await link.hover();
  // Waits for the app as a visitor's eyes and hand would, so the click is client-side.
  await page.waitForFunction(() => "__reactRouterDataRouter" in window);
  await page.waitForLoadState("networkidle");
  await link.click();
  await page.waitForURL(baseURL + to);
  await page.waitForLoadState("networkidle");
  const clientSide = await page.evaluate(() => (window as { benchMark?: number }).benchMark === 1);
  const after = wire.total();
  return {
    route,
    screen,
    landing: { bytes: landing.bytes, requests: landing.requests, scripts: landing.scripts },
    navigated: { to, bytes: after.bytes, requests: after.requests, clientSide },
  };
}

/** Sums encodedDataLength (body and headers) of every finished or failed response. */
export async function countBytes(page: Page) {
  const session = await page.context().newCDPSession(page);
  await session.send("Network.enable");
  const types = new Map<string, string>();
  const inline = new Set<string>();
  const done = new Map<string, number>();
  // data: URLs (the favicon) travel inside the page.
  session.on("Network.requestWillBeSent", (event) => {
    if (event.request.url.startsWith("data:")) inline.add(event.requestId);
  });
  session.on("Network.responseReceived", (event) => types.set(event.requestId, event.type));
  session.on("Network.loadingFinished", (event) => {
    if (!inline.has(event.requestId)) done.set(event.requestId, event.encodedDataLength);
  });
  session.on("Network.loadingFailed", (event) => {
    if (!inline.has(event.requestId)) done.set(event.requestId, 0);
  });
  return {
    total: () => ({
      bytes: [...done.values()].reduce((sum, bytes) => sum + bytes, 0),
      requests: done.size,
      scripts: [...done.keys()].filter((id) => types.get(id) === "Script").length,
    }),
  };
}
