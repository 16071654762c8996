import { languageTag } from "../metadata/site-urls.ts";
import type { Dictionary } from "./dictionary.ts";
import { ar } from "./dictionaries/ar.ts";
import { de } from "./dictionaries/de.ts";
import { en } from "./dictionaries/en.ts";
import { es } from "./dictionaries/es.ts";
import { fr } from "./dictionaries/fr.ts";
import { he } from "./dictionaries/he.ts";
import { hi } from "./dictionaries/hi.ts";
import { ja } from "./dictionaries/ja.ts";
import { ko } from "./dictionaries/ko.ts";
import { pt } from "./dictionaries/pt.ts";
import { zhHans } from "./dictionaries/zh-hans.ts";
import { zhHant } from "./dictionaries/zh-hant.ts";

/** Every dictionary the site ships, by language (Chinese by script). */
export const dictionaries: Readonly<Record<string, Dictionary>> = {
  en,
  es,
  pt,
  fr,
  de,
  ja,
  ko,
  hi,
  ar,
  he,
  "zh-Hans": zhHans,
  "zh-Hant": zhHant,
};

export type DictionaryChoice = {
  dictionary: Dictionary;
  /** The language asked for: "pt", "zh-Hant", "sw". */
  language: string;
  /** False when the language has no dictionary and English stands in. */
  found: boolean;
};

/**
 * The dictionary of a locale: its language's, whatever the country ("pt_BR"
 * and "pt_PT" → pt, "es_MX" → es); Chinese by the script its region writes
 * ("zh_CN", "zh_SG" → simplified; "zh_TW", "zh_HK", "zh_MO" → traditional).
 * A language without one gets English.
 */
export function dictionaryFor(locale: string): DictionaryChoice {
  let language = "en";
  try {
    const likely = new Intl.Locale(languageTag(locale)).maximize();
    language = likely.language === "zh" ? `zh-${likely.script}` : likely.language;
  } catch {
    // Not a language tag at all: the schema has refused it already.
  }
  const dictionary = dictionaries[language];
  return dictionary
    ? { dictionary, language, found: true }
    : { dictionary: en, language, found: false };
}
