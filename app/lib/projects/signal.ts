import type { Project } from "../../../content/schema/entries.ts";
import { countLabel, fillLabel } from "../i18n/count-label.ts";
import type { Labels } from "../i18n/site-words.ts";
import { compactCount } from "./compact-count.ts";

/** A number a card shows compactly ("1.2K"), and says in full to screen readers ("1,200 stars"). */
export type CardCount = { shown: string; spoken: string };

/** What a card says of a project's use and freshness; only what the project has. */
export type ProjectSignal = {
  stars?: CardCount;
  forks?: CardCount;
  /** "Updated March 2025", in the language's calendar; `iso` is "2025-03". */
  updated?: { iso: string; text: string };
  /** The "Archived" label. */
  archived?: string;
};

type SignalLabels = Pick<Labels, "stars" | "forks" | "updatedOn" | "archived">;

const months = new Map<string, Intl.DateTimeFormat>();

/** A month as the language writes it, in its own calendar: "March 2025", "2025年3月", "اسفند ۱۴۰۳". */
export function formatMonth(isoMonth: string, languageTag: string): string {
  let format = months.get(languageTag);
  if (!format) {
    // The middle of the month, in UTC: the same month on every machine and in every calendar.
    format = new Intl.DateTimeFormat(languageTag, {
      year: "numeric",
      month: "long",
      timeZone: "UTC",
    });
    months.set(languageTag, format);
  }
  return format.format(new Date(`${isoMonth}-15T00:00:00Z`));
}

/**
 * The signal a card shows, or none for a project without one (a hand-written
 * project stays as it was). A count of 0 is not shown: it says nothing.
 */
export function projectSignal(
  project: Project,
  languageTag: string,
  labels: SignalLabels,
): ProjectSignal | undefined {
  const counted = (count: number | undefined, forms: Labels["stars"]) =>
    count
      ? { shown: compactCount(count, languageTag), spoken: countLabel(forms, count, languageTag) }
      : undefined;
  const stars = counted(project.stars, labels.stars);
  const forks = counted(project.forks, labels.forks);
  const signal: ProjectSignal = {
    ...(stars ? { stars } : {}),
    ...(forks ? { forks } : {}),
    ...(project.updated
      ? {
          updated: {
            iso: project.updated,
            text: fillLabel(labels.updatedOn, {
              date: formatMonth(project.updated, languageTag),
            }),
          },
        }
      : {}),
    ...(project.archived ? { archived: labels.archived } : {}),
  };
  return Object.keys(signal).length > 0 ? signal : undefined;
}
