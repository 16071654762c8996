import { existsSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import {
  builtPage,
  decodedPath,
  archivePage,
  builtPagePaths,
  navPages,
  pageHtmlFile,
  pagePaths,
  postPage,
  postPagePath,
  resumePage,
  sitePages,
} from "./site-pages.ts";

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

test("a post's page: one route module and budget; the build's pages are the table's and each local post's", () => {
  expect(existsSync(join("app", postPage.module))).toBe(true);
  expect(postPagePath("hello-world")).toBe("/blog/hello-world");
  const posts = [{ local: { slug: "hello" } }, {}, { local: { slug: "again" } }];
  expect(builtPagePaths(posts)).toEqual([...pagePaths, "/archive", "/blog/hello", "/blog/again"]);
  expect(builtPage("/archive")).toBe(archivePage);
  expect(builtPagePaths([{}])).toEqual([...pagePaths]);
  expect(pageHtmlFile("/blog/hello")).toBe("blog/hello/index.html");
});

test("builtPage: a table's page as it is, a post's made from postPage, its sources its folder", () => {
  expect(builtPage("/blog")).toBe(sitePages.find((page) => page.path === "/blog"));
  expect(builtPage("/blog/hello")).toEqual({
    path: "/blog/hello",
    module: postPage.module,
    nav: null,
    weight: postPage.weight,
    paintAdvice: postPage.paintAdvice,
    sources: ["content/posts/hello"],
    listsPosts: false,
    printed: false,
  });
  expect(builtPage("/blog/Not_A_Slug")).toBeUndefined();
  expect(builtPage("/elsewhere")).toBeUndefined();
});

test("a post whose slug keeps its script: its address percent-encoded, its file and sources by its own characters", () => {
  const address = "/blog/2020-%E5%B9%B4%E7%BB%88%E6%80%BB%E7%BB%93";
  expect(postPagePath("2020-年终总结")).toBe(address);
  expect(builtPagePaths([{ local: { slug: "2020-年终总结" } }]).at(-1)).toBe(address);
  expect(decodedPath(address)).toBe("/blog/2020-年终总结");
  expect(pageHtmlFile(address)).toBe("blog/2020-年终总结/index.html");
  expect(builtPage(address)).toMatchObject({
    path: address,
    sources: ["content/posts/2020-年终总结"],
  });
  expect(builtPage("/blog/2020-年终总结")).toMatchObject({ path: address });
  expect(builtPage("/blog/%E5%zz")).toBeUndefined();
});

test("a site whose posts carry tags has the tags page and a page a tag; one without has none", async () => {
  const { tagPagePaths, tagPages } = await import("./site-pages.ts");
  const posts = [{ local: { slug: "a" }, tags: ["Go", "日本語"] }, { tags: ["go"] }, {}];
  expect(tagPagePaths(posts)).toEqual(["/tags", "/tags/%E6%97%A5%E6%9C%AC%E8%AA%9E", "/tags/go"]);
  expect(tagPagePaths(posts, { 日本語: "japanese" })).toEqual([
    "/tags",
    "/tags/go",
    "/tags/japanese",
  ]);
  expect(tagPagePaths([{}])).toEqual([]);
  expect(builtPagePaths(posts)).toEqual([
    ...pagePaths,
    "/archive",
    "/blog/a",
    ...tagPagePaths(posts),
  ]);
  expect(builtPage("/tags")).toMatchObject({ module: tagPages.index.module, listsPosts: true });
  expect(builtPage("/tags/日本語")).toMatchObject({
    path: "/tags/%E6%97%A5%E6%9C%AC%E8%AA%9E",
    module: tagPages.tag.module,
  });
  expect(builtPage("/tags/Not_A_Slug")).toBeUndefined();
});
