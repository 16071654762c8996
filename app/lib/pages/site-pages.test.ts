import { existsSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import { navPages, pageHtmlFile, pagePaths, resumePage, sitePages } from "./site-pages.ts";

test("each page has its route module, a path of its own, and one place in the navigation at most", () => {
  for (const page of sitePages)
    expect(existsSync(join("app", page.module)), page.module).toBe(true);
  expect(new Set(pagePaths).size).toBe(pagePaths.length);
  expect(new Set(navPages.map((link) => link.order)).size).toBe(navPages.length);
});

test("the specification's navigation: Home, Projects, Blog; About is printed as the résumé", () => {
  expect(navPages.map((link) => link.path)).toEqual(["/", "/projects", "/blog"]);
  expect(resumePage.path).toBe("/about-me");
  expect(sitePages.filter((page) => page.printed)).toHaveLength(1);
});

test("a page's file in the build", () => {
  expect(pageHtmlFile("/")).toBe("index.html");
  expect(pageHtmlFile("/about-me")).toBe("about-me/index.html");
});
