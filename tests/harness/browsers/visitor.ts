// One vocabulary for a visitor in any browser engine: the browser journeys
// (tests/template/engines.test.ts) and the screenshots speak it, and each engine's
// driver (chromium-visitor.ts, firefox-visitor.ts, webkit-visitor.ts)
// translates it. Everything a journey reads it reads through `run`, a
// function evaluated in the page, so that no check exists once per engine.

export const engineNames = ["chromium", "firefox", "webkit"] as const;
export type EngineName = (typeof engineNames)[number];

export type VisitOptions = {
  /** The colour scheme the browser reports to the page (prefers-color-scheme). */
  scheme?: "light" | "dark";
  /** false: JavaScript off, as a visitor can set it. */
  javaScript?: boolean;
  /** The viewport in CSS pixels; 1280 × 800 unless set. */
  width?: number;
  height?: number;
  /**
   * "127.0.0.1:port" of an HTTP proxy every origin but 127.0.0.1 is reached
   * through, its TLS certificates accepted (hosts/other-hosts-proxy.ts).
   */
  proxy?: string;
};

export type Key = "Tab" | "Enter";

export interface Visitor {
  readonly engine: EngineName;
  /** Loads `url` and waits for its load event. */
  open(url: string): Promise<void>;
  /** Evaluates `fn(arg)` in the page; the function must not close over anything, its result is JSON. */
  run<T, A = undefined>(fn: (arg: A) => T, arg?: A): Promise<T>;
  /** Moves the pointer to the middle of the first element matching `selector`, scrolled into view. */
  pointAt(selector: string): Promise<void>;
  /**
   * Rests the pointer at the window's left edge, half way down, over no link,
   * as a reader's rests while they scroll: a pointer left over the text would
   * come to rest on whatever link scrolls under it (a long list has one
   * everywhere), which is intent.
   */
  rest(): Promise<void>;
  /** Moves the pointer there and clicks, as a mouse does. */
  click(selector: string): Promise<void>;
  press(key: Key): Promise<void>;
  back(): Promise<void>;
  forward(): Promise<void>;
  /** A PNG of the viewport, or of the whole page. */
  screenshot(fullPage?: boolean): Promise<Uint8Array>;
  close(): Promise<void>;
}

/** A browser engine, started once and closed at the end; each visitor gets a fresh profile. */
export interface Engine {
  readonly name: EngineName;
  visit(options?: VisitOptions): Promise<Visitor>;
  close(): Promise<void>;
}

/** The expression that, evaluated in a page, calls `fn` with `arg` (JSON). */
export function callExpression<A>(fn: (arg: A) => unknown, arg: A | undefined): string {
  return `(${fn.toString()})(${arg === undefined ? "" : JSON.stringify(arg)})`;
}

/**
 * Where a visitor points at the first element matching `selector`, after
 * scrolling it into view: the middle of its first line. A link wrapped onto
 * several lines is a box a line, and the middle of their bounding box can
 * fall between them, where Firefox finds the list item, not the link
 * (generated seed 678879: a Home label of hundreds of words). The point must
 * reach the element, or the step fails here, naming what is in the way.
 */
export function middleOf(selector: string): { x: number; y: number } {
  const element = document.querySelector(selector);
  if (!element) throw new Error(`No element matches ${selector}`);
  element.scrollIntoView({ block: "center", inline: "center" });
  const firstLine = () => element.getClientRects()[0] ?? element.getBoundingClientRect();
  // An element taller than the screen: its first line is brought to the middle.
  const { top, height } = firstLine();
  if (top < 0 || top + height > innerHeight) window.scrollBy(0, top + height / 2 - innerHeight / 2);
  const box = firstLine();
  const x = Math.round(box.left + box.width / 2);
  const y = Math.round(box.top + box.height / 2);
  const hit = document.elementFromPoint(x, y);
  if (!hit || !(element === hit || element.contains(hit)))
    throw new Error(`${selector} is covered at (${x}, ${y}) by ${hit?.outerHTML.slice(0, 80)}`);
  return { x, y };
}

/**
 * middleOf, run until the element stays put. Scrolling renders what
 * `content-visibility: auto` skipped, at its own height in place of its
 * estimate, a frame later: an element below it moves after middleOf has
 * brought it into view (generated seed 731215: the Blog's footer, out of
 * WebKit's window when its driver moved there).
 */
export async function steadyMiddle(
  run: Visitor["run"],
  selector: string,
): Promise<{ x: number; y: number }> {
  let point = await run(middleOf, selector);
  for (let tries = 0; tries < 10; tries++) {
    await new Promise((frames) => setTimeout(frames, 50));
    const again = await run(middleOf, selector);
    if (again.x === point.x && again.y === point.y) return again;
    point = again;
  }
  return point;
}

export const defaultViewport = { width: 1280, height: 800 };

/** Where `rest()` puts the pointer: the left edge, half way down the viewport. */
export const restingPoint = (height: number) => ({ x: 1, y: Math.round(height / 2) });

/**
 * Lays out what `content-visibility: auto` skips below the first screen, as a
 * visitor's scrolling would, for a screenshot of the whole page in one take.
 * Through the CSSOM, which the page's style policy allows.
 */
export function renderEverything(): void {
  for (const element of document.querySelectorAll<HTMLElement>("body *"))
    if (getComputedStyle(element).contentVisibility === "auto")
      element.style.contentVisibility = "visible";
}
