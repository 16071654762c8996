import type { Experience } from "../../../content/schema/experience.ts";
import { closest } from "../validation/closest.ts";

// How content/overrides.ts and content/languages.ts name a career's entries:
// by what the entry is and the month it began or is dated, "Paystack
// (2021-03)". Reordering the career cannot pair a change with another entry.

type Keyed =
  | { organization: string; start: string }
  | { institution: string; start: string }
  | { name: string; date: string }
  | { title: string; date: string };

/** "Organization (2021-03)", "Institution (2013-09)", "Name (2022-04)", "Title (2024-05)". */
export const careerKey = (entry: Keyed) =>
  "organization" in entry
    ? `${entry.organization} (${entry.start})`
    : "institution" in entry
      ? `${entry.institution} (${entry.start})`
      : "name" in entry
        ? `${entry.name} (${entry.date.slice(0, 7)})`
        : `${entry.title} (${entry.date.slice(0, 7)})`;

export const careerParts = [
  "work",
  "education",
  "certificates",
  "talks",
  "publications",
  "awards",
] as const;
export type CareerPart = (typeof careerParts)[number];

/** The keys a career's entries go by, for each part. */
export function careerKeys(career: Partial<Experience>): Record<CareerPart, string[]> {
  return Object.fromEntries(
    careerParts.map((part) => [part, ((career[part] ?? []) as Keyed[]).map(careerKey)]),
  ) as Record<CareerPart, string[]>;
}

/**
 * What a key that names no entry could have meant: the entries of that name
 * (a key written without its month, or with another), else the nearest one.
 */
export function careerKeyHint(key: string, known: string[]): string {
  const named = key.replace(/\s*\(.*$/, "").toLowerCase();
  const same = known.filter((name) => name.toLowerCase().startsWith(`${named} (`));
  const near = same.length ? same : [closest(key, known, 8)].flatMap((k) => k ?? []);
  return near.length ? `; did you mean ${near.map((k) => `"${k}"`).join(" or ")}?` : "";
}
