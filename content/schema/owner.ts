import { z } from "zod";
import { locale } from "./locale.ts";
import { imageName, text } from "./primitives.ts";

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
});

export type Owner = z.infer<typeof ownerSchema>;
export type OwnerInput = z.input<typeof ownerSchema>;
