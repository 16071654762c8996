import { spawnSync } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { afterAll, expect, test, vi } from "vitest";
import { templateAndFork } from "./fixture.test-support.ts";
import { state, writeFiles } from "./repos.test-support.ts";

// The command as a fork runs it, from the fork's folder: its verdict in the
// exit code, one line for a user's mistake, never a stack trace. The
// updater's code is outside the fork here, as when a fork made before 1.1.0
// runs the template's updater for the first time.

// Real git, npm and builds: slow when the machine is busy, never wrong.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const { root, template, fork } = templateAndFork();
afterAll(() => rmSync(root, { recursive: true, force: true }));

function cli(...args: string[]) {
  const run = spawnSync(
    process.execPath,
    ["--import", import.meta.resolve("tsx"), join(import.meta.dirname, "cli.ts"), ...args],
    { cwd: fork, encoding: "utf8" },
  );
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

test("a dirty work tree: exit 1, one line, nothing changed", () => {
  writeFiles(fork, { "notes.txt": "untracked, but the update could lose it" });
  const before = state(fork);
  const result = cli(template);
  expect(result).toEqual({
    code: 1,
    stdout: "",
    stderr:
      "Your work tree has uncommitted changes (1 file, such as notes.txt): commit or stash them (git stash -u), then run the update again.\n",
  });
  expect(state(fork)).toEqual(before);
  writeFiles(fork, { "notes.txt": null });
});

test("called wrongly: exit 2 with the usage; --help: exit 0", () => {
  const wrong = cli("--force");
  expect(wrong.code).toBe(2);
  expect(wrong.stderr).toMatch(
    /^Unexpected arguments: --force\n\nUsage: npm run update -- \[FROM\]/,
  );
  expect(cli("--help")).toMatchObject({ code: 0, stderr: "" });
});

test("up to date: exit 0 and says so", () => {
  expect(cli(template)).toEqual({
    code: 0,
    stdout: "Already up to date with the template (1.0.0).\n",
    stderr: "",
  });
});

test("the command needs no package, so a fork without it can run the template's copy", () => {
  // Type-only imports vanish when tsx runs the code; every other import must
  // be Node's own or a file of the updater.
  const seen = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(file, "utf8");
    for (const [, spec] of code.matchAll(/^import (?!type )[^;]*?from "([^"]+)";/gms)) {
      if (spec!.startsWith(".")) visit(join(dirname(file), spec!));
      else if (!spec!.startsWith("node:")) packages.add(spec!);
    }
  };
  visit(join(import.meta.dirname, "cli.ts"));
  expect(seen.size).toBeGreaterThan(8);
  expect([...packages]).toEqual([]);
});
