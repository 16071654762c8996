import { expect, inject, test } from "vitest";
import { browserForFile, openPage } from "../harness/chromium";
import { yourWalkedRoutes } from "./your-content";
import { largestPaint } from "../harness/checks/largest-paint";
import { lcpAdvice, type LargestPaint } from "./lcp-advice";

// Advice for your own pages, printed, never failed: whether the largest paint
// on a phone (Lighthouse's mobile screen) is text. The build prints the other
// advice, each page's weight (pipeline/stages/7-page-weight.ts).

const liveURL = inject("liveURL");
const browser = browserForFile();

test.each(yourWalkedRoutes)(
  "%s: the largest paint on a phone is measured, with advice if it is an image",
  async (route) => {
    const { page } = await openPage(browser(), {
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
    });
    await page.goto(liveURL + route, { waitUntil: "load" });
    const { tag, alt, width, height } = await largestPaint(page);
    const text = await page.evaluate(() => {
      const boxes = [...document.querySelectorAll("main h1, main h2, main p")]
        .map((el) => el.getBoundingClientRect())
        .filter((rect) => rect.top < innerHeight)
        .sort((a, b) => b.width * b.height - a.width * a.height);
      return { width: boxes[0]?.width ?? 0, height: boxes[0]?.height ?? 0 };
    });
    const paint: LargestPaint = { route, tag, alt, width, height, text };
    expect(paint.tag, "Chromium reported no largest paint").not.toBe("");
    const advice = lcpAdvice(paint);
    if (advice) console.warn(advice);
  },
);
