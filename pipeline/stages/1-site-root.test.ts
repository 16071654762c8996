import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, expect, test } from "vitest";
import { movePagesToSiteRoot } from "./1-site-root.ts";

let clientDir: string;
const write = (file: string) => {
  mkdirSync(join(clientDir, file, ".."), { recursive: true });
  writeFileSync(join(clientDir, file), file);
};

beforeEach(() => {
  clientDir = mkdtempSync(join(tmpdir(), "layout-"));
  write("assets/app.js");
  write("404.html");
});
afterEach(() => rmSync(clientDir, { recursive: true, force: true }));

test("moves the pages React Router wrote under the base path up to the site root", () => {
  for (const file of ["index.html", "blog/index.html", "blog.data", "_root.data"]) {
    write(`portfolio/${file}`);
  }
  movePagesToSiteRoot(clientDir, "/portfolio/");
  expect(readdirSync(clientDir).sort()).toEqual([
    "404.html",
    "_root.data",
    "assets",
    "blog",
    "blog.data",
    "index.html",
  ]);
  expect(existsSync(join(clientDir, "blog/index.html"))).toBe(true);
});

test("handles a base path of several folders", () => {
  write("a/b/index.html");
  movePagesToSiteRoot(clientDir, "/a/b/");
  expect(readdirSync(clientDir).sort()).toEqual(["404.html", "assets", "index.html"]);
});

test("leaves a root build alone", () => {
  write("index.html");
  movePagesToSiteRoot(clientDir, "/");
  expect(readdirSync(clientDir).sort()).toEqual(["404.html", "assets", "index.html"]);
});

test("refuses to overwrite a file of the build", () => {
  write("portfolio/index.html");
  write("portfolio/404.html");
  expect(() => movePagesToSiteRoot(clientDir, "/portfolio/")).toThrow(/404\.html is taken/);
});
