import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { handMergeLine } from "./merge/hand-merges.ts";
import type { Conflict } from "./merge/merge-tree.ts";

/**
 * The update stopped for a reason its user can act on (a dirty tree, no
 * template, a conflict, a failed build): printed as these lines, with no
 * stack trace, and the command exits 1. Nothing was changed.
 */
export class Refusal extends Error {
  override name = "Refusal";
  readonly lines: string[];
  constructor(...lines: string[]) {
    super(lines[0]);
    this.lines = lines;
  }
}

const plain = (text: string) => text.replace(/\x1b\[[0-9;]*m/g, ""); // eslint-disable-line no-control-regex
export const lastLine = (output: string) =>
  plain(output).trim().split("\n").at(-1) || "(it printed nothing)";

/** The build's named errors ("content/owner.ts: owner.x is required; ..."), one a line. */
export function buildRefusal(output: string): Refusal {
  const text = plain(output);
  const from = text.indexOf("The site was not built.");
  // Without that line the build failed elsewhere: its last line says where.
  const named = (from >= 0 ? text.slice(from) : "")
    .split("\n")
    .map((line) => /^\s+- (.+)$/.exec(line)?.[1])
    .filter((line): line is string => Boolean(line));
  const log = join(mkdtempSync(join(tmpdir(), "portfolio-update-")), "build.log");
  writeFileSync(log, output);
  return new Refusal(
    "The site does not build with the new template:",
    ...(named.length > 0 ? named : [lastLine(output)]).map((line) => `  ${line}`),
    `The build's whole output is in ${log}.`,
  );
}

/**
 * The files outside content/ that the owner and the template both changed,
 * and git commands for each, to run in the fork's top folder with the file
 * for <file>. `base` is what the merge took as its base (a commit, or a tree
 * with the hand-merged files' versions). A hand merge's commit names the
 * template commit merged, or the next update would merge the file from the
 * old base and refuse it again.
 */
export function conflictRefusal(
  conflicts: Conflict[],
  base: string,
  template: string,
  version: string,
): Refusal {
  const [b, t] = [base.slice(0, 12), template.slice(0, 12)];
  return new Refusal(
    `The update was not applied: ${conflicts.length === 1 ? "a file" : `${conflicts.length} files`} outside content/ changed in your fork and in the template (${version}):`,
    ...conflicts.map(({ path, reason }) => `  ${path}: ${reason}`),
    "Nothing was changed. For each file, in your fork's top folder, either:",
    "  - move your change into content/, if it is about you (content/ stays yours in every update);",
    `  - or take the template's version, and commit:  git checkout ${t} -- <file>  (git rm <file> where it deleted it)`,
    // A folder of its own: a fixed /tmp path may be another user's, or a link.
    `  - or merge it by hand:  tmp=$(mktemp -d) && git show ${b}:<file> > "$tmp/base" && git show ${t}:<file> > "$tmp/template" && git merge-file --diff3 -L yours -L base -L template <file> "$tmp/base" "$tmp/template"; rm -r "$tmp"`,
    "    then edit <file> to keep both changes where git marked them (<<<<<<< yours ... >>>>>>> template; where one of you deleted it, keep it or git rm it),",
    `    and commit it, naming the template commit it now has:  git commit -a --allow-empty -m "Merge the template's <file> by hand" -m "${handMergeLine(t, "<file>")}"`,
    "Then run npm run update again.",
  );
}
