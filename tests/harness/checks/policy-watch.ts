import type { Browser, Page } from "playwright-core";
import { markDocument, openPage, showIntent } from "../chromium";

type Watch = Window & { violations?: string[] };

/**
 * A page (see openPage) that also records every request and every Content
 * Security Policy violation, whichever policy (meta or header) reported it.
 */
export async function watchedPage(browser: Browser) {
  const watched = await openPage(browser);
  const requests: string[] = [];
  watched.page.on("request", (request) => requests.push(request.url()));
  // Runs before the page's own scripts, so no violation is missed.
  await watched.page.addInitScript(() => {
    const w = window as Watch;
    w.violations = [];
    document.addEventListener("securitypolicyviolation", (event) =>
      w.violations!.push(`${event.effectiveDirective} blocked ${event.blockedURI || event.sample}`),
    );
  });
  return { ...watched, requests };
}

export const violations = (page: Page) => page.evaluate(() => (window as Watch).violations);

/** Shows intent, waits for hydration and for every request, lazy images included. */
export async function hydrated(page: Page) {
  await showIntent(page);
  await page.waitForFunction(() => "__reactRouterDataRouter" in window);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState("networkidle");
}

/**
 * Marks the window, then follows Projects, Blog and Home in the main
 * navigation of the site at `base`. A client-side navigation keeps the mark
 * (see `marker`); a full page load would lose it.
 */
export async function walkMainNav(page: Page, base: string): Promise<void> {
  await markDocument(page);
  const nav = page.getByRole("navigation", { name: "Main" });
  for (const [name, path] of [
    ["Projects", "/projects"],
    ["Blog", "/blog"],
    ["Home", "/"],
  ] as const) {
    await nav.getByRole("link", { name, exact: true }).click();
    await page.waitForURL(base + path);
    await page.waitForLoadState("networkidle");
  }
}

/** The page's meta policy, unescaped. */
export function metaPolicy(html: string): string {
  const match = /<meta http-equiv="Content-Security-Policy" content="([^"]+)">/.exec(html);
  if (!match) throw new Error("the page has no Content Security Policy meta tag");
  return match[1]!.replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, "&");
}
