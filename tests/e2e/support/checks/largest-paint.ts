import type { Page } from "playwright-core";

export type PaintedElement = {
  tag: string;
  alt: string;
  loading: string | null;
  priority: string | null;
  width: number;
  height: number;
};

/**
 * The page's final largest-contentful-paint element. The `load` event can come
 * before the last frame is painted (on a busy machine the image may paint a
 * frame before the larger text), so this waits for two frames after load and
 * reads every buffered entry, taking the last: the largest one painted.
 */
export async function largestPaint(page: Page): Promise<PaintedElement> {
  await page.waitForLoadState("load");
  return page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    await frame();
    await frame();
    const entries = await new Promise<PerformanceEntryList>((resolve) => {
      const observer = new PerformanceObserver((list) => {
        observer.disconnect();
        resolve(list.getEntries());
      });
      observer.observe({ type: "largest-contentful-paint", buffered: true });
    });
    const el = (entries.at(-1) as (PerformanceEntry & { element?: Element }) | undefined)?.element;
    const rect = el?.getBoundingClientRect();
    return {
      tag: el?.tagName ?? "",
      alt: el?.getAttribute("alt") ?? "",
      loading: el?.getAttribute("loading") ?? null,
      priority: el?.getAttribute("fetchpriority") ?? null,
      width: rect?.width ?? 0,
      height: rect?.height ?? 0,
    };
  });
}
