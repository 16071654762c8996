import type { InlineSources } from "./inline-sources.ts";

/** Other origins the site's pages use: the analytics provider's (pipeline/analytics/providers.ts). */
export type OtherOrigins = { scripts: readonly string[]; connects: readonly string[] };

/**
 * A page's Content Security Policy, in its meta element. Nothing is allowed
 * unless named (default-src 'none'): the site's own scripts, styles, images,
 * data and manifest. Inline scripts and styles run only when their SHA-256
 * hash is listed; there is no 'unsafe-inline' and no 'unsafe-eval'.
 * `others` adds exactly the origins the owner's analytics need, and nothing
 * without them. The hosts' header policy (staticHeaderPolicy) adds what only
 * a header can say.
 */
export function contentSecurityPolicy(
  sources: InlineSources,
  others: OtherOrigins = { scripts: [], connects: [] },
  /** Whether the page has the search's form (a site with posts written on it). */
  search = false,
): string {
  const styleAttributes = sources.styleAttributes.length
    ? ["'unsafe-hashes'", ...sources.styleAttributes]
    : [];
  return [
    "default-src 'none'",
    ["script-src 'self'", ...others.scripts, ...sources.scripts].join(" "),
    ["style-src 'self'", ...sources.styles, ...styleAttributes].join(" "),
    imageSources,
    // The pages' .data files, fetched on intent, and the analytics endpoint if any.
    ["connect-src 'self'", ...others.connects].join(" "),
    "manifest-src 'self'",
    ...buildIndependentDirectives,
    formAction(search),
  ].join("; ");
}

/**
 * Images come from the site, and the SVG favicon is a data: URL inside each
 * page (app/root.tsx) so that no icon request competes with the first paint.
 * A data: image cannot run script or reach another origin.
 */
const imageSources = "img-src 'self' data:";

/** Directives that need no hash. */
const buildIndependentDirectives = ["object-src 'none'", "base-uri 'self'"];

/**
 * Where a form may send the visitor: nowhere, but on a site with the search,
 * whose box is a GET form to the site's archive (app/components/search/),
 * the site itself. Measured: 'none' blocks even a same-site GET form.
 */
export const formAction = (search: boolean) => `form-action ${search ? "'self'" : "'none'"}`;

/**
 * The header's directives, which need no hash. frame-ancestors only works in
 * a header. upgrade-insecure-requests belongs only to hosts that serve HTTPS
 * (staticHeaderPolicy): WebKit upgrades even loopback, so in a page's meta
 * policy or `npm start`'s header it would send Safari from an
 * `http://127.0.0.1` preview to an https:// address that does not answer.
 * Every source is 'self', so on an HTTPS page it adds nothing the policy and
 * HSTS do not already give but the upgrade of a same-site link written with
 * http://, which the HTTPS hosts keep.
 */

const staticDirectives = (form: string[]) => [
  imageSources,
  "font-src 'self'",
  "media-src 'self'",
  "manifest-src 'self'",
  "worker-src 'self'",
  "frame-src 'none'",
  ...buildIndependentDirectives,
  ...form,
  "frame-ancestors 'none'",
];

/**
 * The header policy of the HTTPS hosts whose file is the repository's, the
 * same for every fork (vercel.json, deploy/security-headers.conf for nginx):
 * everything except the default, script, style and connect sources, which
 * each page's meta policy adds with its own hashes and the analytics origin,
 * if any (default-src 'none' there), and form-action, which the meta policy
 * says too: 'none', or 'self' on a site with the search (a header's 'none'
 * would block the search's form whatever the page allowed). A browser
 * enforces every policy it gets, so the page is held to the strictest of
 * each directive. It does not grow with the pages, so it stays within every
 * host's limits.
 */
export const staticHeaderPolicy = [...staticDirectives([]), "upgrade-insecure-requests"].join("; ");

/**
 * The build's own header policy (its _headers, for Netlify and Cloudflare
 * Pages): the static one with form-action, as the build's pages say it.
 */
export const hostHeaderPolicy = (search: boolean) =>
  [...staticDirectives([formAction(search)]), "upgrade-insecure-requests"].join("; ");

/**
 * The same for `npm start` (server/serve.json), which serves plain HTTP on
 * 127.0.0.1: no upgrade, which WebKit would apply to loopback too.
 */
export const localHeaderPolicy = staticDirectives([]).join("; ");

/** Features the site never uses, denied to it and to anything it could embed. */
const deniedFeatures = [
  "accelerometer",
  "autoplay",
  "camera",
  "display-capture",
  "encrypted-media",
  "geolocation",
  "gyroscope",
  "hid",
  "idle-detection",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "publickey-credentials-get",
  "screen-wake-lock",
  "serial",
  "usb",
  "xr-spatial-tracking",
];

/** Every response's headers besides the CSP, the same on every host. */
export const securityHeaders: Readonly<Record<string, string>> = {
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": deniedFeatures.map((feature) => `${feature}=()`).join(", "),
  "Cross-Origin-Opener-Policy": "same-origin",
  // No other site may embed the site's files (its pages, scripts, images):
  // link previews and feed readers fetch from their servers, which it does
  // not restrict.
  "Cross-Origin-Resource-Policy": "same-origin",
  // For browsers older than CSP's frame-ancestors.
  "X-Frame-Options": "DENY",
};

/** What every HTTPS host sends with every response (Vercel's from vercel.json, which a test keeps equal). */
export const hostHeaders: Readonly<Record<string, string>> = {
  "Content-Security-Policy": staticHeaderPolicy,
  ...securityHeaders,
};

/** What the build's _headers sends: the same, with form-action as its pages say it. */
export const builtHostHeaders = (search: boolean): Readonly<Record<string, string>> => ({
  "Content-Security-Policy": hostHeaderPolicy(search),
  ...securityHeaders,
});

export const cacheControl = {
  /** Files under assets/ have a content hash in their name, so they never change. */
  hashed: "public, max-age=31536000, immutable",
  /** Pages, their .data files and everything else keep their URL across builds. */
  revalidate: "public, max-age=0, must-revalidate",
} as const;
