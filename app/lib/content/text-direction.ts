// Which way a language's text runs, for `dir` beside a `lang` that is not the
// page's own: a post in Arabic on an English site reads right to left.

export type TextDirection = "ltr" | "rtl";

type TextInfo = { direction?: string };
// getTextInfo() is the current name; Node 20 (V8 11) still has the textInfo getter.
type LocaleWithTextInfo = Intl.Locale & { getTextInfo?: () => TextInfo; textInfo?: TextInfo };

/** "rtl" for Arabic, Hebrew, Persian, Urdu and the other right-to-left languages, else "ltr". */
export function textDirection(languageTag: string): TextDirection {
  let locale: LocaleWithTextInfo;
  try {
    locale = new Intl.Locale(languageTag).maximize();
  } catch {
    return "ltr";
  }
  const direction = (locale.getTextInfo?.() ?? locale.textInfo)?.direction;
  if (direction === "rtl" || direction === "ltr") return direction;
  return fallbackDirection(locale);
}

// Scripts written right to left (ISO 15924), and languages that are, when a runtime's Intl
// cannot say (no textInfo, or no likely-subtags data to find a language's script).
const rtlScripts = new Set([
  "Adlm",
  "Arab",
  "Hebr",
  "Mand",
  "Nkoo",
  "Rohg",
  "Samr",
  "Syrc",
  "Thaa",
]);
const rtlLanguages = new Set([
  "ar",
  "ckb",
  "dv",
  "fa",
  "he",
  "iw",
  "ks",
  "ps",
  "sd",
  "ug",
  "ur",
  "yi",
]);

/** The direction from the tag's script, written or likely, else from the language alone. */
export function fallbackDirection(locale: Intl.Locale): TextDirection {
  let script = locale.script;
  try {
    script ??= locale.maximize().script;
  } catch {
    // no likely-subtags data: the language decides
  }
  if (script) return rtlScripts.has(script) ? "rtl" : "ltr";
  return rtlLanguages.has(locale.language) ? "rtl" : "ltr";
}

// Letters of the scripts written right to left, as Unicode names them.
const rightToLeftLetter =
  /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Thaana}\p{Script=Syriac}\p{Script=Nko}\p{Script=Adlam}\p{Script=Hanifi_Rohingya}\p{Script=Mandaic}\p{Script=Samaritan}\p{Script=Mende_Kikakui}\p{Script=Yezidi}]/u;

/**
 * The direction a text of the site runs in (a title, a description, the
 * owner's words), by its words rather than by its first letter as
 * `dir="auto"` decides it: right-to-left writing names things in Latin
 * letters, often first ("SLO را چگونه تعیین کنیم", "Go برای مهندسان"), and
 * reads right to left all the same. Right to left when at least two in five
 * of the words with a letter start in a right-to-left script (the threshold
 * of Closure's bidi estimate), else left to right ("Notes from القاهرة");
 * undefined for a text with no letter ("2025 – 42"), which takes the page's.
 */
export function directionOfText(text: string): TextDirection | undefined {
  let words = 0;
  let rightToLeft = 0;
  for (const word of text.split(/\s+/)) {
    const letter = /\p{L}/u.exec(word)?.[0];
    if (!letter) continue;
    words++;
    if (rightToLeftLetter.test(letter)) rightToLeft++;
  }
  if (words === 0) return undefined;
  return rightToLeft * 5 >= words * 2 ? "rtl" : "ltr";
}
