import type { z } from "zod";
import type { Experience } from "../../../content/schema/experience.ts";
import { unknownLabels } from "../i18n/label-names.ts";
import { closest } from "../validation/closest.ts";
import { careerKeys } from "./translate.ts";

// What content/languages.ts's schema cannot see: a language that is the
// site's own, labels the site does not have, and career entries the career
// does not have. Two languages never share a folder: one whose subtag
// another language of the site has takes its whole tag ("pt-br", "pt-pt").

type Issue = z.core.$ZodIssue;
const issue = (path: PropertyKey[], input: unknown, message: string): Issue => ({
  code: "custom",
  path,
  input,
  message,
});
/** A mistake in a key (a language, a career entry's name): its line shows the key. */
const keyIssue = (path: PropertyKey[], key: string, message: string): Issue => ({
  code: "custom",
  path,
  input: key,
  message,
  params: { key: true },
});
const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === "object" ? (value as Record<string, unknown>) : {};

/** Problems of content/languages.ts that need owner.locale to see. */
export function languageProblems(raw: unknown): Issue[] {
  const input = record(raw);
  const languages = record(input.languages);
  const owner = String(record(input.owner).locale ?? "");
  const subtag = (locale: string) => locale.split("_")[0];
  const problems = Object.entries(languages).flatMap(([locale, words]) => [
    ...(locale === owner || (!locale.includes("_") && locale === subtag(owner))
      ? [
          keyIssue(
            ["languages", locale],
            locale,
            `is the site's own language (content/owner.ts: owner.locale "${owner}"): its words are content/owner.ts's and content/copy.ts's; remove it here`,
          ),
        ]
      : []),
    ...unknownLabels(record(record(words).copy).labels).map(({ name, value, problem }) =>
      issue(["languages", locale, "copy", "labels", name], value, problem),
    ),
  ]);
  return problems;
}

/**
 * Career entries content/languages.ts names that the career (written and
 * imported, as the site shows it) does not have, each with what it could mean.
 */
export function unknownCareerEntries(raw: unknown, career: Experience): Issue[] {
  const known = careerKeys(career);
  return Object.entries(record(record(raw).languages)).flatMap(([locale, words]) =>
    (["work", "education", "certificates"] as const).flatMap((part) =>
      Object.keys(record(record(record(words).experience)[part]))
        .filter((key) => !known[part].some((name) => name.toLowerCase() === key.toLowerCase()))
        .map((key) => {
          const named = key.replace(/\s*\(.*$/, "").toLowerCase();
          const same = known[part].filter((name) => name.toLowerCase().startsWith(`${named} (`));
          const near = same.length ? same : [closest(key, known[part], 8)].flatMap((k) => k ?? []);
          const hint = near.length
            ? `; did you mean ${near.map((k) => `"${k}"`).join(" or ")}?`
            : "";
          return keyIssue(
            ["languages", locale, "experience", part, key],
            key,
            `names no entry of the career, which names them "Name (YYYY-MM)" by their start${hint}`,
          );
        }),
    ),
  );
}
