import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, test } from "vitest";
import { KeptFiles } from "./kept-files.ts";

const dir = mkdtempSync(join(tmpdir(), "kept-files-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test("keeps a result for another build, in one file, leaving no temporary file", () => {
  const folder = join(dir, "kept");
  new KeptFiles(folder, "json").keep("key-a", "[1]");
  expect(new KeptFiles(folder, "json").read("key-a")?.toString()).toBe("[1]");
  expect(new KeptFiles(folder, "json").read("key-b")).toBeUndefined();
  expect(readdirSync(folder)).toEqual(["key-a.json"]);
});

test("fails no build when it cannot write: the result goes unkept", () => {
  const file = join(dir, "a-file");
  writeFileSync(file, "not a folder");
  const kept = new KeptFiles(file, "png");
  expect(() => kept.keep("key", Buffer.from("data"))).not.toThrow();
  expect(kept.read("key")).toBeUndefined();
  expect(readFileSync(file, "utf8")).toBe("not a folder");
});
