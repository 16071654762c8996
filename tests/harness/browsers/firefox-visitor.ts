// The machine's Firefox (Debian's firefox-esr, Mozilla's, Ubuntu's snap, a
// Mac's) through puppeteer-core over WebDriver BiDi, which Firefox speaks
// itself (no geckodriver). The colour scheme and JavaScript are preferences
// of the profile, so each combination gets its own browser and profile.
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { join } from "node:path";
import puppeteer, { ProtocolError, type Browser, type Page } from "puppeteer-core";
import {
  callExpression,
  defaultViewport,
  restingPoint,
  steadyMiddle,
  renderEverything,
  type Engine,
  type VisitOptions,
  type Visitor,
} from "./visitor.ts";

/**
 * Sets the page's viewport. puppeteer sends a screen orientation override
 * with the size, a command older Firefox ESRs (140) answer "unknown
 * command"; the size itself is a command every supported Firefox knows, so
 * an unknown or unsupported companion is left out, once the size is seen.
 */
async function setViewport(page: Page, width: number, height: number) {
  try {
    await page.setViewport({ width, height });
  } catch (error) {
    const unknown =
      error instanceof ProtocolError && /unknown command|unsupported operation/.test(error.message);
    if (!unknown) throw error;
    const deadline = Date.now() + 5000;
    while ((await page.evaluate("innerWidth")) !== width) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

/**
 * `profiles` is the folder the browsers' profiles go in: one this Firefox can
 * read (a snap's own, tools/browsers.ts's profileFolder), each removed on close.
 */
export async function startFirefox(executablePath: string, profiles: string): Promise<Engine> {
  const browsers = new Map<string, Promise<Browser>>();
  const made: string[] = [];
  const browserFor = (scheme: "light" | "dark", javaScript: boolean, proxy?: string) => {
    const key = `${scheme} ${javaScript} ${proxy}`;
    if (!browsers.has(key)) {
      mkdirSync(profiles, { recursive: true });
      const userDataDir = mkdtempSync(join(profiles, "portfolio-firefox-"));
      made.push(userDataDir);
      browsers.set(
        key,
        puppeteer.launch({
          browser: "firefox",
          executablePath,
          userDataDir,
          headless: true,
          protocolTimeout: 30_000,
          acceptInsecureCerts: proxy !== undefined,
          extraPrefsFirefox: {
            // 0 dark, 1 light: what the page's prefers-color-scheme reports.
            "layout.css.prefers-color-scheme.content-override": scheme === "dark" ? 0 : 1,
            "javascript.enabled": javaScript,
            // Scrollbars over the page, as on phones and macOS: the viewport keeps its width.
            "ui.useOverlayScrollbars": 1,
            "widget.gtk.overlay-scrollbars.enabled": true,
            // No back/forward cache: once a page comes back from it, puppeteer
            // loses track of the tab's navigations (the next goto never ends).
            // navigation-chromium.test.ts tests the cache, in Chromium.
            "browser.sessionhistory.max_total_viewers": 0,
            // Other origins through the proxy; 127.0.0.1 is never proxied
            // (network.proxy.allow_hijacking_localhost is false by default).
            ...(proxy && {
              "network.proxy.type": 1,
              "network.proxy.http": proxy.split(":")[0],
              "network.proxy.http_port": Number(proxy.split(":")[1]),
              "network.proxy.ssl": proxy.split(":")[0],
              "network.proxy.ssl_port": Number(proxy.split(":")[1]),
            }),
          },
        }),
      );
    }
    return browsers.get(key)!;
  };
  return {
    name: "firefox",
    async visit({ scheme = "light", javaScript = true, proxy, ...size }: VisitOptions = {}) {
      const context = await (await browserFor(scheme, javaScript, proxy)).createBrowserContext();
      const page = await context.newPage();
      const { width, height } = { ...defaultViewport, ...size };
      await setViewport(page, width, height);
      // A string, not a function: with JavaScript off Firefox still evaluates
      // an expression, while puppeteer's element helpers wait forever.
      const run: Visitor["run"] = <T>(fn: (arg: never) => T, arg?: unknown) =>
        page.evaluate(callExpression(fn, arg as never)) as Promise<T>;
      const moveTo = async (selector: string) => {
        const { x, y } = await steadyMiddle(run, selector);
        await page.mouse.move(x, y);
        return { x, y };
      };
      return {
        engine: "firefox",
        open: async (url) => void (await page.goto(url)),
        run,
        pointAt: async (selector) => void (await moveTo(selector)),
        rest: async () => {
          const { x, y } = restingPoint(await run(() => innerHeight));
          await page.mouse.move(x, y);
        },
        click: async (selector) => {
          const { x, y } = await moveTo(selector);
          await page.mouse.click(x, y);
        },
        press: (key) => page.keyboard.press(key),
        // Not page.goBack(): it waits for a load event that a page restored
        // from the back/forward cache never fires. The journey waits for the page.
        back: async () => void (await page.evaluate("history.back()")),
        forward: async () => void (await page.evaluate("history.forward()")),
        screenshot: async (fullPage = false) => {
          // Firefox paints the whole page in one take, and leaves the cards it
          // skips below the first screen blank.
          if (fullPage) await run(renderEverything);
          return page.screenshot({ fullPage });
        },
        close: () => context.close(),
      };
    },
    async close() {
      try {
        for (const browser of browsers.values()) await (await browser).close();
      } finally {
        for (const profile of made) rmSync(profile, { recursive: true, force: true });
      }
    },
  };
}
