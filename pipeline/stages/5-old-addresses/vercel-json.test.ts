import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { check } from "prettier";
import { afterEach, beforeEach, expect, test } from "vitest";
import { keepVercelRedirects } from "./vercel-json.ts";
import { shippedVercelJson } from "./vercel-json.test-support.ts";

let root: string;
const file = () => join(root, "vercel.json");
const read = () => JSON.parse(readFileSync(file(), "utf8")) as { redirects?: unknown[] };

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "vercel-json-"));
  writeFileSync(file(), shippedVercelJson());
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const moved = { source: "/2020/x", destination: "/blog/x", permanent: true as const };

test("without old addresses, the repository's vercel.json is left as it is, byte for byte", () => {
  expect(keepVercelRedirects(root, [], "/")).toBe(false);
  expect(readFileSync(file(), "utf8")).toBe(shippedVercelJson());
});

test("the old addresses become its redirects, formatted as the project's Prettier writes JSON; again, nothing changes", async () => {
  expect(keepVercelRedirects(root, [moved], "/")).toBe(true);
  expect(read().redirects).toEqual([moved]);
  const text = readFileSync(file(), "utf8");
  expect(await check(text, { parser: "json", filepath: file() })).toBe(true);
  expect(keepVercelRedirects(root, [moved], "/")).toBe(false);
  expect(readFileSync(file(), "utf8")).toBe(text);
});

test("the owner's own redirects stay; the old addresses of an earlier build go", () => {
  const own = { source: "/cv", destination: "/files/resume.pdf", permanent: false };
  const stale = {
    source: "/portfolio/2019/y",
    destination: "/portfolio/ja/blog/y",
    permanent: true,
  };
  writeFileSync(file(), JSON.stringify({ ...read(), redirects: [own, stale] }, null, 2));
  const next = { ...moved, source: "/portfolio/2020/x", destination: "/portfolio/blog/x" };
  expect(keepVercelRedirects(root, [next], "/portfolio/")).toBe(true);
  expect(read().redirects).toEqual([own, next]);
  expect(keepVercelRedirects(root, [], "/portfolio/")).toBe(true);
  expect(read().redirects).toEqual([own]);
});

test("no vercel.json, nothing written", () => {
  rmSync(file());
  expect(keepVercelRedirects(root, [moved], "/")).toBe(false);
});
