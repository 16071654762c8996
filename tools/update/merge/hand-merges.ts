import { GitError, type Git } from "../git.ts";
import { isOwnerFile } from "./owner-files.ts";

// A file the owner merged by hand with a template commit already has that
// commit's changes: merged again from the old base, the owner's and the
// template's edits of the same lines conflict for ever. So the commit of a
// hand merge names the template commit it took, in a line of its message,
// and that commit's version of the file becomes the file's merge base, as a
// git merge moves the base of every file. Any commit will do (a squash keeps
// the line), and a later update makes the line old news.

const key = "Template-Merged";
const line = new RegExp(`^${key}:[ \\t]+([0-9a-f]{7,64})[ \\t]+(.+?)\\s*$`, "gim");

/** The line that records a hand merge of `file` with `template`. */
export const handMergeLine = (template: string, file: string) => `${key}: ${template} ${file}`;

/**
 * Each file outside the owner's that a commit since `base` says was merged
 * by hand, with the template commit it names: the newest line for a file
 * wins, and only a commit of the template newer than `base` counts.
 */
export function handMerges(
  git: Git,
  head: string,
  base: string,
  template: string,
): Map<string, string> {
  const messages = git(
    "log",
    "--fixed-strings",
    "--regexp-ignore-case",
    `--grep=${key}:`,
    "--format=%B",
    head,
    `^${base}`,
  );
  const merges = new Map<string, string>();
  for (const [, named, path] of messages.matchAll(line)) {
    const file = path!.replace(/^\.\//, "");
    if (merges.has(file) || isOwnerFile(file)) continue;
    const commit = git.run(["rev-parse", "--verify", "--quiet", `${named}^{commit}`]).stdout.trim();
    const ancestor = (of: string) =>
      git.run(["merge-base", "--is-ancestor", commit, of]).status === 0;
    if (commit && ancestor(template) && !ancestor(base)) merges.set(file, commit);
  }
  return merges;
}

/**
 * `base`'s tree with each hand-merged file as the named template commit has
 * it (or without it, where that commit deleted it), written through `index`,
 * an index of its own. `base` itself when there is no hand merge.
 */
export function mergeBase(
  git: Git,
  base: string,
  merges: Map<string, string>,
  index: string,
): string {
  if (merges.size === 0) return base;
  const env = { GIT_INDEX_FILE: index };
  const run = (args: string[], input?: string) => {
    const result = git.run(args, { env, input });
    if (result.status !== 0) throw new GitError(args, result.stderr);
    return result.stdout;
  };
  run(["read-tree", base]);
  const none = "0".repeat(base.length);
  const entries = [...merges].map(([file, commit]) => {
    const entry = run(["ls-tree", "-r", "-z", commit, "--", file])
      .split("\0")
      .find((listed) => listed.endsWith(`\t${file}`));
    // Mode 0 removes the file: the template had deleted it.
    return `${entry ?? `0 ${none}\t${file}`}\0`;
  });
  run(["update-index", "-z", "--index-info"], entries.join(""));
  return run(["write-tree"]).trim();
}

/**
 * A hand merge committed without its line (a squash that dropped it, or the
 * commit typed from memory) would conflict for ever too. For each of
 * `paths` (files that conflicted) that no line names, the template's
 * versions of the file since `base` are compared with the fork's, as
 * merge-base.ts compares whole trees: when one is strictly closer than
 * `base`'s, the fork took that one by hand, and it becomes the file's base.
 * A tie keeps the older version: in doubt the file conflicts, and the
 * owner is asked, rather than a template change being taken as merged.
 */
export function unrecordedHandMerges(
  git: Git,
  head: string,
  base: string,
  template: string,
  paths: string[],
): Map<string, string> {
  const merges = new Map<string, string>();
  for (const path of paths) {
    const versions = git("log", "--reverse", "--format=%H", template, `^${base}`, "--", path)
      .split("\n")
      .filter(Boolean);
    let closest = { commit: base, lines: linesApart(git, `${base}:${path}`, `${head}:${path}`) };
    for (const commit of versions) {
      const lines = linesApart(git, `${commit}:${path}`, `${head}:${path}`);
      if (lines < closest.lines) closest = { commit, lines };
    }
    if (closest.commit !== base) merges.set(path, closest.commit);
  }
  return merges;
}

/** Lines added and removed from one version of a file to another; Infinity where either is missing or binary. */
function linesApart(git: Git, from: string, to: string): number {
  const diff = git.run(["diff", "--numstat", "--no-renames", from, to]);
  if (diff.status !== 0) return Infinity;
  if (diff.stdout.trim() === "") return 0;
  const [added, removed] = diff.stdout.split("\t");
  const count = Number(added) + Number(removed);
  return Number.isNaN(count) ? Infinity : count;
}
