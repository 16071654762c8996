import { z } from "zod";
import { text } from "../../../content/schema/primitives.ts";
import { ownerSchema } from "../../../content/schema/owner.ts";
import {
  overridesSchema,
  postDefaultsSchema,
  postSchema,
  projectSchema,
} from "../../../content/schema/entries.ts";
import { experienceSchema } from "../../../content/schema/experience.ts";
import { tagSlugsSchema } from "../../../content/schema/tag.ts";
import { languagesSchema } from "../../../content/schema/languages.ts";
import { copySchema, linksSchema, themeSchema } from "../../../content/schema/site.ts";
import type { SiteAddress } from "../metadata/own-urls.ts";
import { palette } from "../theme/accent.ts";
import { unknownCareerOverrides } from "../career/career-checks.ts";
import { mergeCareer } from "../career/career-merge.ts";
import {
  languageProblems,
  unknownCareerEntries,
  unknownWordedEntries,
} from "../languages/language-checks.ts";
import { siteLanguages } from "../languages/site-languages.ts";
import { translateContent, type Translation } from "../languages/translate.ts";
import { languageTag } from "../metadata/site-urls.ts";
import { careerInOrder } from "../career/career-order.ts";
import { formatIssues, plainErrors } from "../validation/format-issues.ts";
import { fieldsAt } from "../validation/schema-fields.ts";
import { contentProblems, type ContentFiles } from "./content-checks.ts";
import { mergeEntries } from "./merge-entries.ts";
import { ownPageLinks } from "./own-page-links.ts";

const contentSchema = z.object({
  owner: ownerSchema,
  links: linksSchema,
  copy: copySchema,
  theme: themeSchema,
  posts: z.array(postSchema),
  postDefaults: postDefaultsSchema,
  projects: z.array(projectSchema),
  importedPosts: z.array(postSchema),
  importedProjects: z.array(projectSchema),
  overrides: overridesSchema,
  experience: experienceSchema.optional(),
  importedExperience: experienceSchema.optional(),
  languages: languagesSchema.optional(),
  /** Words the same in every language (place and product names): never marked untranslated. */
  sameInEveryLanguage: z.array(text).optional(),
  /** The address of a tag's page, where the owner chose it (content/schema/tag.ts). */
  tagSlugs: tagSlugsSchema.optional(),
});

export type ContentInput = z.infer<typeof contentSchema>;
type Section = keyof ContentInput;

/** Where each part of the content is written, for error messages. */
const files: Record<Section, { file: string; name: string }> = {
  owner: { file: "content/owner.ts", name: "owner" },
  links: { file: "content/links.ts", name: "links" },
  copy: { file: "content/copy.ts", name: "copy" },
  theme: { file: "content/theme.ts", name: "theme" },
  posts: { file: "content/posts.ts", name: "posts" },
  postDefaults: { file: "content/posts.ts", name: "postDefaults" },
  projects: { file: "content/projects.ts", name: "projects" },
  importedPosts: { file: "content/imported/posts.json", name: "" },
  importedProjects: { file: "content/imported/projects.json", name: "" },
  overrides: { file: "content/overrides.ts", name: "overrides" },
  experience: { file: "content/experience.ts", name: "experience" },
  importedExperience: { file: "content/imported/experience.json", name: "" },
  languages: { file: "content/languages.ts", name: "languages" },
  sameInEveryLanguage: { file: "content/languages.ts", name: "sameInEveryLanguage" },
  tagSlugs: { file: "content/posts.ts", name: "tagSlugs" },
};

export class ContentError extends Error {
  override name = "ContentError";
}

/**
 * Checks the content against its schema, then what a schema cannot see (see
 * content-checks.ts), and returns it ready to show: imported entries merged
 * with the hand-written ones, posts and dated projects newest first, and the
 * colour palette. Every problem is reported in one error, each naming the
 * file, the entry and the field. `site` is the site's address (the
 * settings' base URL and path): no post or project may point at its pages.
 * `language`, one of content/languages.ts's locales, gives the content of
 * that language's pages; without it, the default language's.
 */
export function validateContent(
  raw: unknown,
  available: ContentFiles,
  site?: SiteAddress,
  language?: string,
) {
  // reportInput tells a missing value from a wrong one inside unions (union-branch.ts).
  const result = contentSchema.safeParse(raw, { error: plainErrors, reportInput: true });
  const problems = [
    ...(result.error?.issues ?? []),
    ...contentProblems(raw, available),
    ...ownPageLinks(raw, site),
    ...languageProblems(raw),
    ...unknownCareerOverrides(raw),
  ];
  if (problems.length === 0 && result.success) {
    const content = result.data;
    const experience = careerInOrder(
      mergeCareer(content.experience, content.importedExperience, content.overrides.experience),
    );
    problems.push(...unknownCareerEntries(raw, experience));
    const entries = mergeEntries(content);
    problems.push(...unknownWordedEntries(raw, { ...entries, more: content.links.more }));
    if (problems.length === 0) {
      const shown = {
        owner: content.owner,
        links: content.links,
        copy: content.copy,
        palette: palette(content.theme),
        themeSwitch: content.theme.switch === true,
        postDefaults: content.postDefaults,
        tagSlugs: content.tagSlugs ?? {},
        /** Each tag page's slug and the locales that have it (pipeline/inputs/post-tags.ts fills it). */
        tagLocales: {} as Record<string, string[]>,
        ...entries,
        experience,
        /** The site's languages, the default first; one for a site in one language. */
        languages: siteLanguages(content.owner.locale, content.languages),
        /** The files of content/files/ (each language's copy of one is named by languageFile). */
        files: [...available.files],
        /** The owner's name as each language writes it, the default's first, each once. */
        ownerNames: [
          ...new Set([
            content.owner.name,
            ...Object.values(content.languages ?? {}).flatMap((words) => words.owner?.name ?? []),
          ]),
        ],
        translation: undefined as Translation | undefined,
      };
      if (language === undefined) return shown;
      const words = content.languages?.[language];
      if (!words)
        throw new ContentError(
          `The site has no language "${language}": content/languages.ts names ${Object.keys(content.languages ?? {}).join(", ") || "none"}.`,
        );
      return translateContent(
        shown,
        words,
        language,
        languageTag(content.owner.locale),
        content.sameInEveryLanguage,
      );
    }
  }
  const lines = formatIssues(
    problems,
    (path) => describe(raw, path),
    (path) => fieldsAt(contentSchema, path),
  );
  throw new ContentError(`Invalid content:\n${lines}`);
}

export type Content = ReturnType<typeof validateContent>;

/** What names an entry in a message: a post's title, a job's organization, a school. */
const entryName = (entry: Record<string, unknown> | undefined) =>
  entry?.title ?? entry?.organization ?? entry?.institution ?? entry?.name;

function describe(raw: unknown, path: PropertyKey[]): { label: string; value: unknown } {
  const [section, ...rest] = path;
  const where = files[section as Section];
  if (!where) return { label: "content", value: raw };
  let label = `${where.file}: ${where.name}`;
  let node: unknown = (raw as Record<PropertyKey, unknown> | undefined)?.[section as string];
  rest.forEach((key, i) => {
    if (typeof key === "number") {
      const title = entryName((node as Record<string, unknown>[] | undefined)?.[key]);
      const first = rest.findIndex((part) => typeof part === "number") === i;
      label += `[${key}]${first && typeof title === "string" ? ` ("${title}")` : ""}`;
    } else if (label.endsWith(": ")) label += String(key);
    else
      label += /^[A-Za-z_$][\w$]*$/.test(String(key))
        ? `.${String(key)}`
        : `[${JSON.stringify(key)}]`;
    node = (node as Record<PropertyKey, unknown> | undefined)?.[key];
  });
  return { label, value: node };
}
