import type { Image } from "./posts/images.ts";
import { identity } from "./posts/urls.ts";

/** What importing one source gave: its entries, and what people should hear about. */
export type Outcome<T> = {
  entries: T[];
  /** Each left-out entry and why it was left out. */
  skipped: Skip[];
  /** Warnings about entries that were imported (such as "no image"). */
  notes: string[];
  /** Warnings about the source as a whole (a feed that does not look like a blog's). */
  warnings: string[];
  images: Image[];
};

export type Skip = { name: string; why: string };

export type Counts = { added: number; updated: number; unchanged: number };

/**
 * Fold a source's entries into those imported before, by identity: new
 * ones are added, changed ones replaced in place (`combine` says what the
 * entry becomes, such as the union of their sources), and entries a feed no
 * longer lists are kept (feeds carry only their latest items).
 */
export function merge<T extends { url: string }>(
  existing: T[],
  incoming: T[],
  same: (a: T, b: T) => boolean,
  combine: (before: T, after: T) => T = (_, after) => after,
): { entries: T[]; counts: Counts; replaced: [before: T, after: T][] } {
  const entries = [...existing];
  const index = new Map(entries.map((entry, i) => [identity(entry.url), i]));
  const counts: Counts = { added: 0, updated: 0, unchanged: 0 };
  const replaced: [T, T][] = [];
  for (const arriving of incoming) {
    const at = index.get(identity(arriving.url));
    if (at === undefined) {
      index.set(identity(arriving.url), entries.push(arriving) - 1);
      counts.added++;
      continue;
    }
    const entry = combine(entries[at]!, arriving);
    if (same(entries[at]!, entry)) counts.unchanged++;
    else {
      replaced.push([entries[at]!, entry]);
      entries[at] = entry;
      counts.updated++;
    }
  }
  return { entries, counts, replaced };
}
