import { z } from "zod";
import { noRepeated, text } from "./primitives.ts";
import { slugProblem } from "./slug.ts";

// A post's tags: words a reader scans ("TypeScript", "web performance"),
// each leading to the page of the posts that carry it (/tags/<slug>).

/** A tag, as a reader scans it. */
export const tagSchema = text.max(40);

/** The same tag twice, letter case aside ("React" and "react" are one tag). */
export const noRepeatedTag = noRepeated(
  (tag) => tag.trim().toLowerCase(),
  (earlier, first) => `repeats tags[${earlier}] ("${first}"); list each tag once`,
);

/** A list of tags, each once. */
export const tagsSchema = z.array(tagSchema).superRefine(noRepeatedTag);

/**
 * The address of a tag's page, by the tag as written, for an owner who wants
 * another than the one the build makes ({ "日本語": "japanese" }): a slug, as
 * a post's folder is named.
 */
export const tagSlugsSchema = z.record(
  tagSchema,
  z.string().superRefine((slug, context) => {
    const problem = slugProblem(slug);
    if (problem) context.addIssue({ code: "custom", input: slug, message: problem });
  }),
);
export type TagSlugs = z.infer<typeof tagSlugsSchema>;
