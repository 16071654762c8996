import type { Experience } from "../../../content/schema/experience.ts";

/** Later first: what is still going on (no end), then by end month, then by start month. */
const latestFirst = <T extends { start: string; end?: string }>(entries: T[]): T[] =>
  entries
    .map((entry, index) => ({ entry, index }))
    .sort(
      (a, b) =>
        (b.entry.end ?? "9999-12").localeCompare(a.entry.end ?? "9999-12") ||
        b.entry.start.localeCompare(a.entry.start) ||
        a.index - b.index,
    )
    .map(({ entry }) => entry);

/** Later dates first ("2024-05" before "2024-03-10"); the same date keeps the written order. */
const newestFirst = <T extends { date: string }>(entries: T[]): T[] =>
  [...entries].sort((a, b) => b.date.localeCompare(a.date));

export const noCareer: Experience = {
  work: [],
  education: [],
  certificates: [],
  talks: [],
  publications: [],
  awards: [],
};

/** The owner's career as About shows it, latest first; no file, an empty one. */
export function careerInOrder(experience: Experience | undefined): Experience {
  if (!experience) return noCareer;
  return {
    work: latestFirst(experience.work),
    education: latestFirst(experience.education),
    certificates: newestFirst(experience.certificates),
    talks: newestFirst(experience.talks),
    publications: newestFirst(experience.publications),
    awards: newestFirst(experience.awards),
  };
}

/** Whether there is anything to show: a fork without a career keeps today's About. */
export const hasCareer = (experience: Experience) =>
  Object.values(experience).some((entries) => entries.length > 0);
