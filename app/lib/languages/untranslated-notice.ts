import type { Translation } from "./translate.ts";

/**
 * What the build says of another language's words that content/languages.ts
 * leaves out: how many, in one line, and where to see them. Its pages show
 * them in the default language, marked as such, so browsers and screen
 * readers read them right.
 */
export function untranslatedNotice(locale: string, translation: Translation): string | undefined {
  const left = translation.untranslated.length;
  if (left === 0) return undefined;
  const words = left === 1 ? "1 of your words" : `${left} of your words`;
  return (
    `Notice: content/languages.ts leaves ${words} in ${locale}'s pages in "${translation.defaultTag}" ` +
    "(shown marked as such); `npm run untranslated` lists them."
  );
}

/**
 * Every word a language leaves in the default language, as content/languages.ts
 * would name it under that language, and how to mark a word that is the same
 * in every language.
 */
export function untranslatedList(locale: string, translation: Translation): string[] {
  return translation.untranslated.map((field) => `languages.${locale}.${field}`);
}
