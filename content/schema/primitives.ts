import { z } from "zod";

// The building blocks of the content's rules. The schema stands on its own
// (zod only), so a fork can read it without knowing the code.

export const text = z.string().trim().min(1, { message: "must be non-empty text" });

export const httpUrl = z.string().refine(isHttpUrl, {
  message: "must be an absolute http(s) URL",
});

// A DNS name of non-empty labels that do not start or end with "-", or an IP address.
const hostName =
  /^(?:(?!-)[a-z0-9-]{1,63}(?<!-)\.)*(?!-)[a-z0-9-]{1,63}(?<!-)\.?$|^\[[0-9a-f:.]+\]$/;

/**
 * Whether the URL parser takes `value`. Not URL.canParse: Node 20 and 22,
 * once they have optimized it (after some thousand calls), refuse a host
 * with a Latin-1 letter ("https://bücher.example") that they took before.
 */
export function parsesAsUrl(value: string): boolean {
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

export function isHttpUrl(value: string): boolean {
  // The URL parser forgives what a person would call a typo ("https:x.com",
  // stray whitespace); insist on the written form instead.
  if (/\s/.test(value) || !/^https?:\/\//i.test(value) || !parsesAsUrl(value)) return false;
  return hostName.test(new URL(value).hostname);
}

/**
 * A Gregorian date, YYYY-MM-DD. A year no post or project can have (before
 * 1900, or centuries ahead) is most likely another calendar's (1403 is a Solar
 * Hijri year, 2564 a Buddhist-era one): that is said first, as its day may
 * not be a Gregorian one. A Gregorian year after next year is said to be
 * too far ahead.
 */
export const isoDate = z
  .string()
  .refine((value) => plausibleYear(value) !== false, {
    error: (issue) => yearProblem(issue.input, "date", "YYYY-MM-DD"),
    abort: true,
  })
  .refine(isRealIsoDate, { message: "must be a real calendar date written YYYY-MM-DD" });

/** A Gregorian month, YYYY-MM, such as "2021-03"; another calendar's year is said as a date's is. */
export const isoMonth = z
  .string()
  .refine((value) => plausibleYear(value) !== false, {
    error: (issue) => yearProblem(issue.input, "month", "YYYY-MM"),
    abort: true,
  })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, {
    message: 'must be a month written YYYY-MM, such as "2021-03"',
  });

/** A month ("2021-03") or, where the day is known, a date ("2021-03-15"). */
export const isoMonthOrDate = z.string().superRefine((value, context) => {
  const form = /^\d{4}-\d{2}-\d{2}$/.test(value)
    ? isoDate
    : /^\d{4}-\d{2}$/.test(value) && isoMonth;
  const messages = form
    ? (form.safeParse(value).error?.issues ?? []).map((issue) => issue.message)
    : ['must be a month or a day written YYYY-MM or YYYY-MM-DD, such as "2021-03" or "2021-03-15"'];
  for (const message of messages) context.addIssue({ code: "custom", message, input: value });
});

/** Years past this are another calendar's (a Buddhist era's 2500s, a Hebrew 5700s), not typos ahead. */
const lastGregorianLooking = 2399;

/** What is wrong with the year of a date or month that plausibleYear refused. */
function yearProblem(input: unknown, what: string, form: string): string {
  const year = Number(String(input).slice(0, 4));
  const nextYear = new Date().getUTCFullYear() + 1;
  if (year > nextYear && year <= lastGregorianLooking)
    return `has the year ${year}, more than a year ahead: a ${what} can be at most in ${nextYear}`;
  return `has the year ${String(input).slice(0, 4)}; write the ${what} in the Gregorian calendar (${form})`;
}

/** Whether a date's or month's year is from 1900 to next year; undefined when it is not written so. */
function plausibleYear(value: string): boolean | undefined {
  if (!/^\d{4}-\d{2}(-\d{2})?$/.test(value)) return undefined;
  const year = Number(value.slice(0, 4));
  return year >= 1900 && year <= new Date().getUTCFullYear() + 1;
}

function isRealIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** An image file name inside `content/images/`, such as "headshot.jpg". */
export const imageName = z.string().regex(/^[\w.-]+\.(jpe?g|png|webp|avif)$/i, {
  message: "must be an image file name in content/images (.jpg, .png, .webp or .avif)",
});

/** A file name inside `content/files/`, such as "resume.pdf", served at files/<name>. */
export const fileName = z.string().regex(/^[\w-][\w.-]*\.[a-z0-9]{1,8}$/i, {
  message: 'must be a file name in content/files, such as "resume.pdf"',
});

/**
 * A language as BCP 47 writes it ("fr", "pt-BR", "zh-Hant"): the language of
 * a post that is not the site's.
 */
export const languageTag = z
  .string()
  .refine(isLanguageTag, { message: 'must be a BCP 47 language tag such as "fr" or "pt-BR"' });

// A 2- or 3-letter language first (ISO 639; "english" parses but names no language), then
// whatever BCP 47 allows after it.
function isLanguageTag(value: string): boolean {
  if (!/^[a-z]{2,3}(-|$)/i.test(value)) return false;
  try {
    return Intl.getCanonicalLocales(value).length === 1;
  } catch {
    return false;
  }
}

/** A colour written as CSS hex, "#0b6e66" or "#0b6". */
export const hexColour = z.string().regex(/^#([0-9a-f]{3}|[0-9a-f]{6})$/i, {
  message: 'must be a hex colour such as "#0b6e66"',
});

/**
 * A list's refinement: an item whose `key` an earlier item has is said once,
 * at the repeat, in the words `said` gives (the earlier item's index and text).
 */
export const noRepeated =
  (key: (item: string) => string, said: (earlier: number, first: string) => string) =>
  (items: string[], context: z.RefinementCtx) => {
    const first = new Map<string, number>();
    items.forEach((item, index) => {
      const earlier = first.get(key(item));
      if (earlier === undefined) first.set(key(item), index);
      else
        context.addIssue({
          code: "custom",
          path: [index],
          input: item,
          message: said(earlier, items[earlier]!),
        });
    });
  };
