import { describe, expect, test } from "vitest";
import { deferScripts } from "./defer-scripts.ts";

// The shape React Router 7 prerenders: modulepreload links in <head> and a
// bootstrap module that imports the route modules, then the entry.
const page = (bootstrap: string) =>
  '<html><head><link rel="modulepreload" href="/assets/manifest.js"/>' +
  '<link rel="modulepreload" href="/assets/entry.client.js"/>' +
  '<link rel="modulepreload" href="/assets/react.js"/>' +
  '<link rel="modulepreload" href="/assets/root.js"/>' +
  '<link rel="modulepreload" href="/assets/home.js"/></head><body><p>Hi</p>' +
  `<script type="module" async="">${bootstrap}</script></body></html>`;
const reactRouterBootstrap =
  'import "/assets/manifest.js";\n' +
  'import * as route0 from "/assets/root.js";\n' +
  'import * as route1 from "/assets/home.js";\n' +
  'window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};\n\n' +
  'import("/assets/entry.client.js");';

/** Runs the rewritten bootstrap with the browser stubbed, recording what it does. */
async function run(html: string) {
  const body = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html)![1]!;
  const events: string[] = [];
  const window: Record<string, unknown> = {};
  const load = async (href: string) => {
    events.push(`import ${href}`);
    return { href };
  };
  const history = {
    state: null as Record<string, unknown> | null,
    replaceState(state: Record<string, unknown>) {
      events.push("history key");
      history.state = state;
    },
  };
  const browser = {
    window,
    history,
    PerformanceObserver: Object.assign(
      class {
        constructor(private report: (list: unknown, observer: unknown) => void) {}
        observe() {
          events.push("painted");
          this.report({ getEntriesByName: () => [{}] }, { disconnect() {} });
        }
      },
      { supportedEntryTypes: ["paint"] },
    ),
    document: {
      readyState: "complete",
      createElement: () => ({}),
      head: { append: (link: { href: string }) => events.push(`preload ${link.href}`) },
    },
    addEventListener: () => {},
    requestAnimationFrame: () => {},
    setTimeout: (done: () => void) => {
      events.push("next task");
      done();
    },
    load,
  };
  const run = new Function(
    ...Object.keys(browser),
    `return (async () => { ${body.replaceAll("import(", "load(")} })();`,
  ) as (...args: unknown[]) => Promise<void>;
  await run(...Object.values(browser));
  return { events, window, history };
}

describe("deferScripts", () => {
  const html = deferScripts(page(reactRouterBootstrap), "index.html");

  test("leaves no modulepreload link in the HTML, so nothing is fetched before the first paint", () => {
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain("<p>Hi</p>");
  });

  test("preloads every module after the paint, one a task, then imports the route modules and hydrates last", async () => {
    const { events, window, history } = await run(html);
    const modules = ["manifest", "entry.client", "react", "root", "home"];
    expect(events.slice(0, 3)).toEqual(["painted", "next task", "history key"]);
    expect(history.state?.key).toMatch(/^[0-9a-v]+$/);
    // Each preload in a task of its own.
    expect(events.slice(3, 13)).toEqual(
      modules.flatMap((m) => [`preload /assets/${m}.js`, "next task"]),
    );
    expect(events.slice(13)).toEqual(
      ["manifest", "root", "home", "entry.client"].map((m) => `import /assets/${m}.js`),
    );
    expect(window.__reactRouterRouteModules).toEqual({
      root: { href: "/assets/root.js" },
      "routes/home": { href: "/assets/home.js" },
    });
  });

  test("refuses a bootstrap it does not understand instead of breaking hydration", () => {
    expect(() => deferScripts(page('import { x } from "/a.js";\nx();'), "blog/index.html")).toThrow(
      "blog/index.html: React Router's bootstrap script has an unexpected form",
    );
  });

  test("leaves a page without a bootstrap script alone", () => {
    const plain = "<html><head></head><body>404</body></html>";
    expect(deferScripts(plain, "404.html")).toBe(plain);
  });
});
