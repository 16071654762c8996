import type { Page } from "playwright-core";
import { describe, expect, inject, test } from "vitest";
import { owner } from "../fixtures/sample/content/owner";
import { samplePages } from "../harness/sites/sample-site";
import { posts } from "../fixtures/sample/content/posts";
import { projects } from "../fixtures/sample/content/projects";
import { browserForFile, openPage, routes, showIntent } from "../harness/chromium";

// The HTML arrives but no JavaScript file does (blocked by an extension or a
// proxy, or the connection dropped). Unlike JavaScript being off, the page's
// scripts do start and fail, which must not leave it broken or half drawn.

const baseURL = inject("sample").url;
const origin = new URL(baseURL).origin;
const browser = browserForFile();

const headings = Object.fromEntries(
  Object.entries(samplePages).map(([path, { h1 }]) => [path, h1]),
) as Record<keyof typeof samplePages, string>;

type Route = keyof typeof headings;

/** A page whose every .js request fails, and the problems that are not those failures. */
async function withoutScripts() {
  const { page, problems } = await openPage(browser(), { viewport: { width: 390, height: 844 } });
  const blocked: string[] = [];
  await page.route(
    (url) => url.pathname.endsWith(".js"),
    (route) => {
      blocked.push(route.request().url());
      return route.abort("connectionfailed");
    },
  );
  // The failed script loads themselves are the point of the test; anything
  // else (a missing image, a style that did not load, a page error) is not.
  const others = () =>
    problems.filter(
      (p) =>
        !blocked.some(
          (url) =>
            p === `request failed: ${url} net::ERR_CONNECTION_FAILED` ||
            p === `console.error: Failed to load resource: net::ERR_CONNECTION_FAILED (${url})` ||
            p === `page error: Failed to fetch dynamically imported module: ${url}`,
        ),
    );
  return { page, blocked, others };
}

async function settle(page: Page) {
  await page.waitForLoadState("load");
  await page.waitForLoadState("networkidle");
}

describe.each(routes)("%s with every script failing to load", (route: Route) => {
  test("is complete: text, styles, images, header and footer", async () => {
    const { page, blocked, others } = await withoutScripts();
    const response = await page.goto(baseURL + route);
    expect(response?.status()).toBe(200);
    // The scripts are fetched only once the visitor shows intent to navigate.
    await showIntent(page);
    await settle(page);
    expect(blocked.length, "the page asks for scripts, so blocking them is tested").toBeGreaterThan(
      0,
    );
    expect(await page.evaluate(() => "__reactRouterDataRouter" in window)).toBe(false);

    expect(await page.title()).toContain(owner.name);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toContain(headings[route]);
    const main = page.getByRole("main");
    if (route === "/" || route === "/blog")
      for (const post of posts.slice(0, route === "/" ? 2 : undefined))
        expect(await main.getByText(post.title).count()).toBeGreaterThan(0);
    if (route === "/" || route === "/projects")
      for (const project of projects.slice(0, route === "/" ? 2 : undefined))
        expect(await main.getByText(project.title).count()).toBeGreaterThan(0);
    if (route === "/about-me")
      for (const paragraph of owner.about) expect(await main.getByText(paragraph).count()).toBe(1);
    const nav = page.getByRole("navigation", { name: "Main" });
    expect(await nav.getByRole("link").allInnerTexts()).toEqual(["Home", "Projects", "Blog"]);
    expect(await page.getByRole("contentinfo").getByRole("link").count()).toBe(3);

    // The styles apply: the content column is the layout's, not the full width.
    const column = await main.evaluate((el) => getComputedStyle(el).maxWidth);
    expect(column).toBe("768px");
    // Every image, lazy ones included, loads once scrolled into view.
    for (const image of await page.locator("img").all()) {
      await image.scrollIntoViewIfNeeded();
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
    }
    expect(others()).toEqual([]);
  });

  test("every link works: internal ones navigate, external ones are plain links", async () => {
    const { page, others } = await withoutScripts();
    await page.goto(baseURL + route);
    await settle(page);
    const links = await page
      .locator("a[href]")
      .evaluateAll((anchors) =>
        anchors.map((a) => ({ href: (a as HTMLAnchorElement).href, raw: a.getAttribute("href")! })),
      );
    const internal = [...new Set(links.filter((l) => l.href.startsWith(origin)).map((l) => l.raw))];
    expect(internal.length).toBeGreaterThanOrEqual(4);
    for (const href of internal) {
      await page.goto(baseURL + route);
      await settle(page);
      const link = page.locator(`a[href="${href}"]`).first();
      // The skip link is visible only when focused, so use it as a keyboard user does.
      if (href.startsWith("#")) await link.focus().then(() => page.keyboard.press("Enter"));
      else await link.click();
      const target = new URL(href, baseURL + route);
      await page.waitForURL(target.href);
      // Let the new page finish its own (failing) fetches before the next
      // visit, so no request of one page is cut off by the next navigation.
      await settle(page);
      if (target.hash) {
        // The skip link moves to its target on the same page.
        expect(await page.locator(target.hash).count()).toBe(1);
        continue;
      }
      const path = target.pathname as Route;
      expect(Object.keys(headings), `${route} links to ${href}`).toContain(path);
      expect(await page.getByRole("heading", { level: 1 }).innerText()).toContain(headings[path]);
    }
    for (const link of links.filter((l) => !l.href.startsWith(origin)))
      expect(link.raw, "an external link needs no script to work").toMatch(/^https?:\/\//);
    // Leaving a page cancels what it was still fetching (the icon); that is not a fault.
    expect(others().filter((p) => !p.endsWith("net::ERR_ABORTED"))).toEqual([]);
  });
});
