import { careerKey } from "../../../app/lib/career/career-keys.ts";
import { SourceError } from "../errors.ts";
import type { Counts, Skip } from "../outcome.ts";
import { readSource } from "../read-source.ts";
import { careerKinds, type CareerKind, type CareerRecords } from "../store/records.ts";
import { refuseCopyOfEarlier } from "./copy-of-earlier.ts";
import { earlierEntry } from "./earlier-entry.ts";
import { careerOfResume, type ResumeCareer } from "./json-resume.ts";

// `npm run import -- resume <file or URL>`: a JSON Resume's work, education,
// certificates, publications and awards into content/imported/experience.json.
// A résumé is the whole career at once, so its entries replace the ones it
// brought before, except that one it now breaks is never lost.

const maxBytes = 5 * 1024 * 1024;

/** The document at a URL or in a file, parsed; a source that is neither is a SourceError. */
async function readResume(source: string, timeoutMs: number): Promise<unknown> {
  const text = (await readSource(source, timeoutMs, maxBytes)).body.toString("utf8");
  try {
    return JSON.parse(text.replace(/^\uFEFF/, ""));
  } catch (error) {
    throw new SourceError(source, `not JSON (${(error as Error).message})`);
  }
}

/**
 * The career a résumé brings now, folded into the one it brought before,
 * with what changed. An entry the résumé now breaks that it brought before
 * is kept as it was, and said (`kept`): the owner fixes the résumé.
 */
export async function importResume(source: string, before: CareerRecords, timeoutMs: number) {
  const read = careerOfResume(await readResume(source, timeoutMs));
  if (!read)
    throw new SourceError(
      source,
      "not a JSON Resume: it has no work, education, certificates, publications or awards",
    );
  refuseCopyOfEarlier(source, validEntries(read), before);
  const counts: Counts = { added: 0, updated: 0, unchanged: 0 };
  const skipped: Skip[] = [];
  const kept: string[] = [];
  const notes: string[] = [];
  const career = {} as Record<CareerKind, unknown[]>;
  for (const kind of careerKinds) {
    const mine = (entry: { source?: string }) => entry.source === source;
    const earlier: Keyed[] = before[kind].filter(mine);
    const unmatched = new Set(earlier);
    const claim = (entry: Keyed | undefined) =>
      entry && unmatched.delete(entry) ? entry : undefined;
    // Valid entries first: an entry the résumé breaks may only stand for one no valid entry is.
    const valid = read[kind].map((item) => {
      if (!("entry" in item)) return undefined;
      const entry = { ...item.entry, source } as Keyed;
      const previous = claim(earlier.find((e) => unmatched.has(e) && sameKey(e, entry)));
      if (!previous) counts.added++;
      else if (JSON.stringify(previous) === JSON.stringify(entry)) counts.unchanged++;
      else counts.updated++;
      return entry;
    });
    // In the résumé's order, so a kept entry stays where it was.
    const arriving = read[kind].flatMap((item, i) => {
      if ("entry" in item) return [valid[i]!];
      const { label, why, fields } = item.refused;
      const previous = claim(earlierEntry(kind, fields, [...unmatched]));
      if (!previous) return (skipped.push({ name: label, why }), []);
      kept.push(`kept "${careerKey(previous)}" as imported before: ${why}`);
      return [previous];
    });
    if (unmatched.size > 0)
      notes.push(
        `removed ${unmatched.size} no longer in the résumé: ${[...unmatched].map(careerKey).join(", ")}`,
      );
    career[kind] = [...before[kind].filter((entry) => !mine(entry)), ...arriving];
  }
  return {
    career: career as CareerRecords,
    counts,
    skipped,
    kept,
    notes,
    warnings: [] as string[],
  };
}

type Keyed = Parameters<typeof careerKey>[0] & { source?: string };
const sameKey = (a: Keyed, b: Keyed) => careerKey(a) === careerKey(b);

/** The entries of each kind that the rules accept. */
const validEntries = (read: ResumeCareer) =>
  Object.fromEntries(
    careerKinds.map((kind) => [
      kind,
      read[kind].flatMap((item) => ("entry" in item ? [item.entry as Keyed] : [])),
    ]),
  ) as Record<CareerKind, Keyed[]>;
