import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { runUpdate, type UpdateOptions } from "./update.ts";

// Real git repositories for the update's tests, made in a temporary folder
// with a fixed author and date so that every run makes the same commits.

const identity = {
  GIT_AUTHOR_NAME: "Test Owner",
  GIT_AUTHOR_EMAIL: "owner@example.com",
  GIT_COMMITTER_NAME: "Test Owner",
  GIT_COMMITTER_EMAIL: "owner@example.com",
  GIT_AUTHOR_DATE: "2026-11-23T12:00:00Z",
  GIT_COMMITTER_DATE: "2026-11-23T12:00:00Z",
};

export function git(dir: string, ...args: string[]): string {
  return execFileSync("git", args, {
    cwd: dir,
    encoding: "utf8",
    env: { ...process.env, ...identity, LC_ALL: "C" },
    stdio: ["ignore", "pipe", "pipe"],
  }).trimEnd();
}

/** Files by path; `null` deletes one. */
export type Files = Record<string, string | Buffer | null>;

export function writeFiles(dir: string, files: Files) {
  for (const [path, data] of Object.entries(files)) {
    const file = join(dir, path);
    if (data === null) rmSync(file, { force: true });
    else {
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, data);
    }
  }
}

/** Writes `files` and commits everything; returns the commit. */
export function commit(dir: string, files: Files, message: string): string {
  writeFiles(dir, files);
  git(dir, "add", "-A");
  git(dir, "commit", "--quiet", "--allow-empty", "-m", message);
  return git(dir, "rev-parse", "HEAD");
}

function configure(dir: string) {
  // The update's own commit takes its author from the repository's config.
  git(dir, "config", "user.name", identity.GIT_AUTHOR_NAME);
  git(dir, "config", "user.email", identity.GIT_AUTHOR_EMAIL);
  // Test repositories may link node_modules, which .gitignore's "node_modules/" misses.
  writeFileSync(join(dir, ".git/info/exclude"), "node_modules\n");
}

/** A new repository holding `files` in one commit. */
export function newRepository(dir: string, files: Files, message = "First commit"): string {
  mkdirSync(dir, { recursive: true });
  git(dir, "init", "--quiet", "--initial-branch=main");
  configure(dir);
  commit(dir, files, message);
  return dir;
}

/** A fork made with GitHub's "Fork": a clone, sharing the template's history. */
export function forkOf(template: string, dir: string): string {
  git(dirname(dir), "clone", "--quiet", "--no-local", template, dir);
  configure(dir);
  return dir;
}

/**
 * A fork made with "Use this template": the template's files at its HEAD in
 * one commit of a new repository, sharing no history with it.
 */
export function templateCopyOf(template: string, dir: string): string {
  mkdirSync(dir, { recursive: true });
  git(dir, "init", "--quiet", "--initial-branch=main");
  configure(dir);
  git(dir, "fetch", "--quiet", template, "HEAD");
  git(dir, "read-tree", "-u", "--reset", "FETCH_HEAD");
  git(dir, "commit", "--quiet", "-m", "Initial commit");
  return dir;
}

export const tempFolder = () => mkdtempSync(join(tmpdir(), "update-test-"));

export const read = (dir: string, path: string) =>
  existsSync(join(dir, path)) ? readFileSync(join(dir, path), "utf8") : undefined;

/** What must not move when an update is refused or undone. */
export function state(dir: string) {
  return {
    head: git(dir, "rev-parse", "HEAD"),
    status: git(dir, "status", "--porcelain"),
    mergeHead: existsSync(join(dir, ".git/MERGE_HEAD")),
  };
}

/** Runs the update in `dir`, collecting what it prints. */
export function update(dir: string, options: UpdateOptions = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const code = runUpdate({
    cwd: dir,
    log: (line) => out.push(line),
    error: (line) => err.push(line),
    ...options,
  });
  return { code, out: out.join("\n"), err: err.join("\n") };
}
