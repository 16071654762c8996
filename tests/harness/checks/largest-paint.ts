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
 * The page's final largest-contentful-paint element. Chromium reports text and
 * image candidates as each paint's presentation time arrives, and on a busy
 * machine a later candidate (the larger text) can come after the first
 * observer callback. So this listens from load until no new candidate has come
 * for half a second, and takes the largest.
 */
export async function largestPaint(page: Page): Promise<PaintedElement> {
  await page.waitForLoadState("load");
  return page.evaluate(async () => {
    type Candidate = PerformanceEntry & { size: number; element?: Element | null };
    const quiet = 500;
    const candidates = await new Promise<Candidate[]>((resolve) => {
      const seen: Candidate[] = [];
      let timer = setTimeout(done, quiet);
      const observer = new PerformanceObserver((list) => {
        seen.push(...(list.getEntries() as Candidate[]));
        clearTimeout(timer);
        timer = setTimeout(done, quiet);
      });
      function done() {
        observer.disconnect();
        resolve(seen);
      }
      observer.observe({ type: "largest-contentful-paint", buffered: true });
    });
    const largest = candidates.reduce<Candidate | undefined>(
      (best, entry) => (best && best.size >= entry.size ? best : entry),
      undefined,
    );
    const el = largest?.element;
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
