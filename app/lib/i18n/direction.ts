/** The direction a language is written in. */
export type Direction = "ltr" | "rtl";

// Scripts written right to left (ISO 15924). The script of a language comes
// from Intl's likely subtags, so "ar", "fa", "ur", "he", "yi", "ps", "dv",
// "ckb" and "pa_PK" are right to left, and "ku" or "az" (Latin) are not.
const rightToLeft = new Set([
  "Adlm",
  "Arab",
  "Hebr",
  "Mand",
  "Mend",
  "Nkoo",
  "Rohg",
  "Samr",
  "Syrc",
  "Thaa",
  "Yezi",
]);

/**
 * "rtl" for a language written right to left, "ltr" otherwise. Takes a
 * locale in Open Graph's form ("ar_EG") or a language tag ("he-IL", "fa").
 */
export function textDirection(language: string): Direction {
  try {
    const { script } = new Intl.Locale(language.replaceAll("_", "-")).maximize();
    return script && rightToLeft.has(script) ? "rtl" : "ltr";
  } catch {
    return "ltr";
  }
}

// Letters of the right-to-left scripts above, as Unicode names them.
const rightToLeftLetter =
  /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Thaana}\p{Script=Syriac}\p{Script=Nko}\p{Script=Adlam}\p{Script=Hanifi_Rohingya}\p{Script=Mandaic}\p{Script=Samaritan}\p{Script=Mende_Kikakui}\p{Script=Yezidi}]/u;

/**
 * The direction a text runs in, by its first letter, as `dir="auto"` decides
 * it: "rtl" for "ميزان", "ltr" for "pg-migrate" or "3 ways" (digits and
 * punctuation do not decide), "ltr" when it has no letter at all.
 */
export function directionOfText(text: string): Direction {
  const letter = /\p{L}/u.exec(text)?.[0];
  return letter && rightToLeftLetter.test(letter) ? "rtl" : "ltr";
}
