import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { beforeAll, expect, test } from "vitest";
import { newestRelease } from "../../tools/update/template-source";
import { git, newRepository, read } from "../../tools/update/repos.test-support";

// The release a fork takes, proven from the release before it: a fork made
// with "Use this template" from the template's previous release (that
// commit's files, its sample content changed into the owner's own), which
// runs its own `npm run update` (the previous release's tool) against this
// repository's history at this release. It takes it, installs its dependencies
// (npm ci), builds, keeps content/ the fork's, and commits one merge. The
// fork gets a copy of this project's node_modules to start from, as an
// installed fork has one.

const root = resolve(".test-builds/update-from-release");
const template = join(root, "template");
const fork = join(root, "fork");
const owner = "Ada Okafor";
let release: { commit: string; version: string };
let previous: { commit: string; version: string };

/** git in `dir` through the update tests' helper: a fixed author and date. */
const inTemplate = (...args: string[]) => git(template, ...args);

beforeAll(() => {
  rmSync(root, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  execFileSync("git", ["clone", "--quiet", "--no-hardlinks", resolve("."), template]);
  const gitIn = Object.assign((...args: string[]) => inTemplate(...args), {
    run: (args: string[]) => {
      const run = spawnSync("git", args, { cwd: template, encoding: "utf8" });
      return { status: run.status ?? 1, stdout: run.stdout, stderr: run.stderr };
    },
  });
  release = newestRelease(gitIn as never, "HEAD")!;
  previous = newestRelease(gitIn as never, `${release.commit}^1`)!;
  // The template as it stood on its release day: the previous release's tool
  // takes the template's newest commit (from 1.2.0 on, the tool takes the newest
  // release itself, which template-source.test.ts proves).
  inTemplate("reset", "--quiet", "--hard", release.commit);
  // The fork: the previous release's files, its own owner, one commit of its own.
  mkdirSync(fork);
  execFileSync("sh", [
    "-c",
    `git -C "${template}" archive ${previous.commit} | tar -x -C "${fork}"`,
  ]);
  const ownerFile = read(fork, "content/owner.ts")!;
  const name = /name: "([^"]+)"/.exec(ownerFile)![1]!;
  newRepository(fork, { "content/owner.ts": ownerFile.replaceAll(name, owner) }, "My site");
  // Installed, as a fork is (hard links: npm ci replaces the folder, never the files).
  execFileSync("cp", ["-al", resolve("node_modules"), join(fork, "node_modules")]);
}, 120_000);

test("a fork at the previous release takes this one with its own npm run update: dependencies, build, its content kept", () => {
  expect(previous.version).not.toBe(release.version);
  // content/ but its schema, which is the template's.
  const owners = () =>
    inTemplate("-C", fork, "ls-files", "-s", "content")
      .split("\n")
      .filter((line) => !line.includes("\tcontent/schema/"))
      .join("\n");
  const content = owners();
  const before = git(fork, "rev-parse", "HEAD");
  const run = spawnSync("npm", ["run", "--silent", "update", "--", template], {
    cwd: fork,
    encoding: "utf8",
    env: { ...process.env, CI: "true" },
    timeout: 600_000,
  });
  const output = `${run.stdout}${run.stderr}`;
  expect(run.status, output).toBe(0);
  expect(output).toContain(`${previous.version} to ${release.version}`);
  // One merge commit of the fork's head and the template's release.
  const parents = git(fork, "log", "-1", "--format=%P").split(" ");
  expect(parents[0]).toBe(before);
  expect(parents[1]).toBe(inTemplate("rev-parse", release.commit));
  expect(JSON.parse(read(fork, "package.json")!).version).toBe(release.version);
  // Its content is its own, byte for byte; the site it built is the fork's.
  expect(owners()).toBe(content);
  expect(readFileSync(join(fork, "build/client/index.html"), "utf8")).toContain(owner);
  expect(git(fork, "status", "--porcelain")).toBe("");
}, 900_000);
