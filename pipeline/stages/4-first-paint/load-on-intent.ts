// Every page paints and works from its HTML alone; the JavaScript (React,
// React Router, the route modules) only turns links into client-side
// navigation. Most visitors read and leave through an external link, so they
// should not pay for it. React Router's prerendered pages start fetching
// every module while the HTML is parsed (a <link rel="modulepreload"> per
// module in <head>, and a module script whose static imports fetch the rest).
// This rewrites each page so that nothing is fetched until the visitor shows
// intent to navigate inside the site (intent-script.ts). Then one module
// starts the app: React Router's handoff, moved out of the HTML
// (hydration-handoff.ts), and its bootstrap; every other module is preloaded
// beside it.
import { createHash } from "node:crypto";
import { takeHandoff } from "./hydration-handoff.ts";
import { intentScript, pageModulesSlot } from "./intent-script.ts";
import { historyKey } from "./scroll-script.ts";

const modulePreload = /<link rel="modulepreload" href="([^"]+)"\/?>/g;
const bootstrap = /<script type="module" async="">([\s\S]*?)<\/script>/;
const staticImport = /^\s*import (?:\* as (\w+) from )?"([^"]+)";\s*$/gm;

/** How the module that starts a page's app is named in assets/: `hydrate-<hash>.js`. */
export const startModulePrefix = "hydrate-";

/** The modules React Router preloads for a page, as its prerendered HTML lists them. */
export const pagePreloads = (html: string) =>
  [...html.matchAll(modulePreload)].map(([, href]) => href!);

/** The page as it goes out, and the module it loads on intent (a file for assets/). */
export type OnIntent = { html: string; module?: { name: string; code: string } };

/**
 * Returns the page with its JavaScript fetched on the visitor's intent (and,
 * on intent for a link, the modules of its page, listed by path in
 * `pageModulesFile` beside the app's modules), and
 * the module that starts the app then: React Router's handoff (see
 * hydration-handoff.ts) and its bootstrap. Throws if the bootstrap is not in
 * the form React Router 7 emits, or if the page has no link that could show
 * intent.
 */
export function loadOnIntent(html: string, page: string, pageModulesFile = ""): OnIntent {
  const match = bootstrap.exec(html);
  if (!match) return { html };
  const source = match[1]!;
  const imports = [...source.matchAll(staticImport)];
  const rest = source.replace(staticImport, "").trim();
  if (imports.length === 0 || /\bimport\s+[\w{*]/.test(rest)) {
    throw new Error(`${page}: React Router's bootstrap script has an unexpected form`);
  }
  if (!/<a [^>]*\bdata-discover="true"/.test(html)) {
    throw new Error(
      `${page}: no link carries React Router's data-discover attribute, so no intent to navigate ` +
        "could ever load the app (see pipeline/stages/4-first-paint/intent-script.ts)",
    );
  }
  const handoff = takeHandoff(html, page);
  const names = imports.map(([, name]) => name ?? "").join(", ");
  const urls = imports.map(([, , url]) => `import(${JSON.stringify(url)})`).join(", ");
  const code =
    historyKey + handoff.code + `const [${names}] = await Promise.all([${urls}]);\n` + rest + "\n";
  const hash = createHash("sha256").update(code).digest("base64url").slice(0, 8);
  const name = `${startModulePrefix}${hash}.js`;
  const url = imports[0]![2]!.replace(/[^/]*$/, name);
  const preloads = pagePreloads(html);
  const modulesUrl = imports[0]![2]!.replace(/[^/]*$/, pageModulesFile);
  const onIntent =
    intentScript.replace(pageModulesSlot, () => JSON.stringify(modulesUrl)) +
    `import(${JSON.stringify(url)});\n` +
    // Everything the app imports, fetched side by side rather than as the imports are found.
    `for (const href of ${JSON.stringify(preloads)}) {\n` +
    '  document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));\n' +
    "}";
  return {
    html: handoff.html
      .replace(modulePreload, "")
      .replace(match[0], () => `<script type="module" async="">${onIntent}</script>`),
    module: { name, code },
  };
}
