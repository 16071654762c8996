import type { z } from "zod";

type Issue = z.core.$ZodIssue;

// A value is missing when the issue reports no input: parse with
// `reportInput: true`, or every issue would look like a missing value.
const isMissing = (issue: Issue) =>
  issue.input === undefined && (issue.code === "invalid_type" || issue.code === "invalid_union");

const same = (a: Issue, b: Issue) =>
  a.message === b.message && a.path.map(String).join("\0") === b.path.map(String).join("\0");

/**
 * Replaces each failed union by what its entry got wrong. zod reports a
 * union that matched no branch as one issue holding every branch's issues;
 * its own message ("must have either a url or a file") hides the real rule
 * (a bad URL, an unknown icon). The branch the entry meant is the one it
 * lacks the fewest fields of: its issues are reported. When no branch
 * stands out, the issues every branch agrees on are reported, with the
 * union's own message if the entry lacks what tells the branches apart.
 */
export function unionBranches(issues: readonly Issue[]): Issue[] {
  return issues.flatMap(resolve);
}

function resolve(issue: Issue): Issue[] {
  if (issue.code !== "invalid_union" || issue.errors.length === 0) return [issue];
  const branches = issue.errors.map((branch) =>
    branch.flatMap((inner) => resolve({ ...inner, path: [...issue.path, ...inner.path] })),
  );
  const missing = branches.map((branch) => branch.filter(isMissing).length);
  const fewest = Math.min(...missing);
  const meant = branches.filter((_, i) => missing[i] === fewest);
  if (meant.length === 1) return meant[0]!;
  const agreed = meant[0]!.filter(
    (inner) => !isMissing(inner) && meant.every((branch) => branch.some((b) => same(b, inner))),
  );
  return fewest > 0 || agreed.length === 0 ? [issue, ...agreed] : agreed;
}
