import { careerKey } from "../../../app/lib/career/career-keys.ts";
import { SourceError } from "../errors.ts";
import { careerKinds, type CareerKind, type CareerRecords } from "../store/records.ts";

// A second résumé that is a corrected copy of one imported before (cv-2.json
// beside cv.json) would show every job twice on About. A résumé imported for
// the first time is taken for a copy of another when it shares a job with it
// (one career has each job once), or most of its entries (by the keys About
// and the overrides go by, case aside as About compares them): the owner
// replaces that résumé instead.

type Keyed = Parameters<typeof careerKey>[0] & { source?: string };
const keyOf = (kind: CareerKind, entry: Keyed) => `${kind} ${careerKey(entry).toLowerCase()}`;

/**
 * Throws when `source`, which brought nothing before, brings the entries
 * another résumé of `before` brought; says which one, and how to replace it.
 */
export function refuseCopyOfEarlier(
  source: string,
  arriving: Record<CareerKind, Keyed[]>,
  before: CareerRecords,
): void {
  const earlier = careerKinds.flatMap((kind) =>
    (before[kind] as Keyed[]).map((entry) => ({ kind, entry })),
  );
  if (earlier.some(({ entry }) => entry.source === source)) return; // a refresh: its own entries
  // Each key of the new résumé, with the entry it names (jobs first: they decide alone).
  const keys = new Map<string, Keyed>();
  for (const kind of careerKinds)
    for (const entry of arriving[kind]) keys.set(keyOf(kind, entry), entry);
  const shared = new Map<string, Set<string>>(); // by other source: the keys it shares
  for (const { kind, entry } of earlier) {
    const key = keyOf(kind, entry);
    if (!keys.has(key) || !entry.source) continue;
    shared.set(entry.source, (shared.get(entry.source) ?? new Set()).add(key));
  }
  const copies = [...shared].filter(
    ([, same]) => [...same].some((key) => key.startsWith("work ")) || same.size * 2 > keys.size,
  );
  if (copies.length === 0) return;
  const [other, same] = copies.reduce((a, b) => (b[1].size > a[1].size ? b : a));
  const first = [...keys].find(([key]) => same.has(key))![1];
  const more = same.size > 1 ? ` and ${same.size - 1} more` : "";
  throw new SourceError(
    `resume ${source}`,
    `its entries match those of resume ${other}, imported before ("${careerKey(first)}"${more}); ` +
      `to replace that résumé, run \`npm run import -- remove ${other}\` and then import ${source} ` +
      `(or import again from ${other} after updating it)`,
  );
}
