import { mkdirSync, writeFileSync } from "node:fs";
import { startChromium } from "../../tests/harness/browsers/chromium-visitor.ts";
import type { Engine } from "../../tests/harness/browsers/visitor.ts";
import { chromiumPath } from "../../tools/chromium.ts";

export const views = [
  { width: 390, scheme: "light" },
  { width: 390, scheme: "dark" },
  { width: 1280, scheme: "light" },
  { width: 1280, scheme: "dark" },
] as const;

/** Every image of the page, lazy ones too, loaded and decoded. */
async function eagerImages() {
  for (const image of Array.from(document.images)) image.loading = "eager";
  await Promise.all(Array.from(document.images, (image) => image.decode().catch(() => {})));
}

/**
 * Full-page screenshots of `routes` on the server at `base`, at 390 and
 * 1280 px, light and dark, as out/<page>-<width>-<scheme>.png, in `engine`
 * (Chromium unless given). Returns the files.
 */
export async function takeScreenshots(
  base: string,
  routes: string[],
  out: string,
  engine?: Engine,
): Promise<string[]> {
  mkdirSync(out, { recursive: true });
  const files: string[] = [];
  const browser = engine ?? (await startChromium(chromiumPath()));
  try {
    for (const { width, scheme } of views) {
      const visitor = await browser.visit({ width, height: 900, scheme });
      for (const route of routes) {
        await visitor.open(base + route);
        await visitor.run(eagerImages);
        const path = `${out}/${shotName(route)}-${width}-${scheme}.png`;
        writeFileSync(path, await visitor.screenshot(true));
        files.push(path);
      }
      await visitor.close();
    }
  } finally {
    if (!engine) await browser.close();
  }
  return files;
}

/** A route's screenshots' name: "home", "about-me", "ja-blog". */
export const shotName = (route: string) =>
  route === "/" ? "home" : route.slice(1).replaceAll("/", "-");
