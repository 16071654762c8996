import { expect, inject, test } from "vitest";
import { budgets } from "../harness/budgets";
import { countBytes, screens as visitScreens } from "../../instruments/bench/visit-bytes.ts";
import { browserForFile, openPage, routes } from "../harness/chromium";
import { largestPaint } from "../harness/checks/largest-paint";

// What a visit to the sample site costs in Chromium: the largest paint and
// lazy images on the first screen, and the bytes a visitor who only reads
// downloads. The build's own budgets are in budgets.test.ts.
const baseURL = inject("sample").url;
const browser = browserForFile();

// Lighthouse's phone (its mobile preset) and a laptop.
const screens = [
  { name: "phone", viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 },
  { name: "laptop", viewport: { width: 1350, height: 940 }, deviceScaleFactor: 1 },
];

test.each(routes.flatMap((route) => screens.map((screen) => ({ route, ...screen }))))(
  "$route on a $name: an LCP image loads eagerly at high priority; only images below the first screen are lazy",
  async ({ route, viewport, deviceScaleFactor }) => {
    const { page } = await openPage(browser(), { viewport, deviceScaleFactor });
    await page.goto(baseURL + route, { waitUntil: "load" });
    const lcp = await largestPaint(page);
    if (lcp.tag === "IMG") {
      expect(lcp.loading).not.toBe("lazy");
      expect(lcp.priority).toBe("high");
    }
    const images = await page.evaluate(() =>
      [...document.images].map((img) => ({
        src: img.currentSrc,
        belowFold: img.getBoundingClientRect().top >= innerHeight,
        lazy: img.loading === "lazy",
      })),
    );
    for (const image of images) expect(image.lazy, image.src).toBe(image.belowFold);
  },
);

// The bench counts 8 s of reading (npm run bench); no timer fetches anything,
// so the network falling quiet is the same visit, and the budget is exact.
test.each(routes.flatMap((route) => visitScreens.map((screen) => ({ route, ...screen }))))(
  `$route on a $name: a visitor who only reads downloads at most ${budgets.landing / 1000} KB, headers included, and no script`,
  async ({ route, name, viewport, deviceScaleFactor }) => {
    const { page, problems } = await openPage(browser(), {
      viewport,
      deviceScaleFactor,
      isMobile: name === "phone",
      hasTouch: name === "phone",
    });
    const wire = await countBytes(page);
    await page.goto(baseURL + route, { waitUntil: "load" });
    await page.waitForLoadState("networkidle");
    const landing = wire.total();
    expect(landing.scripts).toBe(0);
    expect(landing.bytes).toBeGreaterThan(0);
    expect(landing.bytes).toBeLessThanOrEqual(budgets.landing);
    expect(problems).toEqual([]);
  },
);
