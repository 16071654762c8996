import { GitError, type Git } from "../git.ts";
import { isOwnerFile } from "./owner-files.ts";

// Which template commit a fork last took: the base of the three-way merge.
// A fork made with "Fork" shares history with the template, so git knows it,
// unless an earlier update was squash-merged. One made with "Use this
// template" starts from a single commit of its own, so git knows nothing.
// Either way the template commit whose files outside content/ are closest to
// the fork's is the one it started from (exactly equal for a fork that never
// edited them), and git's merge base wins a tie.
//
// Each candidate has its own distance. Several commits can share one tree: an
// empty commit ("Trigger CI"), or a revert back to what the fork took. They
// are equally close, not closer together: a later commit that only looks
// nearer than their sum would become the base, and the merge would see none
// of the template's changes since. In such a tie git's merge base (or, with
// no shared history, the newest of them) is taken; their trees being the
// same, the merge is the same whichever it is.

const searched = 1000;

export function findBase(git: Git, head: string, template: string): string {
  const merged = git.run(["merge-base", head, template]);
  const mergeBase = merged.status === 0 ? merged.stdout.trim() : undefined;
  const range = mergeBase ? [template, `^${mergeBase}`] : [template];
  const candidates = git(
    "log",
    "--topo-order",
    `--max-count=${searched}`,
    "--format=%H %T",
    ...range,
  )
    .split("\n")
    .filter(Boolean)
    .map((line) => line.split(" ") as [string, string]);
  if (mergeBase) candidates.unshift([mergeBase, git("rev-parse", `${mergeBase}^{tree}`)]);
  const distances = differences(
    git,
    git("rev-parse", `${head}^{tree}`),
    candidates.map(([, tree]) => tree),
  );
  let best = 0;
  for (const [index, distance] of distances.entries())
    if (distance < distances[best]!) best = index;
  return candidates[best]![0];
}

/** How many files outside the owner's differ between `tree` and each of `others`, in their order. */
function differences(git: Git, tree: string, others: string[]): number[] {
  const pairs = others.map((other) => `${tree} ${other}\n`);
  const args = ["diff-tree", "--stdin", "-r", "--name-only", "--no-renames", "-z"];
  const diffed = git.run(args, { input: pairs.join("") });
  if (diffed.status !== 0) throw new GitError(args, diffed.stderr);
  const output = diffed.stdout;
  // diff-tree echoes each pair, in order, as "<tree> <tree>\n", then prints
  // each path that differs, ending in NUL (none when the trees are the same).
  const counts = others.map(() => 0);
  let at = 0;
  for (const [index, pair] of pairs.entries()) {
    if (!output.startsWith(pair, at)) throw new Error(`git diff-tree skipped ${pair.trim()}`);
    at += pair.length;
    const next = pairs[index + 1];
    while (at < output.length && !(next && output.startsWith(next, at))) {
      const end = output.indexOf("\0", at);
      const path = output.slice(at, end < 0 ? output.length : end);
      at = end < 0 ? output.length : end + 1;
      if (!isOwnerFile(path)) counts[index]!++;
    }
  }
  return counts;
}
