import { rmSync } from "node:fs";
import { join } from "node:path";
import { afterEach, expect, test } from "vitest";
import { packageJson } from "./fixture.test-support.ts";
import { gitIn } from "./git.ts";
import { commit, git, newRepository, tempFolder } from "./repos.test-support.ts";
import { newestRelease } from "./template-source.ts";

// Which commit of the template's default branch is its newest release, on
// real repositories: the one that set the version package.json carries.

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});
function template() {
  const root = tempFolder();
  roots.push(root);
  return newRepository(join(root, "template"), { "package.json": packageJson("1.0.0") });
}
const newest = (dir: string) => newestRelease(gitIn(dir), git(dir, "rev-parse", "HEAD"));

test("a template at its first commit: that commit is the release", () => {
  const dir = template();
  expect(newest(dir)).toEqual({ commit: git(dir, "rev-parse", "HEAD"), version: "1.0.0" });
});

test("commits after the release, package.json's other fields among them, are not the release", () => {
  const dir = template();
  const released = commit(dir, { "package.json": packageJson("1.1.0") }, "Release 1.1.0");
  commit(dir, { "app/home.ts": "export {};\n" }, "Work in progress");
  // A dependency bump touches package.json and keeps its version.
  commit(dir, { "package.json": packageJson("1.1.0", { greeting: "1.0.1" }) }, "Bump greeting");
  expect(newest(dir)).toEqual({ commit: released, version: "1.1.0" });
});

test("a release merged as a pull request is the merge on the default branch", () => {
  const dir = template();
  git(dir, "checkout", "--quiet", "-b", "release");
  commit(dir, { "package.json": packageJson("1.1.0") }, "Release 1.1.0");
  git(dir, "checkout", "--quiet", "main");
  commit(dir, { "app/home.ts": "export {};\n" }, "Meanwhile on main");
  git(dir, "merge", "--quiet", "--no-ff", "-m", "Merge pull request #7", "release");
  const merged = git(dir, "rev-parse", "HEAD");
  commit(dir, { "app/layout.ts": "export {};\n" }, "After the release");
  expect(newest(dir)).toEqual({ commit: merged, version: "1.1.0" });
});

test("a template whose package.json has no version has no release", () => {
  const dir = template();
  commit(dir, { "package.json": '{ "name": "something-else" }\n' }, "Not a release");
  expect(newest(dir)).toBeUndefined();
});
