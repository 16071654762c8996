import type { Translation } from "./translate.ts";

/**
 * What the build says of another language's words that content/languages.ts
 * leaves out: each field, which its pages show in the default language
 * (marked as such, so browsers and screen readers read it right).
 */
export function untranslatedNotice(locale: string, translation: Translation): string | undefined {
  const left = translation.untranslated;
  if (left.length === 0) return undefined;
  return [
    `Notice: content/languages.ts leaves ${left.length} of your words in ${locale}'s pages untranslated,`,
    `so they show in "${translation.defaultTag}". Add them under languages.${locale} to translate them:`,
    ...left.map((field) => `  - ${field}`),
  ].join("\n");
}
