import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import { careerKey } from "../../../app/lib/career/career-merge.ts";
import type { Experience } from "../../../content/schema/experience.ts";
import { describe, SourceError } from "../errors.ts";
import { FetchError, get } from "../http.ts";
import type { Counts, Skip } from "../outcome.ts";
import type { CareerRecords } from "../store/records.ts";
import { careerOfResume } from "./json-resume.ts";

// `npm run import -- resume <file or URL>`: a JSON Resume's work, education
// and certificates into content/imported/experience.json. A résumé is the
// whole career at once, so its entries replace the ones it brought before.

const isUrl = (source: string) => /^https?:\/\//i.test(source);
const maxBytes = 5 * 1024 * 1024;

/** The document at a URL or in a file, parsed; a source that is neither is a SourceError. */
async function readResume(source: string, timeoutMs: number): Promise<unknown> {
  let text: string;
  try {
    text = isUrl(source)
      ? (await get(source, timeoutMs, maxBytes)).body.toString("utf8")
      : await readFile(resolve(source), "utf8");
  } catch (error) {
    if (error instanceof FetchError) throw new SourceError(source, error.message);
    const code = (error as NodeJS.ErrnoException).code;
    throw new SourceError(source, code === "ENOENT" ? "no such file" : describe(error));
  }
  try {
    return JSON.parse(text.replace(/^\uFEFF/, ""));
  } catch (error) {
    throw new SourceError(source, `not JSON (${(error as Error).message})`);
  }
}

type Kind = keyof Experience;
const kinds: Kind[] = ["work", "education", "certificates"];

/** The career a résumé brings now, folded into the one it brought before, with what changed. */
export async function importResume(source: string, before: CareerRecords, timeoutMs: number) {
  const read = careerOfResume(await readResume(source, timeoutMs));
  if (!read)
    throw new SourceError(source, "not a JSON Resume: it has no work, education or certificates");
  const counts: Counts = { added: 0, updated: 0, unchanged: 0 };
  const notes: string[] = [];
  const career = {} as CareerRecords;
  for (const kind of kinds) {
    const mine = (entry: { source?: string }) => entry.source === source;
    const old = new Map(before[kind].filter(mine).map((entry) => [careerKey(entry), entry]));
    const arriving = read.career[kind].map((entry) => ({ ...entry, source }));
    for (const entry of arriving) {
      const previous = old.get(careerKey(entry));
      old.delete(careerKey(entry));
      if (!previous) counts.added++;
      else if (JSON.stringify(previous) === JSON.stringify(entry)) counts.unchanged++;
      else counts.updated++;
    }
    if (old.size > 0)
      notes.push(`removed ${old.size} no longer in the résumé: ${[...old.keys()].join(", ")}`);
    (career[kind] as unknown[]) = [...before[kind].filter((entry) => !mine(entry)), ...arriving];
  }
  return { career, counts, skipped: read.skipped as Skip[], notes, warnings: [] as string[] };
}

/** How a source is recorded: a URL as written, a file by its path from the project. */
export const resumeSource = (source: string) =>
  isUrl(source) ? source : resolve(source).replace(`${process.cwd()}/`, "");
