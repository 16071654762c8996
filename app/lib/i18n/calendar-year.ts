/**
 * A year as the site's language counts it: in its default calendar and its
 * digits, as Intl gives them ("2025" in English, "۱۴۰۳" in Persian's Solar
 * Hijri calendar, "2568" in Thai's Buddhist one), and the same year in ASCII
 * digits for ids and anchors, which must not change with the language's script.
 */
export type CalendarYear = { text: string; ascii: string };

type YearFormats = { shown: Intl.DateTimeFormat; ascii: Intl.DateTimeFormat };

const formats = new Map<string, YearFormats>();

function yearFormats(languageTag: string): YearFormats {
  let found = formats.get(languageTag);
  if (!found) {
    // UTC, as formatDate: a date is the day it was written, on every machine.
    const options = { year: "numeric", timeZone: "UTC" } as const;
    found = {
      shown: new Intl.DateTimeFormat(languageTag, options),
      ascii: new Intl.DateTimeFormat(languageTag, { ...options, numberingSystem: "latn" }),
    };
    formats.set(languageTag, found);
  }
  return found;
}

/**
 * Only the year's own number: a heading or "© 2025" reads as the language
 * writes a date's year ("2566" in Thai, as in "1 มิถุนายน 2566"), without the
 * era or the "年" a year alone would get. A calendar that names its years
 * (Chinese) gives the Gregorian year it relates to.
 */
function yearPart(format: Intl.DateTimeFormat, date: Date): string {
  const parts = format.formatToParts(date);
  const part = parts.find(({ type }) => type === "year") ?? parts.find(isRelatedYear);
  return part?.value ?? format.format(date);
}

// "relatedYear" is in ES2021's formatToParts but not in TypeScript's list of part types.
const isRelatedYear = ({ type }: { type: string }) => type === "relatedYear";

/** The year of a calendar date ("2025-02-24") or of a moment (the build's `new Date()`). */
export function calendarYear(date: string | Date, languageTag: string): CalendarYear {
  const moment = typeof date === "string" ? new Date(`${date}T00:00:00Z`) : date;
  const { shown, ascii } = yearFormats(languageTag);
  return { text: yearPart(shown, moment), ascii: yearPart(ascii, moment) };
}
