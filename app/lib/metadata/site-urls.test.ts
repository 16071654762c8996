import { describe, expect, test } from "vitest";
import { languageTag, pageUrl, routePath, siteUrl } from "./site-urls.ts";

describe("URLs", () => {
  test("the site URL is the base URL plus the base path", () => {
    expect(siteUrl("https://a.dev", "/")).toBe("https://a.dev/");
    expect(siteUrl("https://user.github.io", "/portfolio/")).toBe(
      "https://user.github.io/portfolio/",
    );
  });

  test.each([
    ["/", "/", "https://a.dev/"],
    ["/", "/blog", "https://a.dev/blog"],
    ["/portfolio/", "/", "https://a.dev/portfolio/"],
    ["/portfolio/", "/about-me", "https://a.dev/portfolio/about-me"],
  ])("base path %s and route %s give %s", (basePath, path, url) => {
    expect(pageUrl("https://a.dev", basePath, path)).toBe(url);
  });

  test.each([
    ["/portfolio/blog/", "/portfolio/", "/blog"],
    ["/portfolio/", "/portfolio/", "/"],
    ["/portfolio", "/portfolio/", "/portfolio"],
    ["/blog", "/", "/blog"],
    ["/", "/", "/"],
  ])("routePath(%s, %s) is %s", (pathname, basePath, path) => {
    expect(routePath(pathname, basePath)).toBe(path);
  });

  test("Open Graph locales become language tags", () => {
    expect(languageTag("en_US")).toBe("en-US");
    expect(languageTag("fr")).toBe("fr");
  });
});
