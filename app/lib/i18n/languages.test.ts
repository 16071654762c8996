import { describe, expect, test } from "vitest";
import { ar } from "./dictionaries/ar.ts";
import { en } from "./dictionaries/en.ts";
import { es } from "./dictionaries/es.ts";
import { pt } from "./dictionaries/pt.ts";
import { zhHans } from "./dictionaries/zh-hans.ts";
import { zhHant } from "./dictionaries/zh-hant.ts";
import { dictionaries, dictionaryFor } from "./languages.ts";

describe("dictionaryFor: a locale picks its language's dictionary", () => {
  test.each([
    ["pt_BR", pt],
    ["pt_PT", pt],
    ["pt", pt],
    ["es_MX", es],
    ["es_ES", es],
    ["es", es],
    ["en_US", en],
    ["en_GB", en],
    ["ar_EG", ar],
    ["ar", ar],
  ])("%s", (locale, dictionary) => {
    expect(dictionaryFor(locale)).toMatchObject({ dictionary, found: true });
  });

  test("Chinese goes by the script its region writes: simplified for zh_CN and zh_SG, traditional for zh_TW, zh_HK and zh_MO", () => {
    for (const locale of ["zh_CN", "zh_SG", "zh"])
      expect(dictionaryFor(locale), locale).toMatchObject({
        dictionary: zhHans,
        language: "zh-Hans",
      });
    for (const locale of ["zh_TW", "zh_HK", "zh_MO"])
      expect(dictionaryFor(locale), locale).toMatchObject({
        dictionary: zhHant,
        language: "zh-Hant",
      });
  });

  test("every language the issue asks for has a dictionary", () => {
    for (const locale of [
      "es_ES",
      "pt_BR",
      "fr_FR",
      "de_DE",
      "ja_JP",
      "zh_CN",
      "ko_KR",
      "hi_IN",
      "ar_SA",
      "he_IL",
    ])
      expect(dictionaryFor(locale).found, locale).toBe(true);
    expect(Object.keys(dictionaries)).toHaveLength(12);
  });

  test("a language without one falls back to English and says so", () => {
    expect(dictionaryFor("sw_KE")).toEqual({ dictionary: en, language: "sw", found: false });
    expect(dictionaryFor("nl")).toEqual({ dictionary: en, language: "nl", found: false });
  });
});
