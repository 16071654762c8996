import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { GitError, type Git } from "../git.ts";
import { handMerges, mergeBase, unrecordedHandMerges } from "./hand-merges.ts";
import { isOwnerFile } from "./owner-files.ts";

export type Conflict = { path: string; reason: string };
/**
 * `base`: what it merged from, `base` or a tree with the hand-merged files'
 * versions; `unrecorded`: files taken as merged by hand though no commit
 * said so, with the template commit whose version each matched.
 */
export type Merge = {
  tree: string;
  conflicts: Conflict[];
  base: string;
  unrecorded: Map<string, string>;
};

/**
 * Merges `template` into `head` from `base` in a scratch index and work tree
 * of their own, so the fork's work tree, index and HEAD are not touched. A
 * file the owner merged by hand with a newer template commit is merged from
 * that commit's version instead (hand-merges.ts); so is a file that conflicts
 * and that the fork plainly merged by hand without saying so. The owner's
 * files then take the fork's version (or its absence) whatever the merge
 * made of them. Returns the merged tree, or the files outside the owner's
 * that conflict (and no tree).
 */
export function mergeTrees(git: Git, base: string, head: string, template: string): Merge {
  const recorded = handMerges(git, head, base, template);
  const first = mergeFrom(git, base, head, template, recorded);
  if (first.conflicts.length === 0) return first;
  const unrecorded = unrecordedHandMerges(
    git,
    head,
    base,
    template,
    first.conflicts.map(({ path }) => path).filter((path) => !recorded.has(path)),
  );
  if (unrecorded.size === 0) return first;
  const again = mergeFrom(git, base, head, template, new Map([...recorded, ...unrecorded]));
  return { ...again, unrecorded };
}

function mergeFrom(
  git: Git,
  base: string,
  head: string,
  template: string,
  merges: Map<string, string>,
): Merge {
  const scratch = mkdtempSync(join(tmpdir(), "portfolio-update-"));
  const tree = join(scratch, "tree");
  mkdirSync(tree);
  const env = { GIT_INDEX_FILE: join(scratch, "index") };
  const inScratch = (args: string[], input?: string) => {
    const result = git.run(["--work-tree", tree, ...args], { env, input });
    if (result.status !== 0 && !(args[0] === "merge-recursive" && result.status === 1))
      throw new GitError(args, result.stderr);
    return result.stdout;
  };
  try {
    const from = mergeBase(git, base, merges, join(scratch, "base-index"));
    inScratch(["read-tree", "--reset", "-u", head]);
    // merge-recursive takes the base as given (a tree will do): git's own
    // merge would look for one, and finds none for a fork made with "Use this
    // template".
    inScratch(["merge-recursive", from, "--", head, template]);
    const conflicts = unmerged(inScratch(["ls-files", "-u", "-z"])).filter(
      ({ path }) => !isOwnerFile(path),
    );
    const unrecorded = new Map<string, string>();
    if (conflicts.length > 0) return { tree: "", conflicts, base: from, unrecorded };
    const owners = new Set(
      inScratch(["ls-files", "-z"])
        .split("\0")
        .filter((path) => path && isOwnerFile(path)),
    );
    const none = "0".repeat(head.length);
    const removals = [...owners].map((path) => `0 ${none}\t${path}\0`);
    // ls-tree's lines are one of the formats update-index --index-info reads.
    const forks = inScratch(["ls-tree", "-r", "-z", head, "--", "content"])
      .split("\0")
      .filter((line) => line && isOwnerFile(line.slice(line.indexOf("\t") + 1)))
      .map((line) => `${line}\0`);
    inScratch(["update-index", "-z", "--index-info"], [...removals, ...forks].join(""));
    return { tree: inScratch(["write-tree"]).trim(), conflicts: [], base: from, unrecorded };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** Each conflicting path once, with what happened on each side. */
function unmerged(listing: string): Conflict[] {
  const stages = new Map<string, Set<string>>();
  for (const entry of listing.split("\0").filter(Boolean)) {
    const [info, path] = [
      entry.slice(0, entry.indexOf("\t")),
      entry.slice(entry.indexOf("\t") + 1),
    ];
    const stage = info.split(" ")[2]!;
    stages.set(path, (stages.get(path) ?? new Set()).add(stage));
  }
  return [...stages].map(([path, present]) => ({ path, reason: reasonFor(present) }));
}

// Stage 1 is the base, 2 the fork, 3 the template.
function reasonFor(present: Set<string>): string {
  if (!present.has("3")) return "you changed it; the template deleted it";
  if (!present.has("2")) return "you deleted it; the template changed it";
  if (!present.has("1")) return "you and the template both added it";
  return "you and the template both changed it";
}
