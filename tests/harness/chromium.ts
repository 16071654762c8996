import { chromium, type Browser, type BrowserContextOptions, type Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { chromiumFlags, chromiumPath } from "../../tools/chromium.ts";

/**
 * Playwright turns Chromium's back/forward cache off; `backForwardCache`
 * keeps it on, as it is for visitors.
 */
export function launchChromium({ backForwardCache = false } = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    args: chromiumFlags,
    ignoreDefaultArgs: backForwardCache ? ["--disable-back-forward-cache"] : [],
  });
}

/**
 * One Chromium for the test file that calls this at its top level, started
 * before its first test and closed after its last; call the result for it.
 */
export function browserForFile(options: { backForwardCache?: boolean } = {}): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchChromium(options);
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser)
      throw new Error(
        "Chromium has not started: call browserForFile() at the top level of the test file",
      );
    return browser;
  };
}

export type WatchedPage = { page: Page; problems: string[] };

/**
 * A page that records console errors and warnings, uncaught errors and failed
 * requests, so a test can assert that a visit was clean.
 */
export async function openPage(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<WatchedPage> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") {
      problems.push(`console.${message.type()}: ${message.text()} (${message.location().url})`);
    }
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  page.on("response", (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  page.on("requestfailed", (request) =>
    problems.push(`request failed: ${request.url()} ${request.failure()?.errorText ?? ""}`),
  );
  return { page, problems };
}

/**
 * Shows intent to navigate, as a pointer passing over the first link of the
 * header (the site's name, a link home) would, so that the page fetches its
 * JavaScript; without moving the mouse or the focus, in any language.
 */
export async function showIntent(page: Page): Promise<void> {
  await page.getByRole("banner").getByRole("link").first().dispatchEvent("pointerover");
}

/** Shows intent, then waits until React Router has hydrated the page and its fetches have settled. */
export async function waitForHydration(page: Page): Promise<void> {
  await showIntent(page);
  await page.waitForFunction(() => "__reactRouterDataRouter" in window);
  await page.waitForLoadState("networkidle");
}

type Marked = Window & { marker?: number };

/** Marks the window so a test can tell a client-side navigation from a reload. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => ((window as Marked).marker = 42));
}

/** The mark, still 42 after client-side navigations, gone after a reload. */
export const marker = (page: Page) => page.evaluate(() => (window as Marked).marker);

export const routes = ["/", "/about-me", "/blog", "/projects"] as const;
