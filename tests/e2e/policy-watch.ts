import { createServer } from "node:net";
import type { Browser, Page } from "playwright-core";
import { openPage } from "./support/chromium";

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

/** Waits for hydration and for every request, lazy images included. */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => "__reactRouterDataRouter" in window);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState("networkidle");
}

/** The page's meta policy, unescaped. */
export function metaPolicy(html: string): string {
  const match = /<meta http-equiv="Content-Security-Policy" content="([^"]+)">/.exec(html);
  if (!match) throw new Error("the page has no Content Security Policy meta tag");
  return match[1]!.replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, "&");
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

export async function waitForServer(url: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`The server did not answer at ${url}`);
}
