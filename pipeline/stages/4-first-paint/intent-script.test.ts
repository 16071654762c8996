import { describe, expect, test } from "vitest";
import { intentScript, routedLink } from "./intent-script.ts";

type Link = {
  pathname: string;
  target: string;
  download?: boolean;
  classes: Set<string>;
};

/** Runs the script with the browser stubbed: listeners, elements and links. */
function start() {
  const listeners = new Map<string, Set<(event: object) => void>>();
  class Element {
    constructor(private link: Link | null) {}
    closest(selector: string) {
      expect(selector).toBe(routedLink);
      return this.link && { ...this.link, hasAttribute: () => !!this.link?.download };
    }
  }
  const link = (pathname: string, target = ""): Link => ({ pathname, target, classes: new Set() });
  const nav = [link("/"), link("/projects"), link("/blog")];
  const browser = {
    Element,
    addEventListener: (kind: string, listener: (event: object) => void) =>
      listeners.set(kind, (listeners.get(kind) ?? new Set()).add(listener)),
    removeEventListener: (kind: string, listener: (event: object) => void) =>
      listeners.get(kind)?.delete(listener),
    document: {
      querySelectorAll: (selector: string) => {
        expect(selector).toBe(`nav ${routedLink}`);
        return nav.map((l) => ({
          ...l,
          classList: {
            add: l.classes.add.bind(l.classes),
            remove: (c: string) => l.classes.delete(c),
          },
        }));
      },
    },
  };
  let intent = false;
  const run = new Function(
    ...Object.keys(browser),
    `return (async () => { ${intentScript} })();`,
  ) as (...args: unknown[]) => Promise<void>;
  void run(...Object.values(browser)).then(() => (intent = true));
  const fire = async (kind: string, target: unknown, event: object = {}) => {
    for (const listener of [...(listeners.get(kind) ?? [])]) listener({ target, ...event });
    await new Promise((done) => setTimeout(done));
  };
  return {
    fire,
    element: (l: Link | null) => new Element(l),
    link,
    pending: () => nav.filter((l) => l.classes.has("pending")).map((l) => l.pathname),
    intent: () => intent,
    listening: () => [...listeners].filter(([, set]) => set.size > 0).map(([kind]) => kind),
  };
}

describe("the intent script", () => {
  test("waits for a pointer, a touch or focus on one of React Router's links", async () => {
    for (const kind of ["pointerover", "pointerdown", "touchstart", "focusin"]) {
      const page = start();
      await page.fire("scroll", page.element(page.link("/blog")));
      await page.fire(kind, page.element(null)); // text, an external link, the skip link
      await page.fire(kind, { closest: () => page.link("/blog") }); // not an element
      expect(page.intent(), kind).toBe(false);
      await page.fire(kind, page.element(page.link("/blog")));
      expect(page.intent(), kind).toBe(true);
      // Its listeners are gone; the click and pageshow ones stay.
      expect(page.listening().sort()).toEqual(["click", "pageshow"]);
    }
  });

  test("a click the app has not handled marks the nav link to its page pending", async () => {
    const page = start();
    // "View more" on Home leads to /blog/ as the Blog nav link does.
    await page.fire("click", page.element(page.link("/blog/")), { button: 0 });
    expect(page.pending()).toEqual(["/blog"]);
    expect(page.intent()).toBe(false);
  });

  test("leaves clicks alone that React Router handled or that open elsewhere", async () => {
    const page = start();
    const blog = page.element(page.link("/blog"));
    await page.fire("click", blog, { defaultPrevented: true });
    for (const modifier of ["metaKey", "ctrlKey", "shiftKey", "altKey"]) {
      await page.fire("click", blog, { [modifier]: true });
    }
    await page.fire("click", blog, { button: 1 });
    await page.fire("click", page.element(page.link("/blog", "_blank")));
    await page.fire("click", page.element({ ...page.link("/blog"), download: true }));
    await page.fire("click", page.element(null));
    expect(page.pending()).toEqual([]);
  });

  test("a page restored from the back/forward cache drops its pending marks", async () => {
    const page = start();
    await page.fire("click", page.element(page.link("/projects")));
    await page.fire("pageshow", null, { persisted: false });
    expect(page.pending()).toEqual(["/projects"]);
    await page.fire("pageshow", null, { persisted: true });
    expect(page.pending()).toEqual([]);
  });
});
