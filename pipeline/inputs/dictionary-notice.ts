import { dictionaryNotice } from "../../app/lib/i18n/dictionary-notice.ts";
import type { Content } from "../../app/lib/content/validate-content.ts";

// The build loads its configuration files more than once in one process, and
// each load runs the input checks; a process-wide flag keeps it to one notice.
const noticed = Symbol.for("portfolio.dictionary-notice");
type Flagged = typeof globalThis & { [noticed]?: boolean };

/**
 * Prints, once per process, which labels are still in English when the
 * owner's language has no dictionary; returns whether it printed.
 */
export function noticeMissingDictionary(
  content: Content,
  print: (message: string) => void = (message) => console.warn(`\n${message}\n`),
): boolean {
  const global = globalThis as Flagged;
  const message = dictionaryNotice(content.owner.locale, content.copy);
  if (!message || global[noticed]) return false;
  global[noticed] = true;
  print(message);
  return true;
}

/** For tests: forget that the notice was printed. */
export function resetDictionaryNotice(): void {
  (globalThis as Flagged)[noticed] = false;
}
