// Functions a journey evaluates in the page (Visitor.run), the same in every
// engine. Each stands alone: it is sent to the browser as source text.
import { watchPath } from "./watch-path";

export type NavNote = { page: string; href: string; classes: string; look: string };

// What the site requested, of its own origin: another host's script (an
// analytics provider's, which the owner turned on) is no script of the site's.

/** Scripts the page has requested so far, besides the journey's own watcher. */
export function scriptsFetched(path: typeof watchPath): string[] {
  return performance
    .getEntriesByType("resource")
    .map((entry) => entry.name)
    .filter((url) => new URL(url).origin === location.origin)
    .filter((url) => new URL(url).pathname.endsWith(".js") && !url.includes(path));
}

/** The data files (`.data`, a page's loader data) the page has requested so far. */
export const dataFetched = () =>
  performance
    .getEntriesByType("resource")
    .map((entry) => new URL(entry.name).pathname)
    .filter((path) => path.endsWith(".data"));

/** Moves the keyboard's focus to the first element matching `selector`. */
export const focus = (selector: string) => document.querySelector<HTMLElement>(selector)!.focus();

/** Navigates on the client, as the app's router does (the app must have hydrated). */
export function navigateTo(path: string) {
  const router = (window as unknown as { __reactRouterDataRouter: { navigate(to: string): void } })
    .__reactRouterDataRouter;
  router.navigate(path);
}

/** The path of everything the page has requested of its own origin so far, in order. */
export const requested = () =>
  performance
    .getEntriesByType("resource")
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === location.origin)
    .map((url) => url.pathname);

export const hydrated = () => "__reactRouterDataRouter" in window;

/** Where the page is and what it shows: its path, main heading and the current nav link. */
export function where() {
  return {
    path: location.pathname,
    heading: document.querySelector("h1")?.textContent?.trim() ?? "",
    current:
      document.querySelector('header nav a[aria-current="page"]')?.getAttribute("href") ?? null,
    marked: (window as Window & { journeyMark?: number }).journeyMark === 42,
    // A view transition takes the clicks until it ends.
    transitioning: document.querySelector("header nav a.transitioning") !== null,
  };
}

/** Marks the window: a client-side navigation keeps the mark, a page load loses it. */
export const mark = () => void ((window as Window & { journeyMark?: number }).journeyMark = 42);

export const scrollThrough = () => window.scrollTo(0, document.documentElement.scrollHeight);

/** What the watcher recorded: errors and policy violations, and the nav links' classes. */
export function journeyNotes() {
  const read = (key: string) => JSON.parse(sessionStorage.getItem(key) ?? "[]") as unknown[];
  return { problems: read("journey-problems") as string[], nav: read("journey-nav") as NavNote[] };
}

/** The `href` of the nav link whose path ends with `end` ("/" is the first, Home). */
export function navHref(end: string): string {
  const links = [...document.querySelectorAll("header nav a")].map(
    (a) => a.getAttribute("href") ?? "",
  );
  return end === "/" ? links[0]! : links.find((href) => href.endsWith(end))!;
}

/** The focused element's `href`, if it is a link. */
export const focusedHref = () => document.activeElement?.getAttribute("href") ?? null;

/** The page's colours as the visitor sees them: the scheme it reports and the background's lightness. */
export function colours() {
  const rgb = getComputedStyle(document.body)
    .backgroundColor.match(/[\d.]+/g)!
    .map(Number);
  return {
    dark: matchMedia("(prefers-color-scheme: dark)").matches,
    lightness: (0.2126 * rgb[0]! + 0.7152 * rgb[1]! + 0.0722 * rgb[2]!) / 255,
  };
}

/** The direction of the page and where its first and last nav links sit, left to right. */
export function navLayout() {
  const links = [...document.querySelectorAll("header nav a")].map(
    (a) => a.getBoundingClientRect().left,
  );
  return { dir: document.documentElement.dir, first: links[0]!, last: links.at(-1)! };
}

/** The distinct line tops of `text`'s characters inside the page's first h1 (across its text nodes). */
export function lineTopsOf(text: string): number[] {
  const h1 = document.querySelector("h1")!;
  const walker = document.createTreeWalker(h1, NodeFilter.SHOW_TEXT);
  const chars: { node: Text; at: number }[] = [];
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    for (let at = 0; at < node.data.length; at++) chars.push({ node, at });
  }
  const start = chars
    .map(({ node, at }) => node.data[at])
    .join("")
    .indexOf(text);
  if (start < 0) return [];
  const tops = new Set<number>();
  for (const { node, at } of chars.slice(start, start + text.length)) {
    const range = document.createRange();
    range.setStart(node, at);
    range.setEnd(node, at + 1);
    tops.add(Math.round(range.getBoundingClientRect().top));
  }
  return [...tops];
}

/** For each card heading: the room its text leaves on the left and on the right of its box. */
export function headingGaps(): { text: string; left: number; right: number }[] {
  // Measured laid out: WebKit places the text of a card that skips its layout
  // (content-visibility: auto, below the first screen) outside its box.
  const skipped = [...document.querySelectorAll<HTMLElement>("main article")].filter(
    (el) => getComputedStyle(el).contentVisibility === "auto",
  );
  for (const el of skipped) el.style.contentVisibility = "visible";
  // Only the text a reader sees: a link's "(opens in a new tab)" is clipped to
  // one pixel (sr-only), and in Firefox and WebKit its hidden line runs past a
  // right-to-left heading's end when the visible text fills the last line.
  const hidden = (el: Element | null, heading: Element): boolean => {
    for (; el && el !== heading; el = el.parentElement) {
      const style = getComputedStyle(el);
      if (style.clip !== "auto" || style.clipPath !== "none") return true;
    }
    return false;
  };
  const gaps = [...document.querySelectorAll("main article :is(h2, h3)")].map((heading) => {
    const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
    let left = Infinity;
    let right = -Infinity;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim() || hidden(node.parentElement, heading)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const rect = range.getBoundingClientRect();
      left = Math.min(left, rect.left);
      right = Math.max(right, rect.right);
    }
    const box = heading.getBoundingClientRect();
    return {
      text: heading.textContent ?? "",
      left: left - box.left,
      right: box.right - right,
    };
  });
  for (const el of skipped) el.style.contentVisibility = "";
  return gaps;
}

/** The page's path, language and direction, as <html> says them. */
export const documentLanguage = () => ({
  path: location.pathname,
  lang: document.documentElement.lang,
  dir: document.documentElement.dir || "ltr",
  heading: document.querySelector("h1")?.textContent?.trim() ?? "",
});

/**
 * The page's first h1 made to wrap after its first word: the distance between
 * its lines, and the height of its text's ink (the highest mark above the
 * line to the lowest below it), measured in the font the engine uses.
 */
export function headingLinesAndInk(): { lines: number; pitch: number; ink: number } {
  const h1 = document.querySelector("h1")!;
  const text = (h1.textContent ?? "").trim();
  const range = document.createRange();
  range.selectNodeContents(h1);
  h1.style.width = `${range.getBoundingClientRect().width * 0.6}px`;
  const tops = new Set<number>();
  const walker = document.createTreeWalker(h1, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null)
    for (let at = 0; at < node.data.length; at++) {
      range.setStart(node, at);
      range.setEnd(node, at + 1);
      const { top, height } = range.getBoundingClientRect();
      if (height > 0) tops.add(Math.round(top));
    }
  const [first, second] = [...tops].sort((a, b) => a - b);
  const context = document.createElement("canvas").getContext("2d")!;
  const style = getComputedStyle(h1);
  context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
  const metrics = context.measureText(text);
  return {
    lines: tops.size,
    pitch: second! - first!,
    ink: metrics.actualBoundingBoxAscent + metrics.actualBoundingBoxDescent,
  };
}
