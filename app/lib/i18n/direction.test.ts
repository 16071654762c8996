import { expect, test } from "vitest";
import { directionOfText, textDirection } from "./direction.ts";

test.each([
  "ar",
  "ar_EG",
  "ar-SA",
  "he",
  "he_IL",
  "fa_IR",
  "ur",
  "ps",
  "yi",
  "ckb",
  "dv",
  "sd",
  "ug",
  "pa_PK",
])("%s is written right to left", (language) => {
  expect(textDirection(language)).toBe("rtl");
});

test.each(["en", "en_US", "ja_JP", "zh-TW", "hi_IN", "ku", "az_AZ", "pa_IN", "de"])(
  "%s is written left to right",
  (language) => {
    expect(textDirection(language)).toBe("ltr");
  },
);

test("something that is no language tag is left to right", () => {
  expect(textDirection("not a tag!")).toBe("ltr");
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
