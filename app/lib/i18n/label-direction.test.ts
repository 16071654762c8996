import { expect, test } from "vitest";
import { fitDirection, fitPluralDirection } from "./label-direction.ts";

test("a label in the page's direction is left as it is", () => {
  expect(fitDirection("Read more...", "ltr")).toBe("Read more...");
  expect(fitDirection("اقرأ المزيد...", "rtl")).toBe("اقرأ المزيد...");
});

test("an English label on a right-to-left page keeps its punctuation at its end", () => {
  expect(fitDirection("Read more...", "rtl")).toBe("\u200eRead more...\u200e");
  expect(fitDirection("Hello there!", "rtl")).toBe("\u200eHello there!\u200e");
});

test("an Arabic label on a left-to-right page, the other way", () => {
  expect(fitDirection("مرحبًا!", "ltr")).toBe("\u200fمرحبًا!\u200f");
});

test("every form of a count", () => {
  expect(fitPluralDirection({ one: "{count} article", other: "{count} articles" }, "rtl")).toEqual({
    one: "\u200e{count} article\u200e",
    other: "\u200e{count} articles\u200e",
  });
});
