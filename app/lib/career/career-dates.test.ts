import { describe, expect, test } from "vitest";
import { ar } from "../i18n/dictionaries/ar.ts";
import { en } from "../i18n/dictionaries/en.ts";
import { ja } from "../i18n/dictionaries/ja.ts";
import { formatDuration, formatMonth, monthOf, monthsBetween } from "./career-dates.ts";

describe("a month as the language writes it", () => {
  test.each([
    ["en-US", "Mar 2021"],
    ["ja-JP", "2021年3月"],
    ["de", "März 2021"],
  ])("%s: %s", (tag, shown) => {
    expect(formatMonth("2021-03", tag)).toBe(shown);
  });

  test("in the language's own calendar: Persian counts Solar Hijri years", () => {
    expect(formatMonth("2021-03", "fa")).toMatch(/۱۳۹۹|۱۴۰۰/);
  });

  test("the same month on every machine, whatever its time zone", () => {
    expect(formatMonth("2021-01", "en-US")).toBe("Jan 2021");
  });
});

describe("durations", () => {
  test("both months count: March to March is one month, March to May three", () => {
    expect(monthsBetween("2021-03", "2021-03")).toBe(1);
    expect(monthsBetween("2021-03", "2021-05")).toBe(3);
    expect(monthsBetween("2019-11", "2023-02")).toBe(40);
    expect(monthOf(new Date("2026-11-25T10:00:00Z"))).toBe("2026-11");
  });

  test.each([
    [1, "1 mo"],
    [5, "5 mos"],
    [12, "1 yr"],
    [13, "1 yr 1 mo"],
    [38, "3 yrs 2 mos"],
    [24, "2 yrs"],
  ])("English: %i months is %j", (months, text) => {
    expect(formatDuration(months, en, "en")).toBe(text);
  });

  test("Japanese writes it without spaces, Arabic in its plural forms", () => {
    expect(formatDuration(38, ja, "ja")).toBe("3年2か月");
    expect(formatDuration(26, ar, "ar")).toBe("سنتان وشهران");
    expect(formatDuration(1, ar, "ar")).toBe("شهر واحد");
  });
});
