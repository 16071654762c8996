import { existsSync } from "node:fs";
import { chromium, type Browser, type BrowserContextOptions, type Page } from "playwright-core";

/** Debian's Chromium, or the one CHROME_PATH names. Missing is an error, never a skip. */
export function chromiumPath(): string {
  const path = process.env.CHROME_PATH ?? "/usr/bin/chromium";
  if (!existsSync(path)) {
    throw new Error(
      `Chromium was not found at ${path}. Install it with \`apt-get install -y chromium\` ` +
        "(Debian/Ubuntu) or set CHROME_PATH to a Chromium or Chrome binary.",
    );
  }
  return path;
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    args: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
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

export const routes = ["/", "/about-me", "/blog", "/projects"] as const;
