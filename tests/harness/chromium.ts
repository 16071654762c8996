// Chromium through Playwright, for the tests that need what only a driver
// gives: requests held or counted, device emulation, the DevTools protocol.
// Journeys that every engine walks live in journeys/.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type Browser, type BrowserContextOptions, type Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { en } from "../../app/lib/i18n/dictionaries/en.ts";
import { navPages, pagePaths } from "../../app/lib/pages/site-pages.ts";
import { chromiumFlags, chromiumPath } from "../../tools/chromium.ts";
import { watchPage } from "./watch-script.ts";

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

export type WatchedPage = { page: Page; problems: string[]; requests: string[] };

/**
 * A page with the watcher (watch-script.ts) in it, and what only the driver
 * sees added to `problems`: console errors and warnings, uncaught errors,
 * responses of 400 and more, and requests that failed. `requests` lists
 * every URL the page asked for, in order.
 */
export async function openPage(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<WatchedPage> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  await page.addInitScript(watchPage);
  const problems: string[] = [];
  const requests: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") {
      problems.push(`console.${message.type()}: ${message.text()} (${message.location().url})`);
    }
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  page.on("request", (request) => void requests.push(request.url()));
  page.on("response", (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  page.on("requestfailed", (request) =>
    problems.push(`request failed: ${request.url()} ${request.failure()?.errorText ?? ""}`),
  );
  return { page, problems, requests };
}

/** The policy violations the watcher saw in this tab, meta or header policy alike. */
export async function violations(page: Page): Promise<string[]> {
  const notes = await page.evaluate(() => sessionStorage.getItem("journey-problems"));
  return (JSON.parse(notes ?? "[]") as string[])
    .filter((problem) => problem.startsWith("policy violation: "))
    .map((problem) => problem.replace(/^policy violation: (.*) \(on [^)]*\)$/, "$1"));
}

/**
 * Shows intent to navigate, as a pointer passing over the first link of the
 * header (the site's name, a link home) would, so that the page fetches its
 * JavaScript; without moving the mouse or the focus, in any language.
 */
export async function showIntent(page: Page): Promise<void> {
  await page.getByRole("banner").getByRole("link").first().dispatchEvent("pointerover");
}

/**
 * Shows intent, then waits until React Router has hydrated the page and its
 * fetches have settled; `scroll` first brings every lazy image in.
 */
export async function waitForHydration(page: Page, { scroll = false } = {}): Promise<void> {
  await showIntent(page);
  await page.waitForFunction(() => "__reactRouterDataRouter" in window);
  if (scroll) await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState("networkidle");
}

type Marked = Window & { marker?: number };

/** Marks the window so a test can tell a client-side navigation from a reload. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => ((window as Marked).marker = 42));
}

/** The mark, still 42 after client-side navigations, gone after a reload. */
export const marker = (page: Page) => page.evaluate(() => (window as Marked).marker);

/** The navigation's links by their English names ("Projects"), as the sample's pages show them. */
const mainNav = Object.fromEntries(navPages.map((page) => [en[page.label], page.path]));

/**
 * Marks the window, then follows the main navigation's links (Projects,
 * Blog and Home unless told) on the site at `base`, each page settled and
 * then looked at by `onEach`. A client-side navigation keeps the mark (see
 * `marker`); a page load loses it.
 */
export async function walkMainNav(
  page: Page,
  base: string,
  names: string[] = ["Projects", "Blog", "Home"],
  onEach: () => Promise<void> = async () => {},
): Promise<void> {
  await markDocument(page);
  const nav = page.getByRole("navigation", { name: "Main" });
  for (const name of names) {
    await nav.getByRole("link", { name, exact: true }).click();
    await page.waitForURL(base + mainNav[name]);
    await page.waitForLoadState("networkidle");
    await onEach();
  }
}

/** The page's meta policy, unescaped. */
export function metaPolicy(html: string): string {
  const match = /<meta http-equiv="Content-Security-Policy" content="([^"]+)">/.exec(html);
  if (!match) throw new Error("the page has no Content Security Policy meta tag");
  return match[1]!.replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, "&");
}

export const routes = pagePaths;

/**
 * Chromium opened at `url` with no DevTools session attached, as a visitor's
 * is: Chromium prerenders nothing while one is (PrerenderingDisabledByDevTools).
 * `attach()` connects Playwright afterwards, to look at what happened.
 */
export async function unwatchedChromium(url: string) {
  const profile = mkdtempSync(join(tmpdir(), "chromium-"));
  const child = spawn(
    chromiumPath(),
    [...chromiumFlags, "--remote-debugging-port=0", `--user-data-dir=${profile}`, url],
    // Its own process group: Debian's chromium is a script that starts the browser.
    { stdio: ["ignore", "ignore", "pipe"], detached: true },
  );
  const endpoint = await new Promise<string>((resolve, reject) => {
    let seen = "";
    child.stderr.on("data", (chunk: Buffer) => {
      seen += chunk.toString();
      const port = /DevTools listening on ws:\/\/127\.0\.0\.1:(\d+)\//.exec(seen)?.[1];
      if (port) resolve(`http://127.0.0.1:${port}`);
    });
    child.on("exit", () => reject(new Error(`Chromium exited before it listened:\n${seen}`)));
  });
  let browser: Browser | undefined;
  return {
    attach: async () => (browser = await chromium.connectOverCDP(endpoint)),
    stop: async () => {
      await browser?.close().catch(() => {});
      if (child.exitCode === null) {
        const exited = new Promise((done) => child.once("exit", done));
        process.kill(-child.pid!, "SIGTERM");
        await exited;
      }
      // Its helper processes may write to the profile a moment longer.
      rmSync(profile, { recursive: true, force: true, maxRetries: 20, retryDelay: 100 });
    },
  };
}
