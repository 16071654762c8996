import { z } from "zod";
import {
  awardSchema,
  certificateSchema,
  educationFields,
  publicationSchema,
  talkSchema,
  workFields,
} from "./experience.ts";
import { labelsSchema } from "./labels.ts";
import { locale } from "./locale.ts";
import { postSchema, projectSchema } from "./entries.ts";
import { ownerSchema } from "./owner.ts";
import { copySchema, linksSchema } from "./site.ts";
import {
  careerWords,
  entryWords,
  linkWords,
  ownerWords,
  pageWords,
  profileWords,
} from "./translatable.ts";
import { text } from "./primitives.ts";

// content/languages.ts, optional: the site in more languages than
// owner.locale's. Each language is keyed by its locale, written as
// owner.locale is ("ja_JP", "ar_EG"), and holds that language's words;
// every field is optional, and a field left out shows the default
// language's words, marked as such. Which fields those are is
// content/schema/translatable.ts; each keeps the rule it has where it is
// first written (owner.about's three paragraphs, a highlight's text).

/** A field's rule, optional, without its default: a field left out is untranslated, not empty. */
function optional(field: z.ZodType): z.ZodOptional<z.ZodType> {
  const def = (field as unknown as { _zod: { def: { type: string; innerType?: z.ZodType } } })._zod
    .def;
  return (def.type === "default" && def.innerType ? def.innerType : field).optional();
}

/** The words of `shape` that `fields` name, each optional, and no other field. */
function wordsOf<Shape extends z.ZodRawShape, Fields extends Partial<Record<keyof Shape, unknown>>>(
  shape: Shape,
  fields: Fields,
) {
  const picked = Object.fromEntries(
    Object.keys(fields).map((name) => [name, optional(shape[name] as z.ZodType)]),
  );
  return z.strictObject(
    picked as unknown as {
      [Name in keyof Fields & keyof Shape]: z.ZodOptional<Unwrapped<Shape[Name]>>;
    },
  );
}
type Unwrapped<T> = T extends z.ZodDefault<infer Inner> ? Inner : T;
type WordsOf<Shape extends z.ZodRawShape, Fields> = z.ZodObject<
  { [Name in keyof Fields & keyof Shape]: z.ZodOptional<Unwrapped<Shape[Name]>> },
  z.core.$strict
>;

/** The career's words, each entry named as content/overrides.ts names it: "Paystack (2021-03)". */
const careerShapes = {
  work: workFields.shape,
  education: educationFields.shape,
  certificates: certificateSchema.shape,
  talks: talkSchema.shape,
  publications: publicationSchema.shape,
  awards: awardSchema.shape,
};
const entriesOf = <
  Shape extends z.ZodRawShape,
  Fields extends Partial<Record<keyof Shape, unknown>>,
>(
  shape: Shape,
  fields: Fields,
) => z.record(z.string(), wordsOf(shape, fields)).optional();

type CareerPart = keyof typeof careerWords;
const careerEntries = Object.fromEntries(
  Object.entries(careerWords).map(([part, fields]) => [
    part,
    entriesOf(careerShapes[part as CareerPart], fields),
  ]),
) as unknown as {
  [Part in CareerPart]: z.ZodOptional<
    z.ZodRecord<z.ZodString, WordsOf<(typeof careerShapes)[Part], (typeof careerWords)[Part]>>
  >;
};

/** One more language's words. */
export const languageWordsSchema = z.strictObject({
  /** Your words on Home and About in this language. The name is yours in any language unless written here. */
  owner: wordsOf(ownerSchema.shape, ownerWords).optional(),
  /** The words of your pages in this language, and any of the site's labels worded your way. */
  copy: z
    .strictObject({
      blog: wordsOf(copySchema.shape.blog.shape, pageWords).optional(),
      projects: wordsOf(copySchema.shape.projects.shape, pageWords).optional(),
      labels: labelsSchema.optional(),
    })
    .optional(),
  /** Your address line in this language, and your profiles' labels, each named by its `url` or `file`. */
  links: z
    .strictObject({
      ...wordsOf(linksSchema.shape, linkWords).shape,
      more: z.record(z.string(), wordsOf({ label: text }, profileWords)).optional(),
    })
    .optional(),
  /** Your posts' and projects' titles and descriptions, each named by its `url`. */
  posts: z.record(z.string(), wordsOf(postSchema.shape, entryWords)).optional(),
  projects: z.record(z.string(), wordsOf(projectSchema.shape, entryWords)).optional(),
  /**
   * The career's words in this language, each entry named by what it is and
   * when it began. Reordering the career cannot pair a role with another job's translation.
   */
  experience: z.strictObject(careerEntries).optional(),
});

/** content/languages.ts: the site's other languages, keyed by locale ("ja_JP"). */
export const languagesSchema = z.record(locale, languageWordsSchema);

export type LanguageWords = z.infer<typeof languageWordsSchema>;
export type Languages = z.infer<typeof languagesSchema>;
export type LanguagesInput = z.input<typeof languagesSchema>;
