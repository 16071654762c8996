import { describe, expect, test } from "vitest";
import { calendarYear } from "./calendar-year.ts";

// The year a heading or the footer shows: the language's calendar and
// digits, as its dates have them; ids take the same year in ASCII digits.

describe("calendarYear", () => {
  test.each([
    ["en-US", "2025-02-24", "2025", "2025"],
    ["pt-BR", "2025-02-24", "2025", "2025"],
    // A year alone would be "2025年": the heading keeps the number, as before.
    ["ja-JP", "2025-02-24", "2025", "2025"],
    // Solar Hijri: 1403 ends with Esfand 30 (2025-03-20), 1404 starts at Nowruz.
    ["fa-IR", "2025-03-20", "۱۴۰۳", "1403"],
    ["fa-IR", "2025-03-21", "۱۴۰۴", "1404"],
    // Thai counts the Buddhist era, in Latin digits, without "พ.ศ." as in its dates.
    ["th-TH", "2025-02-24", "2568", "2568"],
    // Gregorian in Arabic-Indic digits, as Egypt's dates are written.
    ["ar-EG", "2025-02-24", "٢٠٢٥", "2025"],
  ])("%s %s → %s (id %s)", (tag, date, text, ascii) => {
    expect(calendarYear(date, tag)).toEqual({ text, ascii });
  });

  test("a moment's year, for the footer's ©, in the language's calendar and digits", () => {
    const now = new Date(Date.UTC(2026, 4, 1, 12));
    expect(calendarYear(now, "en-US").text).toBe("2026");
    expect(calendarYear(now, "de").text).toBe("2026");
    expect(calendarYear(now, "fa-IR").text).toBe("۱۴۰۵");
    expect(calendarYear(now, "th").text).toBe("2569");
    expect(calendarYear(now, "ar-EG").text).toBe("٢٠٢٦");
  });
});
