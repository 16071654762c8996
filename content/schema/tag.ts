import { z } from "zod";
import { text } from "./primitives.ts";
import { slugProblem } from "./slug.ts";

// A post's tags: words a reader scans ("TypeScript", "web performance"),
// each leading to the page of the posts that carry it (/tags/<slug>).

/** A tag, as a reader scans it. */
export const tagSchema = text.max(40);

/** The same tag twice, letter case aside ("React" and "react" are one tag). */
export function noRepeatedTag(tags: string[], context: z.RefinementCtx) {
  const first = new Map<string, number>();
  tags.forEach((tag, index) => {
    const key = tag.trim().toLowerCase();
    const earlier = first.get(key);
    if (earlier === undefined) first.set(key, index);
    else
      context.addIssue({
        code: "custom",
        path: [index],
        input: tag,
        message: `repeats tags[${earlier}] ("${tags[earlier]}"); list each tag once`,
      });
  });
}

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
