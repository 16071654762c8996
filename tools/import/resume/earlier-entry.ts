import { careerKey } from "../../../app/lib/career/career-keys.ts";
import type { CareerKind } from "../store/records.ts";

// A résumé entry that now breaks a rule may be one imported before: that
// one is kept rather than lost. Which one it is, from what the entry still
// gives.

/** What an entry is known by: its name, its month, and what else tells it apart. */
const known: Record<CareerKind, { name: string; date: string; other: string }> = {
  work: { name: "organization", date: "start", other: "role" },
  education: { name: "institution", date: "start", other: "degree" },
  certificates: { name: "name", date: "date", other: "issuer" },
  publications: { name: "title", date: "date", other: "publisher" },
  awards: { name: "title", date: "date", other: "awarder" },
};

type Fields = Record<string, unknown>;
const monthOf = (value: unknown) => (typeof value === "string" ? value.slice(0, 7) : undefined);

/**
 * The entry among `earlier` (the same source's and kind's, not matched by a
 * valid entry) that a refused entry's `fields` stand for: by its key when
 * they give its name and month; else by its name; else by its month and its
 * role (position, degree, issuer, publisher or awarder). Of several, the one
 * that agrees on the most fields.
 */
export function earlierEntry<T extends object>(
  kind: CareerKind,
  fields: Fields,
  earlier: T[],
): T | undefined {
  const { name, date, other } = known[kind];
  const has = (field: string) => typeof fields[field] === "string";
  const value = (entry: T, field: string) => (entry as Fields)[field];
  const sameMonth = (entry: T) => monthOf(value(entry, date)) === monthOf(fields[date]);
  if (has(name) && has(date)) {
    const key = careerKey(fields as Parameters<typeof careerKey>[0]);
    return earlier.find((entry) => careerKey(entry as Parameters<typeof careerKey>[0]) === key);
  }
  const candidates = has(name)
    ? earlier.filter((entry) => value(entry, name) === fields[name])
    : has(date) && has(other)
      ? earlier.filter((entry) => sameMonth(entry) && value(entry, other) === fields[other])
      : [];
  const agreeing = (entry: T) =>
    Object.keys(fields).filter(
      (field) => JSON.stringify(value(entry, field)) === JSON.stringify(fields[field]),
    ).length;
  return candidates.reduce<T | undefined>(
    (best, entry) => (best === undefined || agreeing(entry) > agreeing(best) ? entry : best),
    undefined,
  );
}
