import { z } from "zod";
import { labelsSchema } from "./labels.ts";
import { locale } from "./locale.ts";
import { text } from "./primitives.ts";

// content/languages.ts, optional: the site in more languages than
// owner.locale's. Each language is keyed by its locale, written as
// owner.locale is ("ja_JP", "ar_EG"), and holds that language's words;
// every field is optional, and a field left out shows the default
// language's words, marked as such.

/** Your words on Home and About in this language. The name is yours in any language unless written here. */
const ownerWords = z.strictObject({
  name: text.optional(),
  jobTitle: text.optional(),
  greeting: text.optional(),
  bio: text.optional(),
  about: z
    .array(text)
    .length(3, { message: "must have exactly three paragraphs, as owner.about does" })
    .optional(),
  description: text.optional(),
  headshotAlt: text.optional(),
});

const pageWords = z.strictObject({ description: text.optional(), intro: text.optional() });

/** The words of your pages in this language, and any of the site's labels worded your way. */
const copyWords = z.strictObject({
  blog: pageWords.optional(),
  projects: pageWords.optional(),
  labels: labelsSchema.optional(),
});

/**
 * The career's words in this language, each entry named as content/overrides.ts
 * names it, by what it is and when it began: "Paystack (2021-03)". Reordering
 * the career cannot pair a role with another job's translation.
 */
const careerWords = z.strictObject({
  work: z
    .record(
      z.string(),
      z.strictObject({
        role: text.optional(),
        location: text.optional(),
        highlights: z.array(text).optional(),
      }),
    )
    .optional(),
  education: z
    .record(
      z.string(),
      z.strictObject({
        institution: text.optional(),
        degree: text.optional(),
        area: text.optional(),
      }),
    )
    .optional(),
  certificates: z
    .record(z.string(), z.strictObject({ name: text.optional(), issuer: text.optional() }))
    .optional(),
  talks: z
    .record(
      z.string(),
      z.strictObject({ title: text.optional(), event: text.optional(), location: text.optional() }),
    )
    .optional(),
  publications: z
    .record(
      z.string(),
      z.strictObject({
        title: text.optional(),
        publisher: text.optional(),
        summary: text.optional(),
      }),
    )
    .optional(),
  awards: z
    .record(
      z.string(),
      z.strictObject({
        title: text.optional(),
        awarder: text.optional(),
        summary: text.optional(),
      }),
    )
    .optional(),
});

/** One more language's words. */
export const languageWordsSchema = z.strictObject({
  owner: ownerWords.optional(),
  copy: copyWords.optional(),
  experience: careerWords.optional(),
});

/** content/languages.ts: the site's other languages, keyed by locale ("ja_JP"). */
export const languagesSchema = z.record(locale, languageWordsSchema);

export type LanguageWords = z.infer<typeof languageWordsSchema>;
export type Languages = z.infer<typeof languagesSchema>;
export type LanguagesInput = z.input<typeof languagesSchema>;
