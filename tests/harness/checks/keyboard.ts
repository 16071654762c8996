import type { Page } from "playwright-core";

export type FocusStop = {
  /** "a /blog Blog" style description, for messages. */
  name: string;
  /** Index of the element among all focusable elements in document order. */
  domIndex: number;
  /** Width, style and colour of the outline, and the page background behind it. */
  outline: { width: number; style: string; color: string };
  background: string;
  /** Whether the element's box is on screen and larger than a pixel. */
  visible: boolean;
};

const focusable = "a[href], button, input, select, textarea, [tabindex]:not([tabindex='-1'])";

/** Presses Tab from the top of the page until focus leaves the page or comes round again. */
export async function tabThrough(page: Page, limit = 100): Promise<FocusStop[]> {
  const stops: FocusStop[] = [];
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press("Tab");
    const stop = await page.evaluate((selector): FocusStop | null => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      const all = [...document.querySelectorAll(selector)];
      const style = getComputedStyle(el);
      const rect = el.getBoundingClientRect();
      const text = (el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 40);
      return {
        name: `${el.tagName.toLowerCase()} ${el.getAttribute("href") ?? ""} ${text}`,
        domIndex: all.indexOf(el),
        outline: {
          width: parseFloat(style.outlineWidth),
          style: style.outlineStyle,
          color: style.outlineColor,
        },
        background: getComputedStyle(document.body).backgroundColor,
        visible:
          rect.width > 1 &&
          rect.height > 1 &&
          rect.bottom > 0 &&
          rect.right > 0 &&
          rect.left < innerWidth &&
          rect.top < document.documentElement.scrollHeight,
      };
    }, focusable);
    if (!stop || stops.some((s) => s.domIndex === stop.domIndex)) break;
    stops.push(stop);
  }
  return stops;
}

/** Every element a keyboard should reach: focusable and not hidden. */
export function reachableCount(page: Page): Promise<number> {
  return page.evaluate(
    (selector) =>
      [...document.querySelectorAll<HTMLElement>(selector)].filter(
        (el) => !el.closest("[hidden], [inert]") && getComputedStyle(el).visibility !== "hidden",
      ).length,
    focusable,
  );
}
