import { describe, expect, test } from "vitest";
import { parseCsp } from "./csp-parser.ts";
import { cspTest } from "./csp.ts";

// Cases from the Observatory's own test suite (test/csp.test.js, 1.4.8),
// and the policies this site sends.
const result = (headers: string[], metas: string[] = [], https = true) =>
  cspTest(headers, metas, https).result;

describe("parseCsp", () => {
  test("lowercases, drops superfluous sources and gives an empty source list 'none'", () => {
    const csp = parseCsp(["Script-Src 'SELF' https://a.com/p/ https://a.com/p/x; img-src"]);
    expect(csp).toEqual(
      new Map([
        ["script-src", new Set(["'self'", "https://a.com/p/"])],
        ["img-src", new Set(["'none'"])],
      ]),
    );
  });

  test("keeps only the sources of a later policy that the first allows too", () => {
    const csp = parseCsp([
      "script-src 'self' https://a.com",
      "script-src 'self'; default-src 'self'",
    ]);
    expect(csp.get("script-src")).toEqual(new Set(["'self'"]));
    expect(csp.get("default-src")).toEqual(new Set(["'none'"]));
  });

  test.each(["", "  ", "\r\n", "defa", "default-src 'none'; default-src 'none'"])(
    "refuses %j",
    (policy) => expect(() => parseCsp([policy])).toThrow(),
  );
});

describe("the test", () => {
  test.each([
    ["csp-not-implemented", []],
    ["csp-header-invalid", ["default-src 'none'; script-src 'strict-dynamic'"]],
    ["csp-implemented-with-unsafe-inline", ["default-src 'UNSAFE-INLINE'"]],
    ["csp-implemented-with-unsafe-inline", ["default-src 'none'; script-src 'none'; object-src *"]],
    ["csp-implemented-with-insecure-scheme", ["default-src 'none'; script-src http://mozilla.org"]],
    ["csp-implemented-with-unsafe-eval", ["default-src 'none'; script-src 'unsafe-eval'"]],
    [
      "csp-implemented-with-insecure-scheme-in-passive-content-only",
      ["default-src 'self'; img-src http:"],
    ],
    [
      "csp-implemented-with-unsafe-inline-in-style-src-only",
      ["default-src 'none'; style-src data:"],
    ],
    [
      "csp-implemented-with-no-unsafe",
      ["object-src 'none'; script-src 'unsafe-inline' 'nonce-abc123'; style-src 'none'"],
    ],
    [
      "csp-implemented-with-no-unsafe-default-src-none",
      ["default-src 'none'; script-src 'strict-dynamic' 'sha256-abc123' https://*"],
    ],
    [
      "csp-implemented-but-duplicate-directives",
      ["default-src 'self'; report-uri /a; report-uri /b"],
    ],
  ])("%s: %j", (expected, headers) => expect(result(headers)).toBe(expected));

  test("http: sources count against a page fetched over HTTPS only", () => {
    expect(result(["default-src 'none'; script-src http://mozilla.org"], [], false)).toBe(
      "csp-implemented-with-no-unsafe-default-src-none",
    );
  });

  test("a meta policy counts, but frame-ancestors in it does not", () => {
    const meta = cspTest([], ["default-src 'self'; frame-ancestors 'none'"], true);
    expect(meta.result).toBe("csp-implemented-with-no-unsafe");
    expect(cspTest([], ["frame-ancestors 'none'"], true).result).toBe("csp-not-implemented");
  });

  test("this site: the full policy in the header and the page, or the static header plus the page", () => {
    const page =
      "default-src 'self'; script-src 'self' 'sha256-abc='; style-src 'self' 'sha256-def='; object-src 'none'; base-uri 'self'";
    const full = `${page}; frame-ancestors 'none'; upgrade-insecure-requests`;
    const fixed =
      "img-src 'self' data:; object-src 'none'; base-uri 'self'; frame-ancestors 'none'";
    expect(cspTest([full], [page], true)).toMatchObject({
      result: "csp-implemented-with-no-unsafe",
      pass: true,
    });
    // The static policy has no default-src, so the page's does not survive the merge.
    const merged = cspTest([fixed], [page], true);
    expect(merged).toMatchObject({
      result: "csp-implemented-with-no-unsafe-default-src-none",
      pass: true,
    });
    expect(merged.csp?.has("frame-ancestors")).toBe(true);
  });
});
