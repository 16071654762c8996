import type { Experience } from "../../../content/schema/experience.ts";
import { careerKeyHint, careerKeys, careerParts } from "./career-keys.ts";
import { issue, keyIssue, record, type Issue } from "../validation/issues.ts";

// What content/overrides.ts's schema cannot see of `experience`: a key that
// names no imported entry would hide or change nothing, silently; most often
// it is written without its month, or with another.

const rule = `names no imported entry (content/imported/experience.json), which are named "Name (YYYY-MM)" by their start`;

/** Each hidden or changed key of overrides.experience that no imported entry has, with what it could mean. */
export function unknownCareerOverrides(raw: unknown): Issue[] {
  const input = record(raw);
  const imported = Object.fromEntries(
    careerParts.map((part) => {
      const entries = record(input.importedExperience)[part];
      return [part, Array.isArray(entries) ? entries.filter(keyed) : []];
    }),
  ) as Partial<Experience>;
  const known = careerKeys(imported);
  const every = careerParts.flatMap((part) => known[part]);
  const has = (keys: string[], key: string) =>
    keys.some((name) => name.toLowerCase() === key.toLowerCase());
  const changes = record(record(input.overrides).experience);
  const hidden = Array.isArray(changes.hidden) ? changes.hidden : [];
  return [
    ...hidden.flatMap((key, i) =>
      typeof key === "string" && !has(every, key)
        ? [issue(["overrides", "experience", "hidden", i], key, rule + careerKeyHint(key, every))]
        : [],
    ),
    ...(["work", "education"] as const).flatMap((part) =>
      Object.keys(record(changes[part]))
        .filter((key) => !has(known[part], key))
        .map((key) =>
          keyIssue(
            ["overrides", "experience", part, key],
            key,
            rule + careerKeyHint(key, known[part]),
          ),
        ),
    ),
  ];
}

/** An entry a key can be made of: its name and month are text (the schema judges the rest). */
const keyed = (entry: unknown) => {
  const fields = record(entry);
  const name = fields.organization ?? fields.institution ?? fields.name ?? fields.title;
  const month = fields.start ?? fields.date;
  return typeof name === "string" && typeof month === "string";
};
