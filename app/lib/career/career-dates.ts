import type { Plural } from "../i18n/dictionary.ts";
import { countLabel, fillLabel } from "../i18n/count-label.ts";

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * A month ("2021-03") as the language writes it, in its default calendar and
 * digits: "Mar 2021", "2021年3月", "اسفند ۱۳۹۹". UTC, as formatDate: the
 * month is the one written, on every machine.
 */
export function formatMonth(month: string, languageTag: string): string {
  let format = formats.get(languageTag);
  if (!format) {
    format = new Intl.DateTimeFormat(languageTag, {
      year: "numeric",
      month: "short",
      timeZone: "UTC",
    });
    formats.set(languageTag, format);
  }
  return format.format(new Date(`${month}-01T00:00:00Z`));
}

/** The month of a moment, "2026-11" (the build's, for what is still going on). */
export const monthOf = (moment: Date) => moment.toISOString().slice(0, 7);

const monthNumber = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7));

/** Months from the start to the end month, both counted: March to March is one month. */
export const monthsBetween = (start: string, end: string) =>
  monthNumber(end) - monthNumber(start) + 1;

export type DurationLabels = { duration: string; durationYears: Plural; durationMonths: Plural };

/** "3 yrs 2 mos", "1 yr", "5 mos", in the language's words and plural forms. */
export function formatDuration(months: number, labels: DurationLabels, language: string): string {
  const years = Math.floor(months / 12);
  const rest = months % 12;
  const yearText = countLabel(labels.durationYears, years, language);
  const monthText = countLabel(labels.durationMonths, rest, language);
  if (years === 0) return monthText;
  if (rest === 0) return yearText;
  return fillLabel(labels.duration, { years: yearText, months: monthText });
}
