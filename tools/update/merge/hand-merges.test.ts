import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, test, vi } from "vitest";
import { changelog, packageJson, release, templateAndFork } from "../fixture.test-support.ts";
import { commit, git, read, state, update, writeFiles } from "../repos.test-support.ts";

// A refused conflict, resolved by following the printed commands word for
// word in a shell, as an owner would: the next update must go through and
// keep both changes, and later ones merge from the version merged by hand.

// Real git, npm and builds: slow when the machine is busy, never wrong.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});
function setup(kind?: "fork" | "template copy") {
  const repos = templateAndFork(kind);
  roots.push(repos.root);
  return repos;
}

const mine = 'export const heading = "My Articles";\n';
const calm = "export const calm = true;\n";
const both = `${mine}${calm}`;
const quiet = "export const quiet = true;\n";

/** 1.1.0 adds a line right under the heading the fork changed: git calls that a conflict. */
function release110(template: string) {
  return commit(
    template,
    {
      "package.json": packageJson("1.1.0"),
      "CHANGELOG.md": changelog(release("1.1.0", "Nothing.", "A calmer home page.")),
      "app/home.ts": `export const heading = "Recent Articles";\n${calm}`,
    },
    "Release 1.1.0",
  );
}

/** 1.2.0 adds a line under 1.1.0's. */
function release120(template: string) {
  return commit(
    template,
    {
      "package.json": packageJson("1.2.0"),
      "CHANGELOG.md": changelog(
        release("1.2.0", "Nothing.", "Calmer still."),
        release("1.1.0", "Nothing.", "A calmer home page."),
      ),
      "app/home.ts": `export const heading = "Recent Articles";\n${calm}${quiet}`,
    },
    "Release 1.2.0",
  );
}

/** The command after "<label>:  " on the printed line that has the label, for `file`. */
function printed(output: string, label: string, file: string) {
  const line = output.split("\n").find((text) => text.includes(`${label}:  `));
  expect(line, label).toBeDefined();
  return line!.slice(line!.indexOf(`${label}:  `) + label.length + 3).replaceAll("<file>", file);
}

/** Runs `command` with bash in `dir`, its temporary files in a folder the test watches. */
function shell(dir: string, command: string) {
  const temporary = mkdtempSync(join(tmpdir(), "update-shell-"));
  roots.push(temporary);
  const run = spawnSync("bash", ["-c", command], {
    cwd: dir,
    encoding: "utf8",
    env: { ...process.env, TMPDIR: temporary },
  });
  return { ...run, left: readdirSync(temporary) };
}

/** Follows the printed hand merge for app/home.ts, the owner settling the conflict with `merged`. */
function mergeByHand(
  fork: string,
  refusal: string,
  merged: string,
  check?: (marked: string) => void,
) {
  const merge = shell(fork, printed(refusal, "or merge it by hand", "app/home.ts"));
  expect(merge.stderr).toBe("");
  expect(merge.left).toEqual([]); // its own temporary folder, removed
  const marked = read(fork, "app/home.ts")!;
  expect(marked).toContain("<<<<<<< yours\n");
  expect(marked).toContain(">>>>>>> template\n");
  check?.(marked);
  writeFiles(fork, { "app/home.ts": merged });
  const committed = shell(
    fork,
    printed(refusal, "naming the template commit it now has", "app/home.ts"),
  );
  expect(committed.status, committed.stderr).toBe(0);
}

describe.each(["fork", "template copy"] as const)("a fork made with %s", (kind) => {
  test("the printed hand merge, followed literally, lets the next update through with both changes", () => {
    const { template, fork } = setup(kind);
    commit(fork, { "app/home.ts": mine }, "My heading");
    const released = release110(template);

    const refused = update(fork, { from: template });
    expect(refused.code).toBe(1);
    expect(refused.err).toContain("  app/home.ts: you and the template both changed it");
    expect(refused.err).not.toContain("/tmp/");
    mergeByHand(fork, refused.err, both);
    const merged = state(fork);

    const result = update(fork, { from: template });
    expect(result.err).toBe("");
    expect(result.code).toBe(0);
    expect(read(fork, "app/home.ts")).toBe(both);
    expect(read(fork, "package.json")).toBe(packageJson("1.1.0"));
    expect(git(fork, "log", "-1", "--format=%P")).toBe(`${merged.head} ${released}`);
    expect(state(fork).status).toBe("");
    expect(update(fork, { from: template }).out).toBe(
      "Already up to date with the template (1.1.0).",
    );
  });
});

test("a later release merges from the version merged by hand, not the old base", () => {
  const { template, fork } = setup();
  commit(fork, { "app/home.ts": mine }, "My heading");
  release110(template);
  mergeByHand(fork, update(fork, { from: template }).err, both);
  // 1.2.0 comes out before the fork updates. From the old base, the fork's
  // heading and 1.1.0's line are one change, which 1.2.0's line touches.
  release120(template);
  const result = update(fork, { from: template });
  expect(result.err).toBe("");
  expect(read(fork, "app/home.ts")).toBe(`${both}${quiet}`);
});

test("a file merged by hand twice: the second merge starts from the first", () => {
  const { template, fork } = setup();
  commit(fork, { "app/home.ts": mine }, "My heading");
  release110(template);
  mergeByHand(fork, update(fork, { from: template }).err, both);
  const calmer = 'export const calm = "very";\n';
  commit(
    template,
    {
      "package.json": packageJson("1.2.0"),
      "app/home.ts": `export const heading = "Recent Articles";\n${calmer}`,
    },
    "Release 1.2.0",
  );
  // 1.2.0 changed the line under the fork's heading: a conflict again.
  const refused = update(fork, { from: template });
  expect(refused.code).toBe(1);
  mergeByHand(fork, refused.err, `${mine}${calmer}`, (marked) =>
    // The base it prints is 1.1.0's version, which the first merge took.
    expect(marked).toContain(
      `||||||| base\nexport const heading = "Recent Articles";\n${calm}=======\n`,
    ),
  );
  const result = update(fork, { from: template });
  expect(result.err).toBe("");
  expect(read(fork, "app/home.ts")).toBe(`${mine}${calmer}`);
});

test("a hand merge committed without its line: the fork's version is closest to 1.1.0's, so it merges from that", () => {
  const { template, fork } = setup();
  commit(fork, { "app/home.ts": mine }, "My heading");
  const released = release110(template);
  update(fork, { from: template });
  commit(fork, { "app/home.ts": both }, "Merge the template's home page by hand");
  // 1.2.0 comes out before the fork updates: merged from the old base, it would conflict.
  release120(template);
  const result = update(fork, { from: template });
  expect(result.err).toBe("");
  expect(result.code).toBe(0);
  expect(read(fork, "app/home.ts")).toBe(`${both}${quiet}`);
  expect(result.out).toContain(
    `app/home.ts: merged from the template's version of ${released.slice(0, 7)}, which yours already had by hand`,
  );
});

test("a line naming no newer template commit merges nothing: the conflict is refused again", () => {
  const { template, fork } = setup();
  const first = git(template, "rev-parse", "HEAD");
  commit(fork, { "app/home.ts": mine }, "My heading");
  release110(template);
  // Nearer the old base than 1.1.0's version: not taken as merged by hand either.
  const loud = `${mine}export const loud = true;\n`;
  for (const named of [first.slice(0, 12), "0123456789ab"]) {
    commit(fork, { "app/home.ts": loud }, `Merge\n\nTemplate-Merged: ${named} app/home.ts`);
    const before = state(fork);
    const result = update(fork, { from: template });
    expect(result.code).toBe(1);
    expect(result.err).toContain("  app/home.ts: you and the template both changed it");
    expect(state(fork)).toEqual(before);
  }
});

test("a file the template deleted, kept by hand, stays the fork's", () => {
  const { template, fork } = setup();
  const footer = 'export const footer = "Say hello";\n';
  commit(fork, { "app/layout.ts": footer }, "My footer");
  const released = commit(
    template,
    { "package.json": packageJson("1.1.0"), "app/layout.ts": null },
    "Drop layout",
  );
  const refused = update(fork, { from: template });
  expect(refused.err).toContain("  app/layout.ts: you changed it; the template deleted it");
  // Nothing to merge: the owner keeps the file and commits the line.
  const committed = shell(
    fork,
    printed(refused.err, "naming the template commit it now has", "app/layout.ts"),
  );
  expect(committed.status, committed.stderr).toBe(0);
  const result = update(fork, { from: template });
  expect(result.err).toBe("");
  expect(read(fork, "app/layout.ts")).toBe(footer);
  expect(git(fork, "log", "-1", "--format=%P").split(" ")[1]).toBe(released);
});
