// A post whose feed names no language, written in another script than the
// site's (an English post on a Persian site): "und-Latn", a language not
// known but its script, so the page gives it its direction and type, and a
// screen reader does not read it with the site's voice.

const scripts: [string, RegExp][] = [
  ["Latn", /\p{Script=Latin}/u],
  ["Arab", /\p{Script=Arabic}/u],
  ["Hebr", /\p{Script=Hebrew}/u],
  ["Cyrl", /\p{Script=Cyrillic}/u],
  ["Grek", /\p{Script=Greek}/u],
  ["Deva", /\p{Script=Devanagari}/u],
  ["Thai", /\p{Script=Thai}/u],
  ["Hang", /\p{Script=Hangul}/u],
  ["Kana", /[\p{Script=Hiragana}\p{Script=Katakana}]/u],
  ["Hani", /\p{Script=Han}/u],
];

// The scripts a language's writing is made of: Japanese is kana and kanji.
const writtenWith: Record<string, string[]> = {
  Jpan: ["Kana", "Hani"],
  Kore: ["Hang", "Hani"],
  Hans: ["Hani"],
  Hant: ["Hani"],
};

/** The script of the first letter of `text` (ISO 15924), when it is one of the common ones. */
function scriptOf(text: string): string | undefined {
  const letter = /\p{L}/u.exec(text)?.[0];
  return letter ? scripts.find(([, pattern]) => pattern.test(letter))?.[0] : undefined;
}

export function scriptLanguage(text: string, siteLocale: string | undefined): string | undefined {
  const script = scriptOf(text);
  if (!script || !siteLocale) return undefined;
  let site: string | undefined;
  try {
    site = new Intl.Locale(siteLocale.replaceAll("_", "-")).maximize().script;
  } catch {
    return undefined;
  }
  if (!site || (writtenWith[site] ?? [site]).includes(script)) return undefined;
  return `und-${script}`;
}
