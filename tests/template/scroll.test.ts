import type { Page } from "playwright-core";
import { expect, inject, test } from "vitest";
import {
  browserForFile,
  marker,
  markDocument,
  openPage,
  waitForHydration,
} from "../harness/chromium";

// Scroll restoration is React Router's; the build only moves its first-visit
// work to the module that starts the app on intent
// (pipeline/stages/4-first-paint/scroll-script.ts). These tests hold the
// behaviour a visitor sees either way.
const baseURL = inject("sample").url;
const browser = browserForFile();
// Short enough that the home page scrolls.
const viewport = { width: 390, height: 480 };

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

async function scrolledHome(page: Page): Promise<number> {
  await page.goto(baseURL + "/");
  await waitForHydration(page);
  await page.evaluate(() => window.scrollTo(0, 400));
  await expect.poll(() => scrollY(page)).toBe(400);
  return 400;
}

test("a first visit's history entry gets its own key before the router starts", async () => {
  const { page, problems } = await openPage(browser(), { viewport });
  await page.goto(baseURL + "/");
  await waitForHydration(page);
  const keys = await page.evaluate(() => ({
    entry: (history.state as { key?: string } | null)?.key,
    router: (
      window as unknown as { __reactRouterDataRouter: { state: { location: { key: string } } } }
    ).__reactRouterDataRouter.state.location.key,
  }));
  expect(keys.entry).toMatch(/^[0-9a-v]{6,}$/);
  expect(keys.router).toBe(keys.entry);
  expect(problems).toEqual([]);
});

test("a client-side navigation starts at the top and Back returns to the same place", async () => {
  const { page, problems } = await openPage(browser(), { viewport });
  const y = await scrolledHome(page);
  await markDocument(page);
  // A click without Playwright scrolling the link into view first.
  await page.getByRole("link", { name: "Blog", exact: true }).first().dispatchEvent("click");
  await page.waitForURL(baseURL + "/blog");
  await expect.poll(() => scrollY(page)).toBe(0);
  await page.goBack();
  await page.waitForURL(baseURL + "/");
  await expect.poll(() => scrollY(page)).toBe(y);
  expect(await marker(page)).toBe(42);
  expect(problems).toEqual([]);
});

test("a reload comes back at the same place", async () => {
  const { page, problems } = await openPage(browser(), { viewport });
  const y = await scrolledHome(page);
  await page.reload({ waitUntil: "domcontentloaded" });
  // Restored by the inline script while the page is parsed, before any module runs.
  expect(await scrollY(page)).toBe(y);
  await waitForHydration(page);
  expect(await scrollY(page)).toBe(y);
  expect(problems).toEqual([]);
});
