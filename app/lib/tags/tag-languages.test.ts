import { expect, test } from "vitest";
import { tagLanguagePaths } from "./tag-languages.ts";

const locales = ["en_US", "ja_JP", "ar_EG"];
const tagLocales = { go: ["en_US", "ja_JP"], パフォーマンス: ["ja_JP"] };

test("a tag's page in a language without the tag leads to that language's tags page, or its home without tags", () => {
  expect(tagLanguagePaths("go", tagLocales, locales)).toEqual({ ar_EG: "" });
  expect(tagLanguagePaths("パフォーマンス", tagLocales, locales)).toEqual({
    en_US: "tags",
    ar_EG: "",
  });
});

test("the tags page in a language without tags leads to its home", () => {
  expect(tagLanguagePaths(undefined, tagLocales, locales)).toEqual({ ar_EG: "" });
});
