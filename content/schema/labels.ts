import { z } from "zod";
import { text } from "./primitives.ts";

// The site's fixed words. Each language has a dictionary of them
// (app/lib/i18n/dictionaries/); the owner may replace any one in
// content/copy.ts, `labels`, without copying the rest.

/** A post written on the site: the words its body adds (pipeline/markdown/). */
export const postBodyLabels = [
  "alertNote",
  "alertTip",
  "alertImportant",
  "alertWarning",
  "alertCaution",
  "footnotesHeading",
  "footnoteBack",
  "sectionLink",
] as const;

/** A post's code: its copy button, which comes on intent (app/lib/posts/copy-code.ts). */
export const copyButtonLabels = ["copyCode", "codeCopied", "codeNotCopied"] as const;

/** Labels that are one piece of text. */
export const textLabels = [
  "skipLink",
  "mainNav",
  "navHome",
  "navProjects",
  "navBlog",
  "aboutLink",
  "recentArticles",
  "latestProjects",
  "viewMore",
  "morePosts",
  "moreProjects",
  "noPosts",
  "noProjects",
  "readMore",
  "aboutTitle",
  "aboutHeading",
  "blogTitle",
  "blogHeading",
  "projectsTitle",
  "projectsHeading",
  "letsConnect",
  "linkedIn",
  "gitHub",
  "xTwitter",
  "newTab",
  "socialProfiles",
  "builtWith",
  "skills",
  "notFoundTitle",
  "notFoundText",
  "errorText",
  "homeLink",
  "feedTitle",
  // Projects' stars, forks, freshness and filtering by technology (issue 27).
  "archived",
  "updatedOn",
  "techFilter",
  "allTech",
  // Career on About: the timeline's headings, dates and durations.
  "experienceHeading",
  "educationHeading",
  "certificatesHeading",
  // Talks, publications and awards on About (issue 34).
  "talksHeading",
  "publicationsHeading",
  "awardsHeading",
  "upcoming",
  "slides",
  "video",
  "present",
  "dateRange",
  "duration",
  // The theme switch (content/theme.ts `switch`): its name in each state.
  "themeSystem",
  "themeLight",
  "themeDark",
  ...postBodyLabels,
  ...copyButtonLabels,
] as const;

/** Labels with a count, a form for each plural category of the language ("{count}" is the number). */
export const countLabels = [
  "postsInYear",
  // Projects' stars, forks, freshness and filtering by technology (issue 27).
  "stars",
  "forks",
  "techShown",
  // Career on About: a duration's years and months.
  "durationYears",
  "durationMonths",
] as const;

export type TextLabel = (typeof textLabels)[number];
export type CountLabel = (typeof countLabels)[number];
export type LabelName = TextLabel | CountLabel;

/** The forms of Intl.PluralRules; `other` is the one every language has. */
export const pluralSchema = z.strictObject({
  zero: text.optional(),
  one: text.optional(),
  two: text.optional(),
  few: text.optional(),
  many: text.optional(),
  other: text,
});
export type Plural = z.infer<typeof pluralSchema>;

/**
 * The owner's replacements for single labels, every one optional. A name
 * that is not a label is refused by app/lib/content/content-checks.ts, which
 * sees the content as written.
 */
export const labelsSchema = z.object({
  ...(Object.fromEntries(textLabels.map((name) => [name, text.optional()])) as Record<
    TextLabel,
    z.ZodOptional<typeof text>
  >),
  ...(Object.fromEntries(countLabels.map((name) => [name, pluralSchema.optional()])) as Record<
    CountLabel,
    z.ZodOptional<typeof pluralSchema>
  >),
});

export type LabelOverrides = z.infer<typeof labelsSchema>;
