// The page's inline intent script (pipeline/stages/4-first-paint/
// intent-script.ts) runs before React exists and starts fetching a page's
// data on intent; the app takes it over once it has loaded. These are the
// names the two agree on, and the one rule for a page's data URL.

/** The window property holding each prefetched data URL and its response. */
export const prefetchedData = "__prefetchedData";

/** The event the intent script dispatches on window with the data URL of each page it prefetches. */
export const prefetchEvent = "intent-prefetch";

/** The responses of prefetched data, by URL, until a navigation takes them. */
export type PrefetchedData = Map<string, Promise<Response | undefined>>;

/**
 * The URL of a page's prerendered data, as React Router 7 requests it with
 * trailing-slash-aware data requests: `/projects` → `/projects.data`, `/` and
 * `/sub/` → `_.data` inside them. The base path is in the pathname already.
 */
export function dataUrl(page: URL): URL {
  const url = new URL(page);
  url.hash = "";
  url.pathname += url.pathname.endsWith("/") ? "_.data" : ".data";
  return url;
}

/** The pathname of the page whose data is at `url`: the inverse of dataUrl(). */
export const pageOfData = (url: URL): string =>
  url.pathname.replace(/\/_\.data$/, "/").replace(/\.data$/, "");
