// The HTTP Observatory's header tests (1.4.8, src/analyzer/tests/), rule for
// rule: Strict-Transport-Security, X-Content-Type-Options, X-Frame-Options,
// Referrer-Policy, Cross-Origin-Resource-Policy, CORS and the HTTP redirect.
// Headers are read as node:http gives them: a header sent twice arrives as
// one value joined with ", ", which is how the Observatory sees it too.
import type { Outcome } from "./score.ts";

export type Headers = Record<string, string | string[] | undefined>;
export type Response = {
  url: URL;
  status: number;
  headers: Headers;
  body: string;
  verified: boolean;
};

/** Every value of a header, as the Observatory's getHttpHeaders reads them. */
export function headerValues(headers: Headers | undefined, name: string): string[] {
  const value = headers?.[name.toLowerCase()];
  return value === undefined ? [] : [value].flat();
}
const first = (headers: Headers | undefined, name: string) => headerValues(headers, name)[0];

// 15768000 s is six months; the Observatory accepts 15552000 (180 days).
const sixMonths = 15552000;

export function hstsTest(https: Response | null): Outcome {
  if (!https) return { result: "hsts-not-implemented-no-https", pass: false };
  if (!https.verified) return { result: "hsts-invalid-cert", pass: false };
  const value = first(https.headers, "strict-transport-security")?.slice(0, 1024);
  if (value === undefined) return { result: "hsts-not-implemented", pass: false };
  const maxAge = value
    .split(";")
    .map((part) => part.trim().toLowerCase())
    .filter((part) => part.startsWith("max-age="))
    .at(-1);
  // A comma means the header was sent more than once.
  if (value.includes(",") || maxAge === undefined)
    return { result: "hsts-header-invalid", pass: false };
  const seconds = parseInt(maxAge.slice(8, 128), 10);
  if (seconds < sixMonths)
    return { result: "hsts-implemented-max-age-less-than-six-months", pass: false };
  return { result: "hsts-implemented-max-age-at-least-six-months", pass: true };
}

export function contentTypeOptionsTest(auto: Response): Outcome {
  const value = first(auto.headers, "x-content-type-options");
  if (!value) return { result: "x-content-type-options-not-implemented", pass: false };
  return value.slice(0, 256).trim().toLowerCase() === "nosniff"
    ? { result: "x-content-type-options-nosniff", pass: true }
    : { result: "x-content-type-options-header-invalid", pass: false };
}

/** `frameAncestors`: whether the merged policy (see cspTest) has frame-ancestors. */
export function frameOptionsTest(auto: Response, frameAncestors: boolean): Outcome {
  if (frameAncestors) return { result: "x-frame-options-implemented-via-csp", pass: true };
  const raw = first(auto.headers, "x-frame-options");
  if (!raw) return { result: "x-frame-options-not-implemented", pass: false };
  const value = raw.slice(0, 1024).trim().toLowerCase();
  if (value === "deny" || value === "sameorigin")
    return { result: "x-frame-options-sameorigin-or-deny", pass: true };
  if (value.startsWith("allow-from"))
    return { result: "x-frame-options-allow-from-origin", pass: true };
  return { result: "x-frame-options-header-invalid", pass: false };
}

const privatePolicies = [
  "no-referrer",
  "same-origin",
  "strict-origin",
  "strict-origin-when-cross-origin",
];
const unsafePolicies = [
  "origin",
  "origin-when-cross-origin",
  "unsafe-url",
  "no-referrer-when-downgrade",
];

/** `metas`: the content of the page's `<meta name="referrer">`, which wins over the header. */
export function referrerPolicyTest(auto: Response, metas: string[]): Outcome {
  const values = [...headerValues(auto.headers, "referrer-policy"), ...metas];
  if (!values.length) return { result: "referrer-policy-not-implemented", pass: true };
  const policy =
    values
      .join(", ")
      .split(",")
      .map((p) => p.toLowerCase().trim())
      .filter((p) => privatePolicies.includes(p) || unsafePolicies.includes(p))
      .at(-1) ?? "";
  if (privatePolicies.includes(policy)) return { result: "referrer-policy-private", pass: true };
  if (unsafePolicies.includes(policy)) return { result: "referrer-policy-unsafe", pass: false };
  return { result: "referrer-policy-header-invalid", pass: false };
}

export function resourcePolicyTest(auto: Response): Outcome {
  const value = first(auto.headers, "cross-origin-resource-policy")
    ?.slice(0, 256)
    .trim()
    .toLowerCase();
  if (!value) return { result: "corp-not-implemented", pass: true };
  const results: Record<string, Outcome["result"]> = {
    "same-site": "corp-implemented-with-same-site",
    "same-origin": "corp-implemented-with-same-origin",
    "cross-origin": "corp-implemented-with-cross-origin",
  };
  const result = results[value];
  return result ? { result, pass: true } : { result: "corp-header-invalid", pass: false };
}

/** `preflight`: the answer to an OPTIONS request that sent `origin`. */
export function corsTest(preflight: Response | null, origin: string): Outcome {
  const allowed = first(preflight?.headers, "access-control-allow-origin");
  if (!allowed) return { result: "cross-origin-resource-sharing-not-implemented", pass: true };
  if (allowed.slice(0, 256).trim().toLowerCase() === "*")
    return { result: "cross-origin-resource-sharing-implemented-with-public-access", pass: true };
  const credentials = first(preflight?.headers, "access-control-allow-credentials");
  if (allowed === origin && credentials?.toLowerCase().trim() === "true")
    return {
      result: "cross-origin-resource-sharing-implemented-with-universal-access",
      pass: false,
    };
  return { result: "cross-origin-resource-sharing-implemented-with-restricted-access", pass: true };
}

/**
 * `http`: the last answer of the visit that began at http://host/, `route`
 * every URL of that visit, the first included. No domain is taken to be on
 * the HSTS preload list (the Observatory downloads the list; this runs offline).
 */
export function redirectionTest(http: Response | null, route: URL[]): Outcome {
  if (!http) return { result: "redirection-not-needed-no-http", pass: true };
  if (!http.verified) return { result: "redirection-invalid-cert", pass: false };
  if (route.length === 0) return { result: "redirection-all-redirects-preloaded", pass: true };
  if (route.length === 1) return { result: "redirection-missing", pass: false };
  if (route.at(-1)!.protocol !== "https:")
    return { result: "redirection-not-to-https", pass: false };
  if (route[1]!.protocol === "http:")
    return { result: "redirection-not-to-https-on-initial-redirection", pass: false };
  if (route[0]!.protocol === "http:" && route[0]!.hostname !== route[1]!.hostname)
    return { result: "redirection-off-host-from-http", pass: false };
  return { result: "redirection-to-https", pass: true };
}
