import type { z } from "zod";
import type { Experience } from "../../../content/schema/experience.ts";
import { locale as localeSchema } from "../../../content/schema/locale.ts";
import { unknownLabels } from "../i18n/label-names.ts";
import { closest } from "../validation/closest.ts";
import { siteLanguages } from "./site-languages.ts";
import { careerKeys } from "./translate.ts";

// What content/languages.ts's schema cannot see: a language that is the
// site's own, two languages at one URL, labels the site does not have, and
// career entries the career does not have.

type Issue = z.core.$ZodIssue;
const issue = (path: PropertyKey[], input: unknown, message: string): Issue => ({
  code: "custom",
  path,
  input,
  message,
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
          issue(
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
  return [...problems, ...sharedFolders(owner, Object.keys(languages))];
}

/** Two languages whose pages would be at the same URL: the second is named. */
export function sharedFolders(owner: string, locales: string[]): Issue[] {
  const valid = locales.filter((locale) => localeSchema.safeParse(locale).success);
  if (!localeSchema.safeParse(owner).success) return [];
  const seen = new Map<string, string>();
  return siteLanguages(owner, Object.fromEntries(valid.map((locale) => [locale, {}])))
    .slice(1)
    .flatMap(({ locale, prefix }) => {
      const first = seen.get(prefix);
      seen.set(prefix, locale);
      return first
        ? [
            issue(
              ["languages", locale],
              locale,
              `would have its pages at /${prefix}/, as languages.${first} does; keep one of them`,
            ),
          ]
        : [];
    });
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
          return issue(
            ["languages", locale, "experience", part, key],
            key,
            `names no entry of the career, which names them "Name (YYYY-MM)" by their start${hint}`,
          );
        }),
    ),
  );
}
