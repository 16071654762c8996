import type { Git } from "../git.ts";
import { isOwnerFile } from "./owner-files.ts";

// Which template commit a fork last took: the base of the three-way merge.
// A fork made with "Fork" shares history with the template, so git knows it,
// unless an earlier update was squash-merged. One made with "Use this
// template" starts from a single commit of its own, so git knows nothing.
// Either way the template commit whose files outside content/ are closest to
// the fork's is the one it started from (exactly equal for a fork that never
// edited them), and git's merge base wins a tie.

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
  const distances = differences(git, git("rev-parse", `${head}^{tree}`), candidates);
  let best = candidates[0]!;
  for (const candidate of candidates)
    if (distances(candidate[1]) < distances(best[1])) best = candidate;
  return best[0];
}

/** How many files outside the owner's differ between `tree` and each candidate's tree. */
function differences(git: Git, tree: string, candidates: [string, string][]) {
  const input = candidates.map(([, other]) => `${tree} ${other}\n`).join("");
  const output = git.run(["diff-tree", "--stdin", "-r", "--name-only", "--no-renames", "-z"], {
    input,
  }).stdout;
  // Each pair prints "<tree> <tree>\n" then its paths, each ending in NUL.
  const counts = new Map<string, number>();
  let current: string | undefined;
  for (const segment of output.split("\n")) {
    const parts = segment.split("\0");
    const header = parts.pop()!;
    for (const path of parts)
      if (current && path && !isOwnerFile(path))
        counts.set(current, (counts.get(current) ?? 0) + 1);
    if (header) current = header.split(" ")[1];
  }
  return (other: string) => counts.get(other) ?? 0;
}
