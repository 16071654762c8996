import type { Experience } from "../../../content/schema/experience.ts";
import type { Links } from "../../../content/schema/site.ts";
import { closest } from "../validation/closest.ts";
import { entryKey, profileKey } from "./translate.ts";
import { careerKeyHint, careerKeys, careerParts } from "../career/career-keys.ts";
import { unknownLabels } from "../i18n/label-names.ts";
import { issue, keyIssue, record, type Issue } from "../validation/issues.ts";

// What content/languages.ts's schema cannot see: a language that is the
// site's own, labels the site does not have, and career entries the career
// does not have. Two languages never share a folder: one whose subtag
// another language of the site has takes its whole tag ("pt-br", "pt-pt").

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
    careerParts.flatMap((part) =>
      Object.keys(record(record(record(words).experience)[part]))
        .filter((key) => !known[part].some((name) => name.toLowerCase() === key.toLowerCase()))
        .map((key) =>
          keyIssue(
            ["languages", locale, "experience", part, key],
            key,
            `names no entry of the career, which names them "Name (YYYY-MM)" by their start${careerKeyHint(key, known[part])}`,
          ),
        ),
    ),
  );
}

/**
 * The posts, projects and profiles content/languages.ts words that the site
 * does not show, each named by its url (a profile by its url or its file),
 * with what it could mean: a key that names nothing would translate nothing.
 */
export function unknownWordedEntries(
  raw: unknown,
  shown: { posts: { url: string }[]; projects: { url: string }[]; more: Links["more"] },
): Issue[] {
  const parts = [
    ["posts", shown.posts.map((post) => post.url), "post"],
    ["projects", shown.projects.map((project) => project.url), "project"],
  ] as const;
  const profiles = shown.more.map(profileKey);
  return Object.entries(record(record(raw).languages)).flatMap(([locale, words]) => [
    ...parts.flatMap(([part, urls, what]) =>
      Object.keys(record(record(words)[part]))
        .filter((key) => !urls.some((url) => entryKey(url) === entryKey(key)))
        .map((key) =>
          keyIssue(
            ["languages", locale, part, key],
            key,
            `names no ${what} of the site, which are named by their url${hint(key, urls)}`,
          ),
        ),
    ),
    ...Object.keys(record(record(record(words).links).more))
      .filter((key) => !profiles.includes(key))
      .map((key) =>
        keyIssue(
          ["languages", locale, "links", "more", key],
          key,
          `names no profile of content/links.ts, which are named by their url or file${hint(key, profiles)}`,
        ),
      ),
  ]);
}

const hint = (key: string, known: readonly string[]) => {
  const near = closest(key, known, 12);
  return near ? `; did you mean "${near}"?` : "";
};
