// The HTTP Observatory's Content Security Policy test (1.4.8,
// src/analyzer/tests/csp.js), rule for rule.
import { duplicateWarnings, parseCsp, type Csp } from "./csp-parser.ts";
import type { Outcome } from "./score.ts";

const broad = new Set([
  "ftp:",
  "http:",
  "https:",
  "*",
  "http://*",
  "http://*.*",
  "https://*",
  "https://*.*",
]);
const broadOrInline = new Set([...broad, "'unsafe-inline'", "data:"]);
const hashOrNonce = (sources: Set<string>) =>
  [...sources].some((s) => /^'(sha256-|sha384-|sha512-|nonce-)/.test(s));

/**
 * The test itself. `headers` are the Content-Security-Policy header values,
 * `metas` the page's meta policies, `https` whether the page was fetched over HTTPS.
 * Also returns the merged policy, which the X-Frame-Options test reads.
 */
export function cspTest(
  headers: string[],
  metas: string[],
  https: boolean,
): Outcome & { csp?: Csp } {
  let csp: Csp;
  try {
    csp = parseCsp([...headers, ...metas]);
  } catch {
    return { result: "csp-header-invalid", pass: false };
  }
  const tryParse = (policies: string[]) => {
    try {
      return parseCsp(policies);
    } catch {
      return new Map() as Csp;
    }
  };
  const headerOnly = tryParse(headers);
  const meta = tryParse(metas);
  for (const directive of ["frame-ancestors", "report-uri", "sandbox"]) meta.delete(directive);
  if (headerOnly.size + meta.size === 0) return { result: "csp-not-implemented", pass: false };

  const fallback = (name: string) => csp.get(name) ?? csp.get("default-src") ?? new Set(["*"]);
  const [scriptSrc, styleSrc, objectSrc] = [
    fallback("script-src"),
    fallback("style-src"),
    fallback("object-src"),
  ];
  for (const list of [scriptSrc, styleSrc]) if (hashOrNonce(list)) list.delete("'unsafe-inline'");
  let result: Outcome["result"] | undefined;
  if (hashOrNonce(scriptSrc) && scriptSrc.has("'strict-dynamic'")) {
    for (const s of scriptSrc)
      if ([...broad].some((b) => s.startsWith(b)) || s === "'self'" || s === "'unsafe-inline'")
        scriptSrc.delete(s);
  } else if (scriptSrc.has("'strict-dynamic'")) result = "csp-header-invalid";

  const passive = ["img-src", "media-src"];
  const active = [...csp]
    .filter(([directive]) => !passive.includes(directive) && directive !== "script-src")
    .flatMap(([, sources]) => [...sources])
    .concat([...scriptSrc]);
  const passiveSources = passive.flatMap((d) => [...(csp.get(d) ?? csp.get("default-src") ?? [])]);
  const insecure = (sources: string[]) =>
    sources.some((s) => s.startsWith("http:") || s.startsWith("ftp:"));
  const defaultSrc = csp.get("default-src");
  const checks: [boolean, Outcome["result"]][] = [
    [
      [...scriptSrc].some((s) => broadOrInline.has(s)) || [...objectSrc].some((s) => broad.has(s)),
      "csp-implemented-with-unsafe-inline",
    ],
    [https && insecure(active), "csp-implemented-with-insecure-scheme"],
    [
      scriptSrc.has("'unsafe-eval'") || styleSrc.has("'unsafe-eval'"),
      "csp-implemented-with-unsafe-eval",
    ],
    [
      https && insecure(passiveSources),
      "csp-implemented-with-insecure-scheme-in-passive-content-only",
    ],
    [
      [...styleSrc].some((s) => broadOrInline.has(s)),
      "csp-implemented-with-unsafe-inline-in-style-src-only",
    ],
    [
      defaultSrc?.has("'none'") === true && defaultSrc.size === 1,
      "csp-implemented-with-no-unsafe-default-src-none",
    ],
    [true, "csp-implemented-with-no-unsafe"],
  ];
  result ??= checks.find(([failed]) => failed)![1];
  const pass = [
    "csp-implemented-with-no-unsafe",
    "csp-implemented-with-no-unsafe-default-src-none",
    "csp-implemented-with-unsafe-inline-in-style-src-only",
    "csp-implemented-with-insecure-scheme-in-passive-content-only",
  ].includes(result);
  if (pass && csp.has(duplicateWarnings)) result = "csp-implemented-but-duplicate-directives";
  csp.delete(duplicateWarnings);
  return { result, pass, csp };
}
