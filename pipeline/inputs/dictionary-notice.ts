import { dictionaryNotice } from "../../app/lib/i18n/dictionary-notice.ts";
import type { Content } from "../../app/lib/content/validate-content.ts";
import { forgetPrinted, printOnce, printWarning } from "./print-once.ts";

/**
 * Prints, once per process, which labels are still in English when the
 * owner's language has no dictionary; returns whether it printed.
 */
export function noticeMissingDictionary(content: Content, print = printWarning): boolean {
  return printOnce(
    "dictionary-notice",
    dictionaryNotice(content.owner.locale, content.copy, {
      career: content.experience,
      translation: content.translation !== undefined,
    }),
    print,
  );
}

/** For tests: forget that the notice was printed. */
export const resetDictionaryNotice = () => forgetPrinted("dictionary-notice");
