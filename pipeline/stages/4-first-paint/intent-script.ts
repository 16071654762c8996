// The one inline script a page runs besides React Router's scroll script,
// until the visitor shows intent to navigate inside the site: the pointer
// over or down on one of React Router's links, a touch on one, or keyboard
// focus on one. Then the code after it (load-on-intent.ts) fetches the app.
// No timer fetches it anyway.
//
// On that intent it also fetches the link's page: its data (its .data file)
// and its own modules (route module and imports, from the list of each
// page's modules the build writes beside the app), together with the app, so that a click a
// second later finds them all there: the app hands the data to React Router
// (app/lib/navigation/prefetched-data.ts). On every later intent, for as long
// as the page lives, the pointer must rest on a link for 100 ms first, as for
// React Router's prefetch="intent". Each is fetched once until a navigation
// takes it, never for the page shown.
// A click cancels the rest (a page load would cut the fetch short, and React
// Router fetches for its own navigation), and a press (pointer down, touch)
// prefetches only once React Router has hydrated, for the same reason. The
// string below carries no comments: it is in every page.
//
// Until the app has hydrated it marks the link too (intentMark): in Chromium
// the page's speculation rules then prefetch its document, for a click that
// comes before the app. Once the app navigates, a document is no use.
//
// A click that comes before the app has hydrated is a normal page load (the
// link's href), so it is never lost; the script stops what the page is still
// fetching (the app would share the connection with the next page, a
// prefetched document aside), marks the nav links to its page "pending" at
// once, as NavLink would, and drops the marks if the page comes back from
// the back/forward cache. Once React has hydrated, React
// Router handles the click and prevents its default, so the script leaves it
// alone. It adds no unload handler, so pages stay eligible for that cache.
import { transformSync } from "esbuild";
import { prefetchedData, prefetchEvent } from "../../../app/lib/navigation/prefetch-handoff.ts";

// React Router's <Link> and <NavLink> mark the links they route with this
// attribute; external links, in-page anchors and plain files have none.
// load-on-intent.ts refuses a page with a bootstrap but no such link.
export const routedLink = "a[data-discover]";

/**
 * The intent script marks each link whose page it prefetches with this
 * attribute; the page's speculation rules (speculation-rules.ts) have
 * Chromium prefetch a marked link's document too, for a click before the app.
 */
export const intentMark = "data-intent";
export const pointedLink = `[${intentMark}]`;

/** How long the pointer rests on a link before its page is prefetched, as React Router waits. */
export const restMs = 100;

/** Stands in the script for the address of the module that preloads a page's modules (page-modules.ts). */
export const pageModulesSlot = '"__PAGE_MODULES__"';

/** Browser code, written to be read; run as the start of the page's module script; resolves on intent. */
export const intentSource = `const routed = ${JSON.stringify(routedLink)};
const linkOf = (event) => event.target instanceof Element ? event.target.closest(routed) : null;
const path = (link) => link.pathname.replace(/(.)\\/$/, "$1");
const marked = [];
let resting, timer;
addEventListener("click", (event) => {
  resting = clearTimeout(timer);
  const link = linkOf(event);
  if (!link || event.defaultPrevented || event.button || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  if ((link.target && link.target !== "_self") || link.hasAttribute("download")) return;
  stop();
  for (const nav of document.querySelectorAll("nav " + routed)) {
    if (path(nav) !== path(link)) continue;
    nav.classList.add("pending");
    marked.push(nav);
  }
});
addEventListener("pageshow", (event) => {
  if (event.persisted) for (const link of marked.splice(0)) link.classList.remove("pending");
});
const prefetched = (window.${prefetchedData} = new Map());
const prefetch = (link) => {
  if (path(link) === path(location)) return;
  "__reactRouterDataRouter" in window || link.setAttribute(${JSON.stringify(intentMark)}, "");
  import(${pageModulesSlot}).then((modules) => modules.default(path(link)), () => {});
  const data = new URL(link.href);
  data.hash = "";
  data.pathname += data.pathname.endsWith("/") ? "_.data" : ".data";
  if (prefetched.has(data.href)) return;
  prefetched.set(data.href, fetch(data).catch(() => undefined));
  dispatchEvent(new CustomEvent(${JSON.stringify(prefetchEvent)}, { detail: data.href }));
};
let first = 1;
await new Promise((intent) => {
  const seen = (event) => {
    const link = linkOf(event);
    if (!link) return;
    intent();
    if (event.type === "focusin" || (first-- > 0 && event.pointerType === "mouse")) return prefetch(link);
    if (event.type !== "pointerover") return "__reactRouterDataRouter" in window && prefetch(link);
    if (resting === link) return;
    clearTimeout(timer);
    resting = link;
    timer = setTimeout(() => prefetch(link), ${restMs});
    link.addEventListener("pointerleave", () => {
      if (resting === link) resting = clearTimeout(timer);
    }, { once: true });
  };
  for (const kind of ["pointerover", "pointerdown", "touchstart", "focusin"]) {
    addEventListener(kind, seen, { capture: true, passive: true });
  }
});
`;

/** What every page carries: the source, minified (about 150 bytes gzipped less a page). */
export const intentScript = transformSync(intentSource, {
  minify: true,
  format: "esm",
}).code.trim();
