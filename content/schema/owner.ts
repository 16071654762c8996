import { z } from "zod";
import { locale } from "./locale.ts";
import { imageName, text } from "./primitives.ts";

// Letters, not code units: "É" written as E and an accent is one letter. A
// zero-width non-joiner (between two Arabic letters, so they do not join) is none.
const letterCount = (value: string) =>
  [
    ...new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(
      value.replace(/\u200c/g, ""),
    ),
  ].length;

const monogram = z
  .string()
  .trim()
  .refine(
    (value) => value === "icon" || (!/\s/.test(value) && letterCount(value) <= 2 && value !== ""),
    {
      message: 'must be one or two letters, or "icon" for the site\'s icon',
    },
  );

/** Who the site is about: content/owner.ts. */
export const ownerSchema = z.object({
  name: text,
  jobTitle: text,
  greeting: text,
  /** One line under the greeting on Home. */
  bio: text,
  /** The three paragraphs of the About page. */
  about: z.array(text).length(3, { message: "must have exactly three paragraphs" }),
  /** Used where a page has no description of its own. */
  description: text,
  headshot: imageName,
  headshotAlt: text,
  knowsAbout: z.array(text),
  /** The language of the site: `<html lang>`, og:locale, dates. */
  locale,
  /**
   * The letters beside the name in the header (one or two), or "icon" for
   * the site's icon; by default the name's initials (app/lib/i18n/monogram.ts).
   */
  monogram: monogram.optional(),
});

export type Owner = z.infer<typeof ownerSchema>;
export type OwnerInput = z.input<typeof ownerSchema>;
