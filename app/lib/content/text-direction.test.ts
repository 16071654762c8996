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
  ["佐藤", "ltr"],
  ["Notes from an incident review, part 4", "ltr"],
  // A right-to-left text that opens with a Latin name still runs right to left
  // (dir="auto" would read these three left to right)...
  ["SLO را چگونه تعیین کنیم (بخش ۱)", "rtl"],
  ["pg-migrate للمطورين", "rtl"],
  ["Kubernetes در عمل", "rtl"],
  // ...and a Latin text that names something in Arabic letters left to right.
  ["Notes from القاهرة", "ltr"],
  ["مرحبا: a week in Cairo", "ltr"],
  // A joiner inside a Persian word does not split it.
  ["مشاهده\u200cپذیری با Grafana و Prometheus", "rtl"],
] as const)("%j runs %s, by its words", (text, direction) => {
  expect(directionOfText(text)).toBe(direction);
});

test("a text with no letter has no direction of its own: it takes the page's", () => {
  expect(directionOfText("2025 – 42")).toBeUndefined();
  expect(directionOfText("")).toBeUndefined();
});
