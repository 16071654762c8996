// The HTTP Observatory's grade for a site, computed here and offline: the
// retrieval, tests and scoring of MDN's scanner (@mdn/mdn-http-observatory
// 1.4.8, algorithm version 4), ported rule for rule. That package cannot be a
// dependency of this project: its install scripts download Mozilla's CA and
// HSTS preload lists (and it pulls in a native PostgreSQL client), which
// `npm ci` cannot do offline. Where this differs, on rules this site never
// triggers: no HSTS preload list (a preloaded domain would get 5 points
// more), no public suffix list (page.ts), cookies are not graded (a site that
// sets one is refused rather than graded wrongly), and a CORS preflight that
// reflects the Origin with credentials fails, as the Observatory's rule means
// to (its retriever never sees the Origin it sent, so that rule never fires).
import { cspTest } from "./csp.ts";
import {
  contentTypeOptionsTest,
  corsTest,
  frameOptionsTest,
  headerValues,
  hstsTest,
  redirectionTest,
  referrerPolicyTest,
  resourcePolicyTest,
} from "./header-tests.ts";
import { metaPolicies, subresourceIntegrityTest } from "./page.ts";
import { corsOrigin, retrieve, type Retrieval, type Site } from "./retrieve.ts";
import { modifiers, scoreOf, type Outcome } from "./score.ts";

export type Scan = { grade: string; score: number; tests: Record<string, Outcome> };

/** Grades what `retrieve` fetched; throws, as the Observatory does, when the page is an error. */
export function grade(retrieval: Retrieval): Scan {
  const auto = retrieval.auto?.response;
  if (!auto) throw new Error(`${retrieval.hostname} does not answer`);
  if (auto.status < 200 || (auto.status >= 400 && auto.status !== 401 && auto.status !== 403))
    throw new Error(`${retrieval.hostname} answered ${auto.status}`);
  if (retrieval.cookies.length)
    throw new Error(`${retrieval.hostname} sets cookies, which this grader does not grade`);
  const https = retrieval.auto === retrieval.https;
  const metas = metaPolicies(auto);
  const { csp, ...policy } = cspTest(
    headerValues(auto.headers, "content-security-policy"),
    metas.csp,
    https,
  );
  const tests: Record<string, Outcome> = {
    "content-security-policy": policy,
    cookies: { result: "cookies-not-found", pass: true },
    "cross-origin-resource-sharing": corsTest(retrieval.preflight, corsOrigin),
    redirection: redirectionTest(retrieval.http?.response ?? null, retrieval.http?.route ?? []),
    "referrer-policy": referrerPolicyTest(auto, metas.referrer),
    "strict-transport-security": hstsTest(retrieval.https?.response ?? null),
    "subresource-integrity": subresourceIntegrityTest(auto, retrieval.hostname, https),
    "x-content-type-options": contentTypeOptionsTest(auto),
    "x-frame-options": frameOptionsTest(auto, csp?.has("frame-ancestors") ?? false),
    "cross-origin-resource-policy": resourcePolicyTest(auto),
  };
  return { ...scoreOf(tests), tests };
}

/** Fetches `site` as the Observatory does and grades it. */
export async function scan(site: Site): Promise<Scan> {
  return grade(await retrieve(site));
}

/** The grade and every result that moved the score: "A+ (115): csp-implemented-with-no-unsafe +5, …". */
export function explain(scan: Scan): string {
  const points = Object.values(scan.tests)
    .filter(({ result }) => modifiers[result] !== 0)
    .map(({ result }) => `${result} ${modifiers[result] > 0 ? "+" : ""}${modifiers[result]}`);
  return `${scan.grade} (${scan.score}): ${points.join(", ")}`;
}
