import { expect, test } from "vitest";
import type { Headers, Response } from "./header-tests.ts";
import { explain, grade } from "./observatory.ts";
import type { Retrieval, Visit } from "./retrieve.ts";

// grade() on retrievals written out by hand; tests/e2e/observatory.test.ts
// grades the real servers.

const policy =
  "default-src 'self'; script-src 'self' 'sha256-abc='; object-src 'none'; frame-ancestors 'none'";
const secure: Headers = {
  "content-type": "text/html; charset=utf-8",
  "content-security-policy": policy,
  "strict-transport-security": "max-age=63072000; includeSubDomains",
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-frame-options": "DENY",
};
const response = (href: string, status: number, headers: Headers, body = ""): Response => ({
  url: new URL(href),
  status,
  headers,
  body,
  verified: true,
});
const visit = (hrefs: string[], last: Response): Visit => ({
  response: last,
  route: hrefs.map((href) => new URL(href)),
  cookies: [],
});
const page = '<script type="module" src="/assets/app.js"></script>';

function site(headers: Headers, status = 200): Retrieval {
  const https = visit(["https://a.org/"], response("https://a.org/", status, headers, page));
  const http = visit(["http://a.org/", "https://a.org/"], https.response);
  return { hostname: "a.org", http, https, auto: https, preflight: null, cookies: [] };
}

test("a site with every header over HTTPS, redirecting from HTTP, grades A+", () => {
  const scan = grade(site(secure));
  expect(explain(scan)).toBe(
    "A+ (115): csp-implemented-with-no-unsafe +5, referrer-policy-private +5, x-frame-options-implemented-via-csp +5",
  );
  expect(Object.values(scan.tests).every(({ pass }) => pass)).toBe(true);
});

test("each missing header costs what the Observatory says", () => {
  const fewer = Object.fromEntries(
    Object.entries(secure).filter(
      ([name]) => !/^(x-content-type-options|content-security-policy)$/.test(name),
    ),
  );
  expect(explain(grade(site(fewer)))).toBe(
    "B (70): csp-not-implemented -25, referrer-policy-private +5, x-content-type-options-not-implemented -5",
  );
});

test("plain HTTP only: no redirect and no HSTS", () => {
  const http = visit(["http://a.org/"], response("http://a.org/", 200, secure, page));
  const scan = grade({
    hostname: "a.org",
    http,
    https: null,
    auto: http,
    preflight: null,
    cookies: [],
  });
  expect([scan.grade, scan.score]).toEqual(["C+", 60]);
  expect(scan.tests.redirection!.result).toBe("redirection-missing");
  expect(scan.tests["strict-transport-security"]!.result).toBe("hsts-not-implemented-no-https");
});

test("refuses to grade an error page, a site that does not answer, or cookies", () => {
  expect(() => grade(site(secure, 404))).toThrow("answered 404");
  expect(() => grade({ ...site(secure), auto: null })).toThrow("does not answer");
  expect(() => grade({ ...site(secure), cookies: ["id=1"] })).toThrow("cookies");
});
