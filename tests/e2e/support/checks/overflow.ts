import type { Page } from "playwright-core";

/**
 * Visible elements that stick out of the viewport or whose text overflows
 * their box; evaluated in the page, by Playwright or any engine's visitor.
 */
export function findOverflowing(): string[] {
  const width = document.documentElement.clientWidth;
  const hidden = (el: Element | null): boolean =>
    !!el && (getComputedStyle(el).clipPath !== "none" || hidden(el.parentElement));
  const found = [...document.body.querySelectorAll("*")]
    .filter((el) => !hidden(el))
    .filter((el) => {
      const box = el.getBoundingClientRect();
      const overflows = el.clientWidth > 0 && el.scrollWidth > el.clientWidth + 1;
      return box.right > width + 1 || box.left < -1 || overflows;
    })
    .map((el) => `<${el.tagName.toLowerCase()} class="${el.className}">`);
  if (document.documentElement.scrollWidth > width) found.unshift("the page scrolls sideways");
  return found;
}

export const overflowing = (page: Page) => page.evaluate(findOverflowing);
