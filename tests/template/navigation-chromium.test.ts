import type { BrowserContextOptions, Page, Request } from "playwright-core";
import { describe, expect, inject, test } from "vitest";
import {
  browserForFile,
  marker,
  markDocument,
  openPage,
  waitForHydration,
} from "../harness/chromium";
import { startModulePrefix } from "../../pipeline/stages/4-first-paint/load-on-intent";

// What only Chromium's driver can show about moving between pages: a touch
// on a phone, the page's own modules requested with the app, the pointed-at
// page's document prefetched by the speculation rules only Chromium reads,
// the back/forward cache as visitors have it, and Back in the middle of a
// view transition. Every engine's journeys
// (tests/harness/journeys/) walk the rest: intent, prefetch, client-side
// navigation with its highlights, a click before the app, Back and Forward.

const baseURL = inject("sample").url;
const browser = browserForFile();
const withBackForwardCache = browserForFile({ backForwardCache: true });

const isScript = (request: Request) => new URL(request.url()).pathname.endsWith(".js");
const navLink = (page: Page, name: string) =>
  page.getByRole("navigation", { name: "Main" }).getByRole("link", { name, exact: true });
const heading = (page: Page) => page.getByRole("heading", { level: 1 }).innerText();

/** Opens `route` and lists the scripts the page requests from then on. */
async function visit(route: string, options: BrowserContextOptions = {}) {
  const { page, problems } = await openPage(browser(), options);
  const scripts: string[] = [];
  page.on("request", (request) => void (isScript(request) && scripts.push(request.url())));
  await page.goto(baseURL + route);
  await page.waitForLoadState("networkidle");
  return { page, problems, scripts };
}

test("a touch on a link of the site fetches the app and still follows the link", async () => {
  const { page, scripts } = await visit("/about-me", { hasTouch: true, isMobile: true });
  const box = (await navLink(page, "Blog").boundingBox())!;
  const request = page.waitForRequest(isScript);
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  await request;
  await page.waitForURL(baseURL + "/blog");
  expect(await heading(page)).toBe("Blog Posts");
  expect(scripts.length).toBeGreaterThan(0);
});

/** The module that starts the app held for ten seconds: the app is still on its way. */
async function holdStartModule(page: Page) {
  await page.route(new RegExp(`/${startModulePrefix}[^/]*\\.js$`), async (route) => {
    await new Promise((done) => setTimeout(done, 10_000));
    await route.continue().catch(() => {});
  });
}

test("the first pointer on a link requests its page's data and own modules with the app, not after it", async () => {
  const { page } = await openPage(browser());
  const requested: string[] = [];
  page.on("request", (request) => void requested.push(new URL(request.url()).pathname));
  await holdStartModule(page);
  await page.goto(baseURL + "/");
  await page.waitForLoadState("networkidle");
  requested.length = 0;
  await navLink(page, "Projects").hover();
  await expect
    .poll(() => requested.filter((path) => /\/projects(-[\w-]+\.js|\.data)$/.test(path)))
    .toHaveLength(2);
  expect(await page.evaluate(() => "__reactRouterDataRouter" in window)).toBe(false);
});

/** The documents Chromium prefetched for the page's speculation rules, as they become ready. */
async function prefetchedDocuments(page: Page): Promise<string[]> {
  const session = await page.context().newCDPSession(page);
  const ready: string[] = [];
  session.on("Preload.prefetchStatusUpdated", (event) => {
    if (event.status === "Ready") ready.push(new URL(event.prefetchUrl).pathname);
  });
  await session.send("Preload.enable");
  return ready;
}

describe("the speculation rules", () => {
  test("the first pointer on a link has Chromium prefetch its document, and a click before the app loads it from there", async () => {
    const { page } = await openPage(browser());
    const ready = await prefetchedDocuments(page);
    await holdStartModule(page);
    await page.goto(baseURL + "/");
    await page.waitForTimeout(1_000);
    expect(ready).toEqual([]); // nothing before intent
    await navLink(page, "Projects").hover();
    await expect.poll(() => ready).toEqual(["/projects"]);
    await navLink(page, "Projects").click();
    await page.waitForURL(baseURL + "/projects");
    const delivery = await page.evaluate(
      () =>
        (
          performance.getEntriesByType("navigation")[0] as PerformanceEntry & {
            deliveryType: string;
          }
        ).deliveryType,
    );
    expect(delivery).toBe("navigational-prefetch");
    expect(await heading(page)).toBe("Projects");
  });

  test("once the app has taken over, a pointer fetches the page's data, not its document", async () => {
    const { page } = await openPage(browser());
    const ready = await prefetchedDocuments(page);
    await page.goto(baseURL + "/");
    await waitForHydration(page);
    const data = page.waitForRequest((request) => request.url().endsWith("/blog.data"));
    await navLink(page, "Blog").hover();
    await data;
    await page.waitForTimeout(500);
    expect(ready).toEqual([]);
  });
});

test("Back pressed while a view transition starts ends on the page before, with no error", async () => {
  const { page, problems } = await openPage(browser());
  await page.goto(baseURL + "/");
  await waitForHydration(page);
  const nav = page.getByRole("navigation", { name: "Main" });
  for (let round = 0; round < 5; round++) {
    await nav.getByRole("link", { name: "Projects", exact: true }).click();
    await page.waitForURL(baseURL + "/projects");
    // Back as soon as the Blog is in the address bar and its transition has
    // not finished: the browser skips that transition for Back's own.
    await nav.getByRole("link", { name: "Blog", exact: true }).evaluate(
      (link: HTMLElement) =>
        new Promise<void>((done) => {
          link.click();
          const backOnceStarted = () => {
            if (!document.activeViewTransition || !location.pathname.endsWith("/blog")) {
              setTimeout(backOnceStarted, 0);
              return;
            }
            history.back();
            done();
          };
          backOnceStarted();
        }),
    );
    await page.waitForURL(baseURL + "/projects");
    await expect.poll(() => page.getByRole("heading", { level: 1 }).innerText()).toBe("Projects");
    await expect.poll(() => page.evaluate(() => document.activeViewTransition)).toBeNull();
  }
  expect(problems).toEqual([]);
});

describe("with the back/forward cache on, as visitors have it", () => {
  /** A page that collects Chromium's reasons for not restoring a page from the cache. */
  async function cachedPage() {
    const { page, problems } = await openPage(withBackForwardCache());
    const session = await page.context().newCDPSession(page);
    await session.send("Page.enable");
    const notRestored: string[] = [];
    session.on("Page.backForwardCacheNotUsed", (event) =>
      notRestored.push(JSON.stringify(event.notRestoredExplanations)),
    );
    return { page, problems, notRestored };
  }

  test("a page left by a click before the app arrived comes back without its pending mark", async () => {
    const { page, problems, notRestored } = await cachedPage();
    await page.goto(baseURL + "/");
    await page.waitForLoadState("networkidle");
    await markDocument(page);
    // A click with no pointer before it: no intent, so no app; a page load.
    await navLink(page, "Blog").dispatchEvent("click");
    await page.waitForURL(baseURL + "/blog");
    expect(await heading(page)).toBe("Blog Posts");
    // A page restored from the cache fires no load event.
    await page.goBack({ waitUntil: "commit" });
    await page.waitForURL(baseURL + "/", { waitUntil: "commit" });
    expect(await marker(page), notRestored.join("\n")).toBe(42); // the same document
    await expect.poll(() => navLink(page, "Blog").getAttribute("class")).toBe("nav-link");
    expect(notRestored).toEqual([]);
    expect(problems).toEqual([]);
  });

  test("a page that hydrated and navigated on the client comes back from the cache", async () => {
    const { page, problems, notRestored } = await cachedPage();
    await page.goto(baseURL + "/");
    await navLink(page, "Projects").hover();
    await waitForHydration(page);
    await navLink(page, "Projects").click();
    await page.waitForURL(baseURL + "/projects");
    // Once the view transition is over (leaving in the middle aborts it).
    await expect
      .poll(() => navLink(page, "Projects").getAttribute("class"))
      .toBe("nav-link active");
    await markDocument(page);
    await page.goto(baseURL + "/about-me");
    await page.goBack({ waitUntil: "commit" });
    await page.waitForURL(baseURL + "/projects", { waitUntil: "commit" });
    expect(await marker(page), notRestored.join("\n")).toBe(42);
    expect(await heading(page)).toBe("Projects");
    expect(notRestored).toEqual([]);
    expect(problems).toEqual([]);
  });
});
