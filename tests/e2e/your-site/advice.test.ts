import { expect, inject, test } from "vitest";
import { browserForFile, openPage, routes } from "../support/chromium";
import { lcpAdvice, type LargestPaint } from "./lcp-advice";

// Advice for your own pages, printed, never failed: whether the largest paint
// on a phone (Lighthouse's mobile screen) is text. The build prints the other
// advice, each page's weight (pipeline/stages/7-page-weight.ts).

const liveURL = inject("liveURL");
const browser = browserForFile();

test.each(routes)(
  "%s: the largest paint on a phone is measured, with advice if it is an image",
  async (route) => {
    const { page } = await openPage(browser(), {
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
    });
    await page.goto(liveURL + route, { waitUntil: "load" });
    const paint: LargestPaint = await page.evaluate(
      (route) =>
        new Promise((resolve) => {
          new PerformanceObserver((list) => {
            const entry = list.getEntries().at(-1) as PerformanceEntry & { element?: Element };
            const box = (el: Element | null | undefined) => {
              const rect = el?.getBoundingClientRect();
              return { width: rect?.width ?? 0, height: rect?.height ?? 0 };
            };
            const texts = [...document.querySelectorAll("main h1, main h2, main p")]
              .filter((el) => el.getBoundingClientRect().top < innerHeight)
              .map(box)
              .sort((a, b) => b.width * b.height - a.width * a.height);
            resolve({
              route,
              tag: entry.element?.tagName ?? "",
              alt: entry.element?.getAttribute("alt") ?? "",
              ...box(entry.element),
              text: texts[0] ?? { width: 0, height: 0 },
            });
          }).observe({ type: "largest-contentful-paint", buffered: true });
        }),
      route,
    );
    expect(paint.tag, "Chromium reported no largest paint").not.toBe("");
    const advice = lcpAdvice(paint);
    if (advice) console.warn(advice);
  },
);
