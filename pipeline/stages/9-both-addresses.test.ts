import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, expect, test } from "vitest";
import { writeBothAddresses } from "./9-both-addresses.ts";

let clientDir: string;
const write = (file: string, text = file) => {
  mkdirSync(join(clientDir, file, ".."), { recursive: true });
  writeFileSync(join(clientDir, file), text);
};
const files = () =>
  readdirSync(clientDir, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.\w+$/.test(file))
    .sort();

beforeEach(() => {
  clientDir = mkdtempSync(join(tmpdir(), "both-addresses-"));
});
afterEach(() => rmSync(clientDir, { recursive: true, force: true }));

test("a page and its data at both addresses; the root, 404 pages and assets as they are", () => {
  for (const file of ["index.html", "_.data", "404.html", "assets/index.html", "blog.data"])
    write(file);
  write("blog/index.html", "<p>the blog");
  write("blog/a-post/index.html", "<p>a post");
  write("blog/a-post.data", "post data");
  // Another language's home: its own build wrote its data as ja/_.data.
  write("ja/index.html", "<p>ja");
  write("ja/_.data", "ja data");
  write("ja/404.html");
  writeBothAddresses(clientDir);
  expect(files()).toEqual(
    [
      "404.html",
      "_.data",
      "assets/index.html",
      "blog.data",
      "blog.html",
      "blog/_.data",
      "blog/a-post.data",
      "blog/a-post.html",
      "blog/a-post/_.data",
      "blog/a-post/index.html",
      "blog/index.html",
      "index.html",
      "ja.data",
      "ja.html",
      "ja/404.html",
      "ja/_.data",
      "ja/index.html",
    ].sort(),
  );
  const read = (file: string) => readFileSync(join(clientDir, file), "utf8");
  expect(read("blog.html")).toBe("<p>the blog");
  expect(read("blog/a-post/_.data")).toBe("post data");
  expect(read("ja.data")).toBe("ja data");
  expect(read("ja.html")).toBe("<p>ja");
});

test("running it twice changes nothing; a file already there is kept", () => {
  write("about-me/index.html", "new");
  write("about-me.html", "kept");
  writeBothAddresses(clientDir);
  writeBothAddresses(clientDir);
  expect(readFileSync(join(clientDir, "about-me.html"), "utf8")).toBe("kept");
});
