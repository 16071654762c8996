const months = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

/**
 * The calendar date a feed wrote, in the feed's own offset: ISO 8601 / RFC
 * 3339 ("2024-11-30T23:30:00-08:00") and RFC 822 ("Sat, 30 Nov 2024
 * 23:30:00 -0800") both give 2024-11-30. Converting to UTC first would move
 * an evening post to the next day.
 */
export function calendarDate(raw: string | undefined): string | undefined {
  const text = raw?.trim();
  if (!text) return undefined;
  const iso =
    /^(\d{4})-(\d{2})-(\d{2})/.exec(text) ?? /^(\d{4})[/.](\d{1,2})[/.](\d{1,2})\b/.exec(text);
  if (iso) return real(+iso[1]!, +iso[2]!, +iso[3]!);
  const rfc822 = /\b(\d{1,2})\s+([a-z]{3})[a-z]*\.?\s+(\d{4}|\d{2})\b/i.exec(text);
  if (rfc822) {
    const month = months.indexOf(rfc822[2]!.toLowerCase()) + 1;
    const year = +rfc822[3]!;
    // RFC 822 allowed two-digit years; RFC 1123 made them four.
    if (month > 0) return real(year < 100 ? 2000 + year : year, month, +rfc822[1]!);
  }
  // Anything else the platform can read: its UTC date is the best we know.
  const time = Date.parse(text);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString().slice(0, 10);
}

function real(year: number, month: number, day: number): string | undefined {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return date.toISOString().slice(0, 10);
}

/** Days between two YYYY-MM-DD dates, either way round. */
const daysApart = (a: string, b: string) =>
  Math.abs(Date.parse(`${a}T00:00:00Z`) - Date.parse(`${b}T00:00:00Z`)) / 86_400_000;

/**
 * The day a post was published: the feed's date, unless the post's own
 * address says the day (Hexo's and WordPress's /2021/01/01/slug/, Jekyll's
 * /2021-01-01-slug) within a day of it. Many generators write the feed's
 * date in UTC, so a post from Beijing's New Year's morning says 2020-12-31
 * there; its address was made from the writer's own calendar.
 */
export function publishedDay(raw: string | undefined, url: string): string | undefined {
  const fromFeed = calendarDate(raw);
  let path = url;
  try {
    path = new URL(url).pathname;
  } catch {
    // not a URL: its text is all there is
  }
  const written = /\/(\d{4})[/-](\d{2})[/-](\d{2})(?:[/-]|$)/.exec(path);
  const fromAddress = written ? real(+written[1]!, +written[2]!, +written[3]!) : undefined;
  if (fromFeed && fromAddress && daysApart(fromFeed, fromAddress) <= 1) return fromAddress;
  return fromFeed;
}
