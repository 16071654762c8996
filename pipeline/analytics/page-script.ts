// The page-view script (content/analytics.ts), inline at the end of every
// page's <head> and allowed by its hash like every inline script (stage 6).
// Only the chosen provider's code is in it. It sends nothing when the
// visitor asks not to be tracked (Global Privacy Control, Do Not Track), nor
// from a page served on this machine unless the site was built with
// VITE_ANALYTICS_LOCAL=true.
//
// A page view is sent when the page loads, when it comes back from the
// back/forward cache, and for each client-side navigation to another path:
// React Router moves through history.pushState and replaceState (wrapped
// here, so no React is needed) and Back and Forward fire popstate. A change
// of the fragment alone (the skip link) is not a page view, nor a click on
// the link of the page already shown. A page the
// browser prerenders (from the address bar, or a link the visitor may
// follow) is not seen yet: it starts counting when it is shown
// (prerenderingchange), and never if it is not.
import { transformSync } from "esbuild";
import type { Analytics } from "../../content/schema/analytics.ts";
import { cloudflareBeacon, provider } from "./providers.ts";

/** Each provider's request, as browser code: `href`, `hostname` and `page` are those of the page viewed. */
const requests = {
  plausible: `fetch(__ENDPOINT__, {
    method: "POST",
    body: JSON.stringify({ name: "pageview", url: href, domain: __ID__, referrer: document.referrer || null }),
  }).catch(() => {})`,
  // Sent as text, as Plausible's is: a JSON content type would cost a CORS preflight a view.
  umami: `fetch(__ENDPOINT__, {
    method: "POST",
    body: JSON.stringify({ type: "event", payload: {
      website: __ID__, hostname, url: page, title: document.title,
      referrer: document.referrer, language: navigator.language, screen: screen.width + "x" + screen.height,
    } }),
  }).catch(() => {})`,
  goatcounter: `navigator.sendBeacon(__ENDPOINT__ + "?" + new URLSearchParams({
    p: page, t: document.title, r: document.referrer,
    s: [screen.width, screen.height, devicePixelRatio].join(","), rnd: Math.random().toString(36).slice(2),
  }))`,
};

// A page is the same whatever its trailing slash: hosts serve /blog/ where the
// navigation's link says /blog, and a click on it changes no page.
const counting = `let last;
const view = (later) => {
  const { href, hostname, pathname, search } = location, page = pathname + search;
  const same = pathname.replace(/(.)\\/$/, "$1") + search;
  if (same === last) return;
  last = same;
  // After a client-side navigation, the new page's title comes a moment later.
  setTimeout(() => SEND, later ? 300 : 0);
};
for (const name of ["pushState", "replaceState"]) {
  const original = history[name];
  history[name] = function (...args) {
    original.apply(this, args);
    view(true);
  };
}
addEventListener("popstate", () => view(true));
addEventListener("pageshow", (event) => {
  if (!event.persisted) return;
  last = undefined;
  view();
});
view();`;

// Cloudflare's beacon is a script of another host: added once the page has
// loaded (a task after its load event: WebKit holds a page loading for a
// script added during the event), so a host that is slow, unreachable or
// blocked never keeps the page loading, nor anything that waits for it. The
// other providers' requests are fetches and beacons, which no load waits for.
const cloudflare = `const beacon = document.createElement("script");
beacon.src = ${JSON.stringify(cloudflareBeacon.script)};
beacon.dataset.cfBeacon = JSON.stringify({ token: __ID__, spa: true });
const add = () => document.head.append(beacon);
if (document.readyState === "complete") add();
else addEventListener("load", () => setTimeout(add), { once: true });`;

/** The readable browser code for `analytics`; `local`: count on localhost and 127.0.0.1 too. */
export function analyticsSource(analytics: Analytics, local: boolean): string {
  const { endpoint } = provider(analytics);
  const body =
    analytics.provider === "cloudflare"
      ? cloudflare
      : counting.replace("SEND", requests[analytics.provider]);
  const guard = `if (navigator.globalPrivacyControl || navigator.doNotTrack === "1") return;
${local ? "" : "if (/^(localhost|127\\.0\\.0\\.1|\\[::1\\])$/.test(location.hostname)) return;\n"}`;
  const start = `const start = () => {\n${body}\n};
if (document.prerendering) document.addEventListener("prerenderingchange", start, { once: true });
else start();`;
  return `(() => {\n${guard}${start}\n})();`
    .replaceAll("__ENDPOINT__", literal(endpoint ?? ""))
    .replaceAll("__ID__", literal(analytics.id ?? ""));
}

/** A string in a script: "</script" in it would end the element. */
const literal = (value: string) => JSON.stringify(value).replaceAll("<", "\\u003c");

/** The inline script: the source, minified. */
export function analyticsScript(analytics: Analytics, local: boolean): string {
  return transformSync(analyticsSource(analytics, local), { minify: true }).code.trim();
}
