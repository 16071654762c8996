import { describe, expect, test } from "vitest";
import type { Response } from "./header-tests.ts";
import { metaPolicies, startTags, subresourceIntegrityTest } from "./page.ts";

const page = (body: string, type = "text/html; charset=utf-8"): Response => ({
  url: new URL("https://example.com/"),
  status: 200,
  headers: { "content-type": type },
  body,
  verified: true,
});

describe("startTags", () => {
  test("reads attributes in any quoting, decodes entities, and skips comments and script text", () => {
    const html = `<!-- <meta name="x"> --><META Content='a &amp; b' NAME=referrer />
      <script>const s = "<meta http-equiv='content-security-policy' content='x'>";</script>
      <meta http-equiv="Content-Security-Policy" content="script-src &#x27;self&#39;">`;
    expect(startTags(html).map((tag) => [tag.name, Object.fromEntries(tag.attributes)])).toEqual([
      ["meta", { content: "a & b", name: "referrer" }],
      ["script", {}],
      ["meta", { "http-equiv": "Content-Security-Policy", content: "script-src 'self'" }],
    ]);
  });
});

test("metaPolicies finds the CSP metas and the last referrer meta, in HTML only", () => {
  const html = `<meta http-equiv="content-security-policy" content="default-src 'self'">
    <meta name="referrer" content="origin"><meta name="Referrer" content="no-referrer">`;
  expect(metaPolicies(page(html))).toEqual({
    csp: ["default-src 'self'"],
    referrer: ["no-referrer"],
  });
  expect(metaPolicies(page(html, "text/plain"))).toEqual({ csp: [], referrer: [] });
});

describe("Subresource Integrity", () => {
  const sri = (html: string, https = true) =>
    subresourceIntegrityTest(page(html), "example.com", https).result;
  test.each([
    ["", "sri-not-implemented-but-no-scripts-loaded"],
    [
      '<script>inline()</script><script type="module" src="/assets/a.js"></script>',
      "sri-not-implemented-but-all-scripts-loaded-from-secure-origin",
    ],
    [
      '<script src="/a.js" integrity="sha384-x"></script>',
      "sri-implemented-and-all-scripts-loaded-securely",
    ],
    [
      '<script src="https://cdn.example.com/a.js"></script>',
      "sri-not-implemented-but-all-scripts-loaded-from-secure-origin",
    ],
    [
      '<script src="https://other.org/a.js" integrity="sha384-x"></script>',
      "sri-implemented-and-external-scripts-loaded-securely",
    ],
    [
      '<script src="https://other.org/a.js"></script>',
      "sri-not-implemented-but-external-scripts-loaded-securely",
    ],
    [
      '<script src="//other.org/a.js" integrity="sha384-x"></script>',
      "sri-implemented-but-external-scripts-not-loaded-securely",
    ],
    [
      '<script src="http://other.org/a.js"></script>',
      "sri-not-implemented-and-external-scripts-not-loaded-securely",
    ],
  ])("%s: %s", (html, result) => expect(sri(html)).toBe(result));

  test("is not about a response that is not HTML", () => {
    expect(
      subresourceIntegrityTest(page("{}", "application/json"), "example.com", true).result,
    ).toBe("sri-not-implemented-response-not-html");
  });
});
