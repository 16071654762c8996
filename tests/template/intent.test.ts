import type { BrowserContextOptions, Page, Request } from "playwright-core";
import { describe, expect, inject, test } from "vitest";
import { browserForFile, marker, markDocument, openPage, routes } from "../harness/chromium";

// A page loads nothing but itself until the visitor shows intent to navigate
// inside the site (pipeline/stages/4-first-paint/intent-script.ts); then the
// app arrives and links navigate on the client, and a click that comes first
// is a normal page load.

const baseURL = inject("sample").url;
const browser = browserForFile();
const withBackForwardCache = browserForFile({ backForwardCache: true });

const isScript = (request: Request) => new URL(request.url()).pathname.endsWith(".js");
const hydrated = (page: Page) => page.waitForFunction(() => "__reactRouterDataRouter" in window);
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

describe.each(routes)("%s", (route) => {
  test("requests no script while the visitor reads, scrolls and points at other things", async () => {
    const { page, problems, scripts } = await visit(route);
    await page.getByRole("heading", { level: 1 }).hover();
    await page.mouse.wheel(0, 10_000);
    // A link to another site is not intent to navigate inside this one.
    await page.getByRole("contentinfo").getByRole("link").first().hover();
    await page.waitForLoadState("networkidle");
    expect(scripts).toEqual([]);
    expect(await page.evaluate(() => "__reactRouterDataRouter" in window)).toBe(false);
    expect(problems).toEqual([]);
  });
});

test("pointing at a nav link fetches the app; the click then navigates without a new document", async () => {
  const { page, problems, scripts } = await visit("/");
  expect(scripts).toEqual([]);
  await navLink(page, "Projects").hover();
  await hydrated(page);
  expect(scripts.some((url) => /\/entry\.client-[\w-]+\.js$/.test(url))).toBe(true);
  await page.waitForLoadState("networkidle");
  await markDocument(page);
  await navLink(page, "Projects").click();
  await page.waitForURL(baseURL + "/projects");
  await expect.poll(() => heading(page)).toBe("Projects");
  expect(await navLink(page, "Projects").getAttribute("aria-current")).toBe("page");
  expect(await marker(page)).toBe(42);
  expect(problems).toEqual([]);
});

test("keyboard focus on a link of the site fetches the app; the skip link does not", async () => {
  const { page, problems, scripts } = await visit("/blog");
  await page.keyboard.press("Tab");
  expect(await page.evaluate(() => document.activeElement?.getAttribute("href"))).toBe("#content");
  await page.waitForLoadState("networkidle");
  expect(scripts).toEqual([]);
  // The next stop is the site name, a link home.
  const request = page.waitForRequest(isScript);
  await page.keyboard.press("Tab");
  await request;
  await hydrated(page);
  await page.waitForLoadState("networkidle");
  await markDocument(page);
  await navLink(page, "Projects").focus();
  await page.keyboard.press("Enter");
  await page.waitForURL(baseURL + "/projects");
  expect(await marker(page)).toBe(42);
  expect(problems).toEqual([]);
});

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

/** Records, across page loads, every class change of the nav links and how the link looked. */
async function recordNavLinks(page: Page) {
  await page.addInitScript(() => {
    const look = (link: Element) => {
      const style = getComputedStyle(link);
      return `${style.textDecorationLine} ${style.textDecorationStyle} ${style.animationName}`;
    };
    const note = (entry: object) => {
      const notes = JSON.parse(sessionStorage.getItem("nav-notes") ?? "[]") as object[];
      sessionStorage.setItem("nav-notes", JSON.stringify([...notes, entry]));
    };
    document.addEventListener("DOMContentLoaded", () => {
      for (const link of document.querySelectorAll("nav a")) {
        const entry = () => ({
          page: location.pathname,
          link: link.getAttribute("href"),
          classes: link.className,
          look: look(link),
        });
        note({ ...entry(), idle: true });
        new MutationObserver(() => note(entry())).observe(link, {
          attributes: true,
          attributeFilter: ["class"],
        });
      }
    });
  });
}

type Note = { page: string; link: string; classes: string; look: string; idle?: boolean };

test("a click before the app arrives ends on its page, showing the pending highlight meanwhile", async () => {
  const { page, problems } = await openPage(browser());
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.endsWith(".js"),
    async (route) => {
      await held;
      await route.continue().catch(() => {}); // the page that asked may be gone
    },
  );
  await recordNavLinks(page);
  await page.goto(baseURL + "/");
  await markDocument(page);
  await navLink(page, "Blog").click();
  await page.waitForURL(baseURL + "/blog");
  expect(await heading(page)).toBe("Blog Posts");
  expect(await marker(page)).toBeUndefined(); // a new document: the app never arrived
  const notes = JSON.parse(
    (await page.evaluate(() => sessionStorage.getItem("nav-notes"))) ?? "[]",
  ) as Note[];
  const onHome = notes.filter((n) => n.page === "/" && n.link === "/blog");
  expect(onHome[0]).toMatchObject({ idle: true, classes: "nav-link" });
  const pending = onHome.find((n) => n.classes.split(" ").includes("pending"));
  expect(pending, JSON.stringify(onHome)).toBeDefined();
  expect(pending!.look).not.toBe(onHome[0]!.look);
  // Back to the page the visitor left.
  await page.goBack();
  await page.waitForURL(baseURL + "/");
  expect(await navLink(page, "Home").getAttribute("aria-current")).toBe("page");
  release();
  // The held scripts fail, and so may the Blog's data, prefetched while the
  // pointer rested on its link and cut short by the page load.
  const expected = (p: string) => p.includes(".js") || /\/blog\.data net::ERR_ABORTED$/.test(p);
  expect(problems.filter((p) => !expected(p))).toEqual([]);
});

test("Back and Forward follow client-side navigations in one document", async () => {
  const { page, problems } = await visit("/");
  await navLink(page, "Projects").hover();
  await hydrated(page);
  await markDocument(page);
  for (const [name, path] of [
    ["Projects", "/projects"],
    ["Blog", "/blog"],
  ] as const) {
    await navLink(page, name).click();
    await page.waitForURL(baseURL + path);
  }
  for (const [go, path, name] of [
    [() => page.goBack(), "/projects", "Projects"],
    [() => page.goBack(), "/", "Home"],
    [() => page.goForward(), "/projects", "Projects"],
  ] as const) {
    await go();
    await page.waitForURL(baseURL + path);
    await expect.poll(() => navLink(page, name).getAttribute("aria-current")).toBe("page");
  }
  expect(await marker(page)).toBe(42);
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
    await hydrated(page);
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
