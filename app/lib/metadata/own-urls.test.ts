import { describe, expect, test } from "vitest";
import { buildFileCandidates, buildFileOf, ownPage, sitePath } from "./own-urls.ts";

// A site at the host's root, and one under a base path (VITE_BASE_PATH).
const root = "/";
const portfolio = "/portfolio/";
const at = (basePath: string) => ({ baseUrl: "https://you.example", basePath });

describe("sitePath: where a URL is inside the site", () => {
  test.each([
    [root, "https://you.example/", ""],
    [root, "https://you.example/blog/?page=2#top", "blog/"],
    [root, "http://you.example/notes/a%20b", "notes/a b"],
    [root, "https://YOU.example/files/cv.pdf", "files/cv.pdf"],
    [root, "https://you.example/bad%zz", "bad%zz"],
    [portfolio, "https://you.example/portfolio", ""],
    [portfolio, "https://you.example/portfolio/blog", "blog"],
  ])("at %s, %s is %j", (site, url, path) => {
    expect(sitePath(url, at(site))).toBe(path);
  });

  test.each([
    [root, "https://notes.you.example/blog"],
    [root, "https://you.example:8443/blog"],
    [root, "https://medium.com/@you/post"],
    [root, "mailto:you@you.example"],
    [root, "not a url"],
    [portfolio, "https://you.example/"],
    [portfolio, "https://you.example/notes/retries"],
    [portfolio, "https://you.example/portfolio-old/blog"],
  ])("at %s, %s is not inside the site", (site, url) => {
    expect(sitePath(url, at(site))).toBeUndefined();
  });
});

describe("ownPage: the site's own pages, however the URL is written", () => {
  test.each([
    [root, "https://you.example", "/"],
    [root, "https://you.example/index.html", "/"],
    [root, "https://you.example/?utm_source=feed", "/"],
    [root, "https://you.example/blog", "/blog"],
    [root, "https://you.example/blog/", "/blog"],
    [root, "https://you.example/blog/index.html", "/blog"],
    [root, "https://you.example//blog#2024", "/blog"],
    [root, "http://you.example/about-me", "/about-me"],
    [root, "https://you.example/projects?sort=new", "/projects"],
    [portfolio, "https://you.example/portfolio", "/"],
    [portfolio, "https://you.example/portfolio/blog/", "/blog"],
  ])("at %s, %s is %s", (site, url, page) => {
    expect(ownPage(url, at(site))).toBe(page);
  });

  test.each([
    [root, "https://you.example/notes/retries"],
    [root, "https://you.example/blog/retries"],
    [root, "https://you.example/BLOG"],
    [root, "https://you.example/blog.html"],
    [root, "https://other.example/blog"],
    // Outside /portfolio/, the host's root and its /blog are the owner's other pages.
    [portfolio, "https://you.example/"],
    [portfolio, "https://you.example/blog"],
  ])("at %s, %s is no page of the site", (site, url) => {
    expect(ownPage(url, at(site))).toBeUndefined();
  });
});

describe("buildFileOf: a page or file of the build, or an external link", () => {
  const files = new Set(["index.html", "blog/index.html", "rss.xml", "files/cv.pdf"]);
  const isFile = (file: string) => files.has(file);

  test("static hosts answer a path from the file, name.html or name/index.html", () => {
    expect(buildFileCandidates("")).toEqual(["index.html"]);
    expect(buildFileCandidates("blog/")).toEqual(["blog/index.html"]);
    expect(buildFileCandidates("blog")).toEqual(["blog", "blog.html", "blog/index.html"]);
    expect(buildFileCandidates("rss.xml")).toEqual(["rss.xml"]);
  });

  test.each([
    [root, "https://you.example/", "index.html"],
    [root, "https://you.example/blog?x=1", "blog/index.html"],
    [root, "https://you.example/rss.xml", "rss.xml"],
    [portfolio, "https://you.example/portfolio/files/cv.pdf", "files/cv.pdf"],
  ])("at %s, %s is the build's %s", (site, url, file) => {
    expect(buildFileOf(url, at(site), isFile)).toBe(file);
  });

  test.each([
    [root, "https://you.example/notes/retries"],
    [root, "https://you.example/files/talk.pdf"],
    [root, "https://medium.com/@you/post"],
    [portfolio, "https://you.example/rss.xml"],
    [portfolio, "https://you.example/portfolio/notes/"],
  ])("at %s, %s leads out of the build", (site, url) => {
    expect(buildFileOf(url, at(site), isFile)).toBeUndefined();
  });
});
