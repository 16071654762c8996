/** Levenshtein distance: how many letters to add, drop or change. */
export function editDistance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++)
      next[j] = Math.min(
        row[j]! + 1,
        next[j - 1]! + 1,
        row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    row = next;
  }
  return row[b.length]!;
}

/** The candidate nearest `name`, letter case aside, when it is at most `within` edits away. */
export function closest(name: string, candidates: readonly string[], within = 3) {
  const lower = name.toLowerCase();
  const distance = (candidate: string) => editDistance(lower, candidate.toLowerCase());
  const [best] = [...candidates].sort((a, b) => distance(a) - distance(b));
  return best !== undefined && distance(best) <= within ? best : undefined;
}
