import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "vitest";
import { nearestNotFound } from "./not-found.ts";

const root = mkdtempSync(join(tmpdir(), "not-found-"));
for (const folder of ["", "ja", "pt-br", ".hidden", "blog"]) {
  mkdirSync(join(root, folder), { recursive: true });
  if (folder !== "blog") writeFileSync(join(root, folder, "404.html"), folder);
}
const nearest = (url: string) => nearestNotFound(root, url).slice(root.length);

test("an unknown path under a folder with a 404 page gets that page", () => {
  expect(nearest("/ja/no/such/page")).toBe("/ja/404.html");
  expect(nearest("/ja/nothing")).toBe("/ja/404.html");
  expect(nearest("/pt-br/x?y=1#z")).toBe("/pt-br/404.html");
  expect(nearest("/%6Aa/x")).toBe("/ja/404.html");
});

test("any other path gets the root's", () => {
  for (const url of ["/nothing", "/ja", "/blog/nothing", "/assets/x.js", "/", "/%E0%A4%A/x"])
    expect(nearest(url), url).toBe("/404.html");
});

test("never a dot segment's or a private folder's", () => {
  expect(nearest("/.hidden/x")).toBe("/404.html");
  expect(nearest("/ja/../.hidden/x")).toBe("/ja/404.html");
});
