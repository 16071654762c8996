import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, expect, test } from "vitest";
import { Stage } from "./stage.ts";

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "stage-test-"));
  await writeFile(join(dir, "same.json"), "[]\n");
});
afterEach(() => rm(dir, { recursive: true, force: true }));

test("nothing reaches the folder until commit, and an unchanged file is not staged", async () => {
  const stage = new Stage(dir);
  expect(await stage.put("same.json", "[]\n")).toBe(false);
  expect(await stage.put("images/new.png", Buffer.from("png"))).toBe(true);
  expect(stage.paths).toEqual(["images/new.png"]);
  expect((await readdir(dir)).filter((name) => !name.startsWith(".import-staging-"))).toEqual([
    "same.json",
  ]);
  await stage.commit();
  expect(await readFile(join(dir, "images/new.png"), "utf8")).toBe("png");
  expect((await readdir(dir)).sort()).toEqual(["images", "same.json"]);
});

test("discard leaves the folder exactly as it was", async () => {
  const stage = new Stage(dir);
  await stage.put("same.json", "changed\n");
  await stage.discard();
  expect(await readdir(dir)).toEqual(["same.json"]);
  expect(await readFile(join(dir, "same.json"), "utf8")).toBe("[]\n");
});

test("nothing is ever written outside the content folder", async () => {
  const stage = new Stage(dir);
  await expect(stage.put("../escape.txt", "x")).rejects.toThrow(/outside the content folder/);
  await expect(stage.put("images/../../escape.txt", "x")).rejects.toThrow(/outside/);
  expect(() => stage.remove("/etc/passwd")).toThrow(/outside/);
  await stage.discard();
});
