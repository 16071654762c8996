import { expect, test } from "vitest";
import { directionOfText, fallbackDirection, textDirection } from "./text-direction.ts";

const cases: [string, "ltr" | "rtl"][] = [
  ["ar", "rtl"],
  ["ar-EG", "rtl"],
  ["he", "rtl"],
  ["fa-IR", "rtl"],
  ["ur", "rtl"],
  ["pa-Arab", "rtl"],
  ["en", "ltr"],
  ["fr-CA", "ltr"],
  ["zh-CN", "ltr"],
  ["ja", "ltr"],
];

test.each(cases)("%s runs %s", (tag, direction) => {
  expect(textDirection(tag)).toBe(direction);
});

test.each(cases)("%s runs %s without Intl's textInfo too", (tag, direction) => {
  expect(fallbackDirection(new Intl.Locale(tag))).toBe(direction);
});

test("a tag Intl cannot read is taken as left to right", () => {
  expect(textDirection("not a tag")).toBe("ltr");
});

test.each([
  ["ميزان", "rtl"],
  ["  «שלום»", "rtl"],
  ["2025: مراجعة", "rtl"],
  ["pg-migrate", "ltr"],
  ["pg-migrate للمطورين", "ltr"],
  ["佐藤", "ltr"],
  ["2025 – 42", "ltr"],
] as const)("%j runs %s, as dir=auto reads it", (text, direction) => {
  expect(directionOfText(text)).toBe(direction);
});
