import { z } from "zod";

/**
 * Open Graph's form of a language tag: "en_US", "pt_BR", "de". The site
 * writes it as BCP 47 in `<html lang>` ("pt-BR"), so it must be a language
 * and country as BCP 47 writes them: "per" or "fas" (ISO 639-2/3 for
 * Persian) are refused with "fa_IR", "en_UK" with "en_GB".
 */
export const locale = z
  .string()
  .regex(/^[a-z]{2,3}(_[A-Z]{2})?$/, {
    error: (issue) => `must look like "en_US" or "pt_BR"${didYouMean(issue.input)}`,
    abort: true,
  })
  .refine(canFormatDates, {
    error: (issue) =>
      `must be a language this system can format dates in${didYouMean(issue.input)}`,
    abort: true,
  })
  .refine((value) => canonical(value) === value, {
    error: (issue) =>
      `must use the standard codes of the language and country${didYouMean(issue.input)}`,
  });

function canFormatDates(value: string): boolean {
  try {
    return Intl.DateTimeFormat.supportedLocalesOf(value.replace("_", "-")).length > 0;
  } catch {
    return false;
  }
}

/** The tag as Intl canonicalizes it, back in Open Graph's form; undefined if it has no such form. */
export function canonical(value: string): string | undefined {
  try {
    const [tag = ""] = Intl.getCanonicalLocales(value.replace("_", "-"));
    return /^[a-z]{2,3}(-[A-Z]{2})?$/.test(tag) ? tag.replace("-", "_") : undefined;
  } catch {
    return undefined;
  }
}

const isLocale = (value: string | undefined): value is string =>
  !!value && canFormatDates(value) && canonical(value) === value;

/**
 * ' (did you mean "ja_JP"?)' for a near miss: a hyphen ("ja-JP"), the wrong
 * case ("pt-br", "EN_us"), a country where the language goes ("jp"), another
 * code of the language ("per", "fas" → "fa_IR"), or its name ("farsi",
 * "Deutsch" → "de_DE").
 */
function didYouMean(input: unknown): string {
  if (typeof input !== "string") return "";
  const hint = candidates(input.trim()).find((c) => c !== input && isLocale(c));
  return hint ? ` (did you mean "${hint}"?)` : "";
}

function candidates(input: string): (string | undefined)[] {
  const named = languageNamed(input);
  if (named) return [withLikelyRegion(named)];
  const [language = "", region, ...rest] = input.split(/[-_]/);
  if (rest.length > 0 || !/^[a-z]{2,3}$/i.test(language) || (region && !/^[a-z]{2}$/i.test(region)))
    return [];
  const written = region
    ? `${language.toLowerCase()}_${region.toUpperCase()}`
    : language.toLowerCase();
  const standard = canonical(written);
  // Another code of a language Intl knows ("per" is "fa"): that language, nothing else.
  if (standard && standard !== written && canFormatDates(standard))
    return [withLikelyRegion(standard)];
  // A language whose standard tag needs a script ("sh" is "sr-Latn"): no locale of this form.
  if (!standard && canFormatDates(written)) return [];
  // "jp" or "jp_JP": the country's own language, as Intl's likely subtags know it.
  return [written, likelyLocale(region ?? language)];
}

/** "fa" → "fa_IR": the country Intl's likely subtags give a language; "fa_AF" stays. */
function withLikelyRegion(language: string): string | undefined {
  if (language.includes("_")) return language;
  try {
    const { region } = new Intl.Locale(language).maximize();
    return region ? canonical(`${language}_${region}`) : language;
  } catch {
    return undefined;
  }
}

function likelyLocale(country: string): string | undefined {
  if (!/^[a-z]{2}$/i.test(country)) return undefined;
  try {
    const region = country.toUpperCase();
    const known = new Intl.DisplayNames("en", { type: "region", fallback: "none" }).of(region);
    const likely = new Intl.Locale(`und-${region}`).maximize();
    return known && likely.region === region ? `${likely.language}_${region}` : undefined;
  } catch {
    return undefined;
  }
}

// Names Intl does not give: the English name Persian speakers often use.
const otherNames: Readonly<Record<string, string>> = { farsi: "fa" };

let names: Map<string, string> | undefined;

/** The language a name means, in English or in its own words ("persian", "Deutsch", "español"). */
function languageNamed(input: string): string | undefined {
  // Two or three Latin letters are a code ("ewe" is Ewe's, "jp" a country's), not a name.
  if (!/^\p{L}[\p{L}\p{M} ]+$/u.test(input) || /^[a-z]{2,3}$/i.test(input)) return undefined;
  names ??= languageNames();
  return names.get(nameKey(input));
}

const nameKey = (name: string) => name.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().trim();

/**
 * Every language Intl can name, by its English and its own name, as its
 * canonical code. Intl lists no languages, so each two- and three-letter
 * code is asked for its name: once, and only when a locale is refused.
 */
function languageNames(): Map<string, string> {
  const map = new Map(Object.entries(otherNames));
  const english = new Intl.DisplayNames("en", { type: "language", fallback: "none" });
  const letters = [..."abcdefghijklmnopqrstuvwxyz"];
  const pairs = letters.flatMap((a) => letters.map((b) => a + b));
  for (const code of [...pairs, ...pairs.flatMap((pair) => letters.map((c) => pair + c))]) {
    const name = english.of(code);
    const standard = name && canonical(code);
    if (!standard || !canFormatDates(standard)) continue;
    if (!map.has(nameKey(name))) map.set(nameKey(name), standard);
    const own = new Intl.DisplayNames(standard.replace("_", "-"), {
      type: "language",
      fallback: "none",
    }).of(standard.replace("_", "-"));
    if (own && !map.has(nameKey(own))) map.set(nameKey(own), standard);
  }
  return map;
}
