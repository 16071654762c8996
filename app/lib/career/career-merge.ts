import type { Experience } from "../../../content/schema/experience.ts";
import { careerKey } from "./career-keys.ts";

type Changes = {
  hidden: string[];
  work: Record<string, Partial<Experience["work"][number]>>;
  education: Record<string, Partial<Experience["education"][number]>>;
};

const keyOf = (entry: Parameters<typeof careerKey>[0]) => careerKey(entry).toLowerCase();

/**
 * The career the site shows: the hand-written one (content/experience.ts)
 * and the imported one (content/imported/experience.json) without the
 * entries the owner hid, with their changes; a hand-written entry wins over
 * an imported one with its key.
 */
export function mergeCareer(
  own: Experience | undefined,
  imported: Experience | undefined,
  changes: Changes | undefined,
): Experience | undefined {
  if (!imported) return own;
  const hidden = new Set((changes?.hidden ?? []).map((key) => key.toLowerCase()));
  const pick = <T extends Parameters<typeof careerKey>[0]>(
    mine: T[] = [],
    theirs: T[] = [],
    changed: Record<string, Partial<T>> = {},
  ) => {
    const written = new Set(mine.map(keyOf));
    const byKey = new Map(
      Object.entries(changed).map(([key, change]) => [key.toLowerCase(), change]),
    );
    const kept = theirs
      .filter((entry) => !hidden.has(keyOf(entry)) && !written.has(keyOf(entry)))
      .map((entry) => ({ ...entry, ...byKey.get(keyOf(entry)) }));
    return [...mine, ...kept];
  };
  return {
    work: pick(own?.work, imported.work, changes?.work),
    education: pick(own?.education, imported.education, changes?.education),
    certificates: pick(own?.certificates, imported.certificates),
    talks: pick(own?.talks, imported.talks),
    publications: pick(own?.publications, imported.publications),
    awards: pick(own?.awards, imported.awards),
  };
}
