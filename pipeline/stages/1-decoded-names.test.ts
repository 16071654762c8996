import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, expect, test } from "vitest";
import { decodePageNames } from "./1-decoded-names.ts";

let clientDir: string;
const write = (file: string) => {
  mkdirSync(join(clientDir, file, ".."), { recursive: true });
  writeFileSync(join(clientDir, file), file);
};
const files = () =>
  readdirSync(clientDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(clientDir.length + 1))
    .sort();

beforeEach(() => {
  clientDir = mkdtempSync(join(tmpdir(), "decoded-"));
});
afterEach(() => rmSync(clientDir, { recursive: true, force: true }));

const encoded = encodeURIComponent("2020-年终总结");

test("a post's files, named as React Router writes them (percent-encoded), get the names hosts look up", () => {
  write(`blog/${encoded}/index.html`);
  write(`blog/${encoded}.data`);
  write(`ja/blog/${encoded}/index.html`);
  write("blog/hello/index.html");
  write("assets/a%20b.js");
  decodePageNames(clientDir);
  expect(files()).toEqual(
    [
      "assets/a%20b.js",
      "blog/2020-年终总结.data",
      "blog/2020-年终总结/index.html",
      "blog/hello/index.html",
      "ja/blog/2020-年终总结/index.html",
    ].sort(),
  );
  expect(readFileSync(join(clientDir, "blog/2020-年终总结/index.html"), "utf8")).toBe(
    `blog/${encoded}/index.html`,
  );
});

test("names without escapes, or with a broken one, stay; one that would meet another file stops the build", () => {
  write("blog/100%/index.html");
  write("blog/a%2Fb/index.html");
  decodePageNames(clientDir);
  expect(files()).toEqual(["blog/100%/index.html", "blog/a%2Fb/index.html"]);
  write("blog/caf%C3%A9/index.html");
  write("blog/café/index.html");
  expect(() => decodePageNames(clientDir)).toThrow(/a file of that name is there/);
});
