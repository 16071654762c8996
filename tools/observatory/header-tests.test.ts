import { describe, expect, test } from "vitest";
import {
  contentTypeOptionsTest,
  corsTest,
  frameOptionsTest,
  hstsTest,
  redirectionTest,
  referrerPolicyTest,
  resourcePolicyTest,
  type Headers,
  type Response,
} from "./header-tests.ts";

const response = (headers: Headers, verified = true): Response => ({
  url: new URL("https://example.com/"),
  status: 200,
  headers,
  body: "",
  verified,
});

describe("Strict-Transport-Security", () => {
  test.each([
    ["max-age=63072000; includeSubDomains", "hsts-implemented-max-age-at-least-six-months"],
    ["max-age=15552000", "hsts-implemented-max-age-at-least-six-months"],
    ["max-age=15551999; preload", "hsts-implemented-max-age-less-than-six-months"],
    ["includeSubDomains", "hsts-header-invalid"],
    // node:http joins a header sent twice with ", ": the Observatory calls that invalid.
    [
      "max-age=63072000; includeSubDomains, max-age=63072000; includeSubDomains",
      "hsts-header-invalid",
    ],
  ])("%s: %s", (value, result) => {
    expect(hstsTest(response({ "strict-transport-security": value })).result).toBe(result);
  });

  test("needs HTTPS, with a certificate that verifies", () => {
    const good = { "strict-transport-security": "max-age=63072000" };
    expect(hstsTest(null).result).toBe("hsts-not-implemented-no-https");
    expect(hstsTest(response(good, false)).result).toBe("hsts-invalid-cert");
    expect(hstsTest(response({})).result).toBe("hsts-not-implemented");
  });
});

test("X-Content-Type-Options", () => {
  expect(contentTypeOptionsTest(response({ "x-content-type-options": " NoSniff " })).pass).toBe(
    true,
  );
  expect(contentTypeOptionsTest(response({ "x-content-type-options": "sniff" })).result).toBe(
    "x-content-type-options-header-invalid",
  );
  expect(contentTypeOptionsTest(response({})).result).toBe(
    "x-content-type-options-not-implemented",
  );
});

test("X-Frame-Options, which frame-ancestors replaces", () => {
  expect(frameOptionsTest(response({}), true).result).toBe("x-frame-options-implemented-via-csp");
  expect(frameOptionsTest(response({ "x-frame-options": "DENY" }), false).result).toBe(
    "x-frame-options-sameorigin-or-deny",
  );
  expect(frameOptionsTest(response({ "x-frame-options": "bogus" }), false).pass).toBe(false);
  expect(frameOptionsTest(response({}), false).result).toBe("x-frame-options-not-implemented");
});

test("Referrer-Policy: the last known policy wins, and a meta tag comes after the header", () => {
  const unsafe = response({ "referrer-policy": "no-referrer, unsafe-url, bogus" });
  expect(referrerPolicyTest(unsafe, []).result).toBe("referrer-policy-unsafe");
  expect(referrerPolicyTest(unsafe, ["same-origin"]).result).toBe("referrer-policy-private");
  expect(referrerPolicyTest(response({}), []).result).toBe("referrer-policy-not-implemented");
  expect(referrerPolicyTest(response({ "referrer-policy": "bogus" }), []).pass).toBe(false);
});

test("Cross-Origin-Resource-Policy and CORS", () => {
  expect(resourcePolicyTest(response({ "cross-origin-resource-policy": "same-site" })).result).toBe(
    "corp-implemented-with-same-site",
  );
  expect(resourcePolicyTest(response({ "cross-origin-resource-policy": "nope" })).pass).toBe(false);
  const origin = "https://http-observatory.security.mozilla.org";
  expect(corsTest(null, origin).result).toBe("cross-origin-resource-sharing-not-implemented");
  expect(corsTest(response({ "access-control-allow-origin": "*" }), origin).pass).toBe(true);
  const reflected = {
    "access-control-allow-origin": origin,
    "access-control-allow-credentials": "true",
  };
  expect(corsTest(response(reflected), origin).pass).toBe(false);
});

describe("redirection from http://", () => {
  const urls = (...hrefs: string[]) => hrefs.map((href) => new URL(href));
  const http = response({});
  test.each([
    [["http://a.org/", "https://a.org/"], "redirection-to-https"],
    [["http://a.org/", "https://a.org/", "https://www.a.org/"], "redirection-to-https"],
    [["http://a.org/"], "redirection-missing"],
    [
      ["http://a.org/", "http://www.a.org/", "https://www.a.org/"],
      "redirection-not-to-https-on-initial-redirection",
    ],
    [["http://a.org/", "https://www.a.org/"], "redirection-off-host-from-http"],
    [["http://a.org/", "https://a.org/", "http://a.org/x"], "redirection-not-to-https"],
  ])("%j: %s", (route, result) =>
    expect(redirectionTest(http, urls(...route)).result).toBe(result),
  );

  test("nothing on port 80 is fine; a certificate that fails is not", () => {
    expect(redirectionTest(null, []).result).toBe("redirection-not-needed-no-http");
    const route = urls("http://a.org/", "https://a.org/");
    expect(redirectionTest(response({}, false), route).result).toBe("redirection-invalid-cert");
  });
});
