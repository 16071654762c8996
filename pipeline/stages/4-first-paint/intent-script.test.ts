import { describe, expect, test } from "vitest";
import {
  dataUrl,
  prefetchedData,
  prefetchEvent,
} from "../../../app/lib/navigation/prefetch-handoff.ts";
import { intentMark, intentScript, pageModulesSlot, restMs, routedLink } from "./intent-script.ts";

type Link = {
  pathname: string;
  href: string;
  target: string;
  download?: boolean;
  classes: Set<string>;
  leave: Set<() => void>;
  /** Marked for the page's speculation rules. */
  marked?: boolean;
};

const origin = "https://you.example";
const modulesUrl = "/assets/page-modules-1.js";

/** Runs the script with the browser stubbed: listeners, elements and links. */
function start(at = "/") {
  const listeners = new Map<string, Set<(event: object) => void>>();
  class Element {
    constructor(private link: Link | null) {}
    closest(selector: string) {
      expect(selector).toBe(routedLink);
      const link = this.link;
      return (
        link && {
          ...link,
          hasAttribute: () => !!link.download,
          setAttribute: (name: string, value: string) => {
            expect([name, value]).toEqual([intentMark, ""]);
            link.marked = true;
          },
          addEventListener: (kind: string, listener: () => void) => {
            expect(kind).toBe("pointerleave");
            link.leave.add(listener);
          },
        }
      );
    }
  }
  const link = (pathname: string, target = ""): Link => ({
    pathname,
    href: origin + pathname,
    target,
    classes: new Set(),
    leave: new Set(),
  });
  const nav = [link("/"), link("/projects"), link("/blog")];
  const fetched: string[] = [];
  const dispatched: string[] = [];
  const preloaded: string[] = [];
  let stops = 0;
  const window: Record<string, unknown> = {};
  const browser = {
    Element,
    window,
    location: new URL(origin + at),
    stop: () => stops++,
    fetch: (url: URL) => {
      fetched.push(url.href);
      return Promise.resolve(new Response(""));
    },
    load: (url: string) => {
      expect(url).toBe(modulesUrl);
      return Promise.resolve({ default: (page: string) => preloaded.push(page) });
    },
    CustomEvent: class {
      constructor(
        public type: string,
        public init: { detail: string },
      ) {}
    },
    dispatchEvent: (event: { type: string; init: { detail: string } }) => {
      expect(event.type).toBe(prefetchEvent);
      dispatched.push(event.init.detail);
    },
    addEventListener: (kind: string, listener: (event: object) => void) =>
      listeners.set(kind, (listeners.get(kind) ?? new Set()).add(listener)),
    removeEventListener: (kind: string, listener: (event: object) => void) =>
      listeners.get(kind)?.delete(listener),
    document: {
      createElement: (tag: string) => ({ tag }),
      head: {
        append: (element: { tag: string; rel: string; href: string }) => {
          expect(element).toMatchObject({ tag: "link", rel: "modulepreload" });
          preloaded.push(element.href);
        },
      },
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
    `return (async () => { ${intentScript.replace(pageModulesSlot, JSON.stringify(modulesUrl)).replaceAll("import(", "load(")} })();`,
  ) as (...args: unknown[]) => Promise<void>;
  void run(...Object.values(browser)).then(() => (intent = true));
  const fire = async (kind: string, target: unknown, event: object = {}) => {
    for (const listener of [...(listeners.get(kind) ?? [])])
      listener({ type: kind, target, ...event });
    await new Promise((done) => setTimeout(done));
  };
  return {
    fire,
    element: (l: Link | null) => new Element(l),
    link,
    pending: () => nav.filter((l) => l.classes.has("pending")).map((l) => l.pathname),
    intent: () => intent,
    fetched,
    dispatched,
    preloaded,
    stops: () => stops,
    hydrate: () => (window.__reactRouterDataRouter = {}),
    prefetched: () => [...(window[prefetchedData] as Map<string, unknown>).keys()],
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
      // It keeps listening, for every later intent.
      expect(page.listening().sort()).toEqual(
        ["click", "focusin", "pageshow", "pointerdown", "pointerover", "touchstart"].sort(),
      );
    }
  });

  test("fetches the data of each page the visitor shows intent for, once, as React Router names it", async () => {
    const page = start("/");
    // A press before the app has hydrated is a page load: its fetch would be cut short.
    for (const kind of ["pointerdown", "touchstart"]) {
      await page.fire(kind, page.element(page.link("/blog")));
    }
    expect(page.intent()).toBe(true);
    expect(page.fetched).toEqual([]);
    page.hydrate();
    for (const kind of ["pointerdown", "touchstart", "focusin"]) {
      await page.fire(kind, page.element(page.link("/blog")));
    }
    await page.fire("focusin", page.element(page.link("/projects")));
    await page.fire("focusin", page.element(page.link("/")));
    await page.fire("focusin", page.element(page.link("/sub/")));
    const expected = ["/blog", "/projects", "/sub/"].map(
      (path) => dataUrl(new URL(origin + path)).href,
    );
    expect(page.fetched).toEqual(expected);
    expect(expected.map((url) => new URL(url).pathname)).toEqual([
      "/blog.data",
      "/projects.data",
      "/sub/_.data",
    ]);
    expect(page.prefetched()).toEqual(expected);
    expect(page.dispatched).toEqual(expected);
  });

  test("fetches nothing for the page shown (with or without its trailing slash)", async () => {
    const page = start("/blog");
    await page.fire("focusin", page.element(page.link("/blog/")));
    expect(page.intent()).toBe(true);
    expect(page.fetched).toEqual([]);
  });

  test("the first pointer on a link fetches its page with the app; later, passing over fetches nothing, resting does", async () => {
    const page = start();
    const blog = page.link("/blog");
    await page.fire("pointerover", page.element(blog), { pointerType: "mouse" });
    expect(page.intent()).toBe(true); // the app, at once
    expect(page.fetched).toEqual([origin + "/blog.data"]); // and the page
    expect(blog.marked).toBe(true); // and, in Chromium, its document
    const projects = page.link("/projects");
    await page.fire("pointerover", page.element(projects), { pointerType: "mouse" });
    expect(projects.leave.size).toBe(1);
    for (const leave of projects.leave) leave();
    await new Promise((done) => setTimeout(done, restMs + 50));
    expect(page.fetched).toEqual([origin + "/blog.data"]);
    expect(projects.marked).toBeUndefined();
    await page.fire("pointerover", page.element(projects));
    await page.fire("pointerover", page.element(projects)); // onto a child of the link
    await new Promise((done) => setTimeout(done, restMs + 50));
    expect(page.fetched).toEqual([origin + "/blog.data", origin + "/projects.data"]);
    expect(projects.marked).toBe(true);
    // A click while the pointer rests is a page load, or React Router's own fetch.
    await page.fire("pointerover", page.element(page.link("/about-me")));
    await page.fire("click", page.element(page.link("/about-me")), { button: 0 });
    await new Promise((done) => setTimeout(done, restMs + 50));
    expect(page.fetched).toHaveLength(2);
  });

  test("marks a link for its document only until the app has hydrated", async () => {
    const page = start();
    const [blog, projects] = [page.link("/blog"), page.link("/projects")];
    await page.fire("focusin", page.element(blog));
    page.hydrate();
    await page.fire("focusin", page.element(projects));
    expect([blog.marked, projects.marked]).toEqual([true, undefined]);
    expect(page.fetched).toHaveLength(2);
  });

  test("a finger's first touch waits, as a press does: the tap that follows is a page load", async () => {
    const page = start();
    await page.fire("pointerover", page.element(page.link("/blog")), { pointerType: "touch" });
    expect(page.intent()).toBe(true);
    expect(page.fetched).toEqual([]);
  });

  test("with a page's data, its own modules are asked for, from the module that lists them", async () => {
    const page = start("/");
    await page.fire("focusin", page.element(page.link("/blog")));
    await page.fire("focusin", page.element(page.link("/projects/")));
    await page.fire("focusin", page.element(page.link("/")));
    expect(page.preloaded).toEqual(["/blog", "/projects"]);
  });

  test("a click the app has not handled marks the nav link to its page pending, and stops the page's own fetches", async () => {
    const page = start();
    // "View more" on Home leads to /blog/ as the Blog nav link does.
    await page.fire("click", page.element(page.link("/blog/")), { button: 0 });
    expect(page.pending()).toEqual(["/blog"]);
    expect(page.intent()).toBe(false);
    // The app on its way would share the connection with the page load.
    expect(page.stops()).toBe(1);
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
    expect(page.stops()).toBe(0);
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
