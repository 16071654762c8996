import { describe, expect, test } from "vitest";
import { intentScript, pageModulesSlot } from "./intent-script.ts";
import { loadOnIntent } from "./load-on-intent.ts";

// The shape React Router 7 prerenders: modulepreload links in <head>, the
// handoff (context, then data streamed through React's scaffold) and a
// bootstrap module that imports the route modules, then the entry.
const page = (bootstrap: string, links = '<a href="/blog" data-discover="true">Blog</a>') =>
  '<html><head><link rel="modulepreload" href="/assets/manifest.js"/>' +
  '<link rel="modulepreload" href="/assets/entry.client.js"/>' +
  '<link rel="modulepreload" href="/assets/react.js"/>' +
  '<link rel="modulepreload" href="/assets/root.js"/>' +
  `<link rel="modulepreload" href="/assets/home.js"/></head><body><nav>${links}</nav>` +
  "<script>window.__reactRouterContext = { streamController: openStream() };</script>" +
  `<script type="module" async="">${bootstrap}</script>` +
  '<!--$?--><template id="B:0"></template><!--/$--><div hidden id="S:0">' +
  '<script>window.__reactRouterContext.streamController.enqueue("[1]");</script></div>' +
  '<script>$RC("B:0","S:0")</script><div hidden id="S:1">' +
  "<script>window.__reactRouterContext.streamController.close();</script></div></body></html>";
const reactRouterBootstrap =
  'import "/assets/manifest.js";\n' +
  'import * as route0 from "/assets/root.js";\n' +
  'import * as route1 from "/assets/home.js";\n' +
  'window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};\n\n' +
  'import("/assets/entry.client.js");';

/** Runs `code` with the browser stubbed, recording what it does. */
async function run(code: string, globals: Record<string, unknown> = {}) {
  const events: string[] = [];
  const window: Record<string, unknown> = {};
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
    document: {
      createElement: () => ({}),
      head: { append: (link: { href: string }) => events.push(`preload ${link.href}`) },
    },
    load: async (href: string) => {
      events.push(`import ${href}`);
      return { href };
    },
    ...globals,
  };
  await (
    new Function(
      ...Object.keys(browser),
      `return (async () => { ${code.replaceAll("import(", "load(")} })();`,
    ) as (...args: unknown[]) => Promise<void>
  )(...Object.values(browser));
  return { events, window, history };
}

const inline = (html: string) =>
  /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html)![1]!;
const modules = ["manifest", "entry.client", "react", "root", "home"];

describe("loadOnIntent", () => {
  const { html, module } = loadOnIntent(
    page(reactRouterBootstrap),
    "index.html",
    "page-modules-1.js",
  );
  // The page's modules are listed beside the app's.
  const intentPart = intentScript.replace(pageModulesSlot, '"/assets/page-modules-1.js"');

  test("leaves no modulepreload link, handoff or static import in the HTML", () => {
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toContain("__reactRouterContext");
    expect(inline(html)).not.toMatch(/^\s*import\s/m);
    expect(html).toContain(
      '<nav><a href="/blog" data-discover="true">Blog</a></nav><script></script>',
    );
  });

  test("after intent the page imports its start module and preloads every module beside it", async () => {
    // The intent script is tested on its own (intent-script.test.ts); here intent has come.
    // It knows where each page's own modules are listed, beside the app's.
    expect(inline(html).startsWith(intentPart)).toBe(true);
    const { events } = await run(inline(html).slice(intentPart.length));
    expect(events).toEqual([
      `import /assets/${module!.name}`,
      ...modules.map((m) => `preload /assets/${m}.js`),
    ]);
  });

  test("the start module keys the history entry, hands the data over, imports the routes and hydrates last", async () => {
    const stream: string[] = [];
    const openStream = () => ({
      enqueue: (data: string) => stream.push(data),
      close: () => stream.push("closed"),
    });
    const { events, window, history } = await run(module!.code, { openStream });
    expect(events).toEqual([
      "history key",
      ...["manifest", "root", "home", "entry.client"].map((m) => `import /assets/${m}.js`),
    ]);
    expect(history.state?.key).toMatch(/^[0-9a-v]+$/);
    expect(stream).toEqual(["[1]", "closed"]);
    expect(window.__reactRouterRouteModules).toEqual({
      root: { href: "/assets/root.js" },
      "routes/home": { href: "/assets/home.js" },
    });
  });

  test("names the start module by its content", () => {
    expect(module!.name).toMatch(/^hydrate-[\w-]{8}\.js$/);
    const other = loadOnIntent(
      page(reactRouterBootstrap.replace("home", "blog")),
      "blog/index.html",
    );
    expect(other.module!.name).not.toBe(module!.name);
  });

  test("refuses a bootstrap it does not understand instead of breaking hydration", () => {
    expect(() => loadOnIntent(page('import { x } from "/a.js";\nx();'), "blog/index.html")).toThrow(
      "blog/index.html: React Router's bootstrap script has an unexpected form",
    );
  });

  test("refuses a page where no link could ever show intent", () => {
    const external = '<a href="https://example.com/">Elsewhere</a>';
    expect(() => loadOnIntent(page(reactRouterBootstrap, external), "blog/index.html")).toThrow(
      "blog/index.html: no link carries React Router's data-discover attribute",
    );
  });

  test("leaves a page without a bootstrap script alone", () => {
    const plain = "<html><head></head><body>404</body></html>";
    expect(loadOnIntent(plain, "404.html")).toEqual({ html: plain });
  });
});
