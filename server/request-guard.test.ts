import { describe, expect, test } from "vitest";
import { isPrivate, refuse } from "./request-guard.ts";

describe("refuse", () => {
  test.each(["/", "/blog", "/blog/", "/assets/app-1a2b.js", "/blog?x=%00", "/caf%C3%A9", "//x/"])(
    "lets GET and HEAD %s through",
    (url) => {
      expect(refuse("GET", url)).toBeUndefined();
      expect(refuse("HEAD", url)).toBeUndefined();
    },
  );

  test.each(["POST", "PUT", "DELETE", "PATCH", "TRACE", "CONNECT", "PROPFIND", undefined])(
    "answers %s with 405 and the methods allowed",
    (method) => {
      const refusal = refuse(method, "/")!;
      expect(refusal.status).toBe(405);
      expect(refusal.headers.Allow).toBe("GET, HEAD");
    },
  );

  test("answers OPTIONS with 204 and the methods allowed, on any target", () => {
    for (const url of ["/", "*", "/%00"]) {
      expect(refuse("OPTIONS", url)).toEqual({
        status: 204,
        headers: { Allow: "GET, HEAD" },
        body: "",
      });
    }
  });

  test.each([
    "/%00",
    "/index.html%00",
    "/blog%0a",
    "/%7F",
    "/%E0%A4%A",
    "/%",
    "/%zz",
    "/%C0%AE%C0%AE/",
    "/%2e%2e/%2e%2e/etc/passwd",
    "/..%2f..%2fpackage.json",
    "/../package.json",
    "/assets/./app.js",
    "/a%2fb",
    "/a%5cb",
    "/..%5c..%5cpackage.json",
    "http://example.com/",
    "*",
    "",
    undefined,
  ])("answers %s with 400", (url) => {
    expect(refuse("GET", url)?.status).toBe(400);
  });

  test("leaves an over-long segment to the file lookup, which answers 404", () => {
    expect(refuse("GET", `/${"a".repeat(5000)}`)).toBeUndefined();
  });
});

describe("isPrivate", () => {
  test.each([
    "_headers",
    "_redirects",
    "_routes.json",
    ".nojekyll",
    ".vite/manifest.json",
    ".well-known/security.txt",
    "blog/.hidden",
    "nginx/security-headers.conf",
    "nginx-redirects.map",
    "../package.json",
    "assets\\..\\.env",
  ])("%s is never served", (path) => expect(isPrivate(path)).toBe(true));

  test.each(["index.html", "404.html", "_root.data", "blog/index.html", "assets/app.js", "a.b/c"])(
    "%s is served",
    (path) => expect(isPrivate(path)).toBe(false),
  );
});
