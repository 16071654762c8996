// React Router's prerendered pages start fetching every JavaScript module
// while the HTML is still being parsed: a <link rel="modulepreload"> per
// module in <head>, and a module script whose static imports fetch the rest.
// The page paints from its HTML alone and the JavaScript only adds
// client-side navigation, so those fetches compete with the first paint for
// the connection and the main thread (and Lighthouse's simulation counts
// high-priority scripts that finish before the first paint as render-
// blocking). This rewrites each page so the modules are fetched once the
// first contentful paint has been presented and the page's images have
// loaded, then one a task, as React Router would have preloaded them.
import { historyKey } from "./scroll-script.ts";

// Waits for the first contentful paint (reported once it is on screen) and
// the load event, then for the next task. Browsers without paint timing wait
// two animation frames instead, the second of which follows the first paint.
const afterFirstPaint = `await Promise.all([
  new Promise((done) => PerformanceObserver.supportedEntryTypes?.includes("paint")
    ? new PerformanceObserver((list, observer) => { if (list.getEntriesByName("first-contentful-paint").length) { observer.disconnect(); done(); } }).observe({ type: "paint", buffered: true })
    : requestAnimationFrame(() => requestAnimationFrame(done))),
  new Promise((done) => document.readyState === "complete" ? done() : addEventListener("load", done, { once: true })),
]);
await new Promise((done) => setTimeout(done));
`;

const modulePreload = /<link rel="modulepreload" href="([^"]+)"\/?>/g;
const bootstrap = /<script type="module" async="">([\s\S]*?)<\/script>/;
const staticImport = /^\s*import (?:\* as (\w+) from )?("[^"]+");\s*$/gm;

/**
 * Returns the page with its JavaScript fetched after the first paint; throws
 * if the bootstrap script is not in the form React Router 7 emits.
 */
export function deferScripts(html: string, page: string): string {
  const match = bootstrap.exec(html);
  if (!match) return html;
  const preloads = [...html.matchAll(modulePreload)].map(([, href]) => href!);
  const source = match[1]!;
  const imports = [...source.matchAll(staticImport)];
  const rest = source.replace(staticImport, "").trim();
  if (imports.length === 0 || /\bimport\s+[\w{*]/.test(rest)) {
    throw new Error(`${page}: React Router's bootstrap script has an unexpected form`);
  }
  const names = imports.map(([, name]) => name ?? "").join(", ");
  const urls = imports.map(([, , url]) => `import(${url})`).join(", ");
  const deferred =
    afterFirstPaint +
    historyKey +
    `for (const href of ${JSON.stringify(preloads)}) {\n` +
    '  document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));\n' +
    // Starting a fetch costs about a millisecond of main thread here; one
    // per task keeps twelve of them from adding up to a long task.
    "  await new Promise((done) => setTimeout(done));\n" +
    "}\n" +
    `const [${names}] = await Promise.all([${urls}]);\n` +
    rest;
  return html
    .replace(modulePreload, "")
    .replace(match[0], () => `<script type="module" async="">${deferred}</script>`);
}
