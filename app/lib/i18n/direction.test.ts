import { expect, test } from "vitest";
import { textDirection } from "./direction.ts";

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
