// Takes screenshots of every page of the production build (390 and 1280 px
// wide, light and dark) into screenshots/. Needs a running server:
//   npm start   (then, in another shell)   npm run screenshots
import { mkdirSync } from "node:fs";
import { chromium } from "playwright-core";
import { chromiumFlags, chromiumPath } from "./chromium.ts";

const base = process.env.BASE_URL ?? "http://127.0.0.1:3000";
const routes = (process.env.ROUTES ?? "/,/about-me,/blog,/projects").split(",");
const out = process.env.OUT_DIR ?? "screenshots";
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumFlags });
for (const colorScheme of ["light", "dark"] as const) {
  for (const width of [390, 1280]) {
    const context = await browser.newContext({
      viewport: { width, height: 900 },
      colorScheme,
      deviceScaleFactor: 1,
    });
    const page = await context.newPage();
    for (const route of routes) {
      await page.goto(base + route, { waitUntil: "networkidle" });
      const name = route === "/" ? "home" : route.slice(1).replaceAll("/", "-");
      await page.screenshot({
        path: `${out}/${name}-${width}-${colorScheme}.png`,
        fullPage: process.env.FULL !== "0",
      });
    }
    await context.close();
  }
}
await browser.close();
console.log(`Screenshots written to ${out}/`);
