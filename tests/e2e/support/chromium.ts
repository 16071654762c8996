import { chromium, type Browser, type BrowserContextOptions, type Page } from "playwright-core";
import { chromiumFlags, chromiumPath } from "../../../scripts/chromium.mjs";

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    args: chromiumFlags,
  });
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

/** Waits until React Router has hydrated the page and its fetches have settled. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => "__reactRouterDataRouter" in window);
  await page.waitForLoadState("networkidle");
}

export const routes = ["/", "/about-me", "/blog", "/projects"] as const;
