// React Router requests a page's data with fetch() when the visitor clicks.
// The intent script fetched it already (prefetch-handoff.ts); this hands that
// response to React Router's request, once, instead of asking the network
// again. The browser's HTTP cache cannot do it (React Router's own
// <link rel="prefetch"> relies on it): the .data files are served with
// "max-age=0, must-revalidate", so that a new deploy is seen at once, and
// Chromium 156 fetches such a prefetched file again in full on the click;
// Safari does not prefetch with <link rel="prefetch"> at all.
import type { PrefetchedData } from "./prefetch-handoff";

type FetchWindow = { fetch: typeof fetch };

/**
 * Makes `win.fetch` answer a GET of a URL in `prefetched` with its prefetched
 * response, and forget it; every other request goes to the network as before.
 */
export function servePrefetchedData(win: FetchWindow, prefetched: PrefetchedData): void {
  const fromNetwork = win.fetch.bind(win);
  win.fetch = (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    const method = (
      init?.method ?? (input instanceof Request ? input.method : "GET")
    ).toUpperCase();
    const response = method === "GET" ? prefetched.get(url) : undefined;
    if (!response) return fromNetwork(input, init);
    prefetched.delete(url);
    // A prefetch that failed leaves the request to the network.
    return response.then((answer) => answer ?? fromNetwork(input, init));
  };
}
