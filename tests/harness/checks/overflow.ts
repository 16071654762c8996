import type { Page } from "playwright-core";

/**
 * Visible elements that stick out of the viewport or whose text overflows
 * their box; evaluated in the page, by Playwright or any engine's visitor.
 * A box that scrolls inside itself (a post's long code line) is no overflow
 * as long as the box itself fits: what it holds is reached by scrolling it.
 */
export function findOverflowing(): string[] {
  // Cards below the first screen skip their layout until they come near
  // (content-visibility: auto), and an engine may report stale sizes for them
  // (Firefox, a right-to-left card wider than its box): measure them laid out,
  // as the visitor sees them on reaching them.
  const skipped = [...document.body.querySelectorAll<HTMLElement>("*")].filter(
    (el) => getComputedStyle(el).contentVisibility === "auto",
  );
  for (const el of skipped) el.style.contentVisibility = "visible";
  const width = document.documentElement.clientWidth;
  const hidden = (el: Element | null): boolean =>
    !!el && (getComputedStyle(el).clipPath !== "none" || hidden(el.parentElement));
  const scrolls = (el: Element) => /^(auto|scroll)$/.test(getComputedStyle(el).overflowX);
  const inScroller = (el: Element): boolean => {
    for (let up = el.parentElement; up && up !== document.body; up = up.parentElement)
      if (scrolls(up)) return true;
    return false;
  };
  const found = [...document.body.querySelectorAll("*")]
    .filter((el) => !hidden(el))
    .filter((el) => {
      const box = el.getBoundingClientRect();
      const outside = (box.right > width + 1 || box.left < -1) && !inScroller(el);
      const overflows = el.clientWidth > 0 && el.scrollWidth > el.clientWidth + 1 && !scrolls(el);
      return outside || overflows;
    })
    .map((el) => `<${el.tagName.toLowerCase()} class="${el.className}">`);
  if (document.documentElement.scrollWidth > width) found.unshift("the page scrolls sideways");
  for (const el of skipped) el.style.contentVisibility = "";
  return found;
}

export const overflowing = (page: Page) => page.evaluate(findOverflowing);
