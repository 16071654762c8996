import { mkdirSync } from "node:fs";
import { chromium } from "playwright-core";
import { chromiumFlags, chromiumPath } from "../chromium.ts";

export const views = [
  { width: 390, colorScheme: "light" },
  { width: 390, colorScheme: "dark" },
  { width: 1280, colorScheme: "light" },
  { width: 1280, colorScheme: "dark" },
] as const;

/**
 * Full-page screenshots of `routes` on the server at `base`, at 390 and
 * 1280 px, light and dark, as out/<page>-<width>-<scheme>.png. Returns the files.
 */
export async function takeScreenshots(
  base: string,
  routes: string[],
  out: string,
): Promise<string[]> {
  mkdirSync(out, { recursive: true });
  const files: string[] = [];
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumFlags });
  try {
    for (const { width, colorScheme } of views) {
      const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme });
      const page = await context.newPage();
      for (const route of routes) {
        await page.goto(base + route, { waitUntil: "networkidle" });
        // Lazy images below the first screen load once scrolled to.
        await page.evaluate(async () => {
          for (const image of Array.from(document.images)) image.loading = "eager";
          await Promise.all(Array.from(document.images, (image) => image.decode().catch(() => {})));
        });
        const name = route === "/" ? "home" : route.slice(1).replaceAll("/", "-");
        const path = `${out}/${name}-${width}-${colorScheme}.png`;
        await page.screenshot({ path, fullPage: true });
        files.push(path);
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return files;
}
