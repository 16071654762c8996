import { expect, test } from "vitest";
import { redirectsFile } from "./host-files.ts";

// The build's _redirects: each folder with a 404 page of its own has it for
// the unknown paths under it, on Netlify (tests/template/ serve it emulated).

const rules = (text = "") => text.split("\n").filter((line) => line && !line.startsWith("#"));

test("each language's folder gets its 404 page for the paths under it, with status 404", () => {
  const files = ["404.html", "ar/404.html", "ar/index.html", "index.html", "ja/404.html"];
  expect(rules(redirectsFile("/", files))).toEqual([
    "/ja/*  /ja/404.html  404",
    "/ar/*  /ar/404.html  404",
  ]);
  expect(rules(redirectsFile("/portfolio/", files))).toEqual([
    "/portfolio/ja/*  /portfolio/ja/404.html  404",
    "/portfolio/ar/*  /portfolio/ar/404.html  404",
  ]);
});

test("a deeper folder's rule comes before its parent's: Netlify applies the first that matches", () => {
  expect(rules(redirectsFile("/", ["404.html", "pt/404.html", "pt/br/404.html"]))).toEqual([
    "/pt/br/*  /pt/br/404.html  404",
    "/pt/*  /pt/404.html  404",
  ]);
});

test("a site whose only 404 page is the root's needs no file", () => {
  expect(redirectsFile("/", ["404.html", "index.html", "blog/index.html"])).toBeUndefined();
});
