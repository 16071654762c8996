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

export const noCareer: Experience = { work: [], education: [], certificates: [] };

/** The owner's career as About shows it, latest first; no file, an empty one. */
export function careerInOrder(experience: Experience | undefined): Experience {
  if (!experience) return noCareer;
  return {
    work: latestFirst(experience.work),
    education: latestFirst(experience.education),
    certificates: [...experience.certificates].sort((a, b) => b.date.localeCompare(a.date)),
  };
}

/** Whether there is anything to show: a fork without a career keeps today's About. */
export const hasCareer = (experience: Experience) =>
  experience.work.length + experience.education.length + experience.certificates.length > 0;
