import { z } from "zod";
import { aliasSchema, noRepeatedAlias } from "./alias.ts";
import { httpUrl, isoDate, languageTag, text } from "./primitives.ts";
import { tagsSchema } from "./tag.ts";

// A post written on the site: the front matter of content/posts/<slug>/index.md
// and of each translation, index.<locale>.md, the YAML between the two "---"
// lines that open the file. The Markdown after them is the post.

/**
 * An update no earlier than the post (both written YYYY-MM-DD, so they compare
 * as text). Checked whatever else is wrong, so every mistake is said at once.
 */
function updatedNotBeforePublished(
  post: { publishDate?: unknown; updated?: unknown },
  context: z.RefinementCtx,
) {
  const { publishDate, updated } = post;
  const date = (value: unknown) => isoDate.safeParse(value).success;
  if (!date(publishDate) || !date(updated)) return;
  if ((updated as string) < (publishDate as string))
    context.addIssue({
      code: "custom",
      path: ["updated"],
      input: updated,
      message: `is before its publishDate "${publishDate}"`,
    });
}

/** The fields of a post's front matter, as index.md writes them. */
const postFields = {
  title: text,
  /** The summary under the title, on the blog's card and in the page's metadata. */
  description: text,
  /** The day it was published, YYYY-MM-DD; a day to come publishes it that day (a daily rebuild). */
  publishDate: isoDate,
  /** The day it last changed, YYYY-MM-DD, no earlier than publishDate. */
  updated: isoDate.optional(),
  tags: tagsSchema.default([]),
  /** A draft is shown by `npm run dev` and never published. */
  draft: z.boolean().default(false),
  /** The original's URL, when the post first appeared elsewhere: the page's canonical URL. */
  canonical: httpUrl.optional(),
  /**
   * The post's old addresses on your old site, as paths ("/2020/12/31/my-post/"):
   * each leads to the post, with a permanent redirect where the host can send
   * one. A translation's lead to the translation.
   */
  aliases: z.array(aliasSchema).superRefine(noRepeatedAlias).optional(),
  /** The series the post is a part of, by its name: each part's page lists the parts in order. */
  series: text.max(80).optional(),
  /**
   * The picture shared with the post's page (og:image), in its drawn card's
   * place: an image file beside index.md, named as its body names one
   * ("cover.jpg", "./cover.jpg"); a JPEG, PNG or WebP of at least 1200×630
   * (pipeline/inputs/share-image.ts checks the file).
   */
  image: z
    .string()
    .trim()
    .min(1, { message: "must be non-empty text" })
    .refine((name) => !/^[a-z][a-z0-9+.-]*:|^[/\\]/i.test(name), {
      message: 'must be an image file beside the post, named from its folder ("cover.jpg")',
    })
    .optional(),
  /** What the image shows, for those who cannot see it (og:image:alt); required with image. */
  imageAlt: text.optional(),
};

/** A part's place in its series: 1, 2, 3… each once (pipeline/inputs/post-series.ts). */
const part = z
  .number({ message: "must be a whole number, the post's place in its series (1, 2, 3…)" })
  .int({ message: "must be a whole number, the post's place in its series (1, 2, 3…)" })
  .min(1, { message: "must be 1 or more: the first part of a series is 1" });

/** A series and its part come together: the part says where the post stands in it. */
function seriesWithPart(post: { series?: unknown; part?: unknown }, context: z.RefinementCtx) {
  if (post.series !== undefined && post.part === undefined)
    context.addIssue({
      code: "custom",
      path: ["part"],
      input: undefined,
      message: "is missing: a post in a series says which part it is (part: 1, 2, 3…)",
    });
  if (post.part !== undefined && post.series === undefined)
    context.addIssue({
      code: "custom",
      path: ["series"],
      input: undefined,
      message: "is missing: a part belongs to a series (series: its name)",
    });
}

/** An image shared without words says nothing to a screen reader: imageAlt comes with it. */
function imageWithAlt(post: { image?: unknown; imageAlt?: unknown }, context: z.RefinementCtx) {
  if (post.image !== undefined && post.imageAlt === undefined)
    context.addIssue({
      code: "custom",
      path: ["imageAlt"],
      input: undefined,
      message:
        "is missing: a post's image comes with its text alternative (imageAlt: what it shows)",
    });
}

/** index.md's imageAlt describes its image: without one, it describes nothing. */
function altWithImage(post: { image?: unknown; imageAlt?: unknown }, context: z.RefinementCtx) {
  if (post.imageAlt !== undefined && post.image === undefined)
    context.addIssue({
      code: "custom",
      path: ["image"],
      input: undefined,
      message: "is missing: imageAlt describes the post's image (image: a file beside index.md)",
    });
}

const refined = {
  when: ({ value }: { value: unknown }) => typeof value === "object" && value !== null,
};

export const postFrontMatterSchema = z
  .strictObject({
    ...postFields,
    /**
     * The language index.md is written in, when not the site's default (a
     * BCP 47 tag: "en", "pt-BR"): its pages mark it so, and when it is one
     * of the site's languages, that language's page is the post's own. A
     * translation has none: its file's name says its language.
     */
    lang: languageTag.optional(),
    /** Its place in its series: 1, 2, 3… */
    part: part.optional(),
  })
  .superRefine(updatedNotBeforePublished, refined)
  .superRefine(seriesWithPart, refined)
  .superRefine(imageWithAlt, refined)
  .superRefine(altWithImage, refined);

/**
 * A translation's front matter, index.<locale>.md: its own words (title,
 * description, tags) over one post, whose day (index.md's publishDate) it
 * shows and whose draft holds it back. Its own publishDate and draft only
 * hold the translation back (a translation published later); tags left out
 * are the post's, as a field content/languages.ts leaves out is the default
 * language's. Its updated and canonical are its own: a change or an original
 * elsewhere of the post's text is not one of the translation's. Its imageAlt
 * describes the post's image in its language; an image of its own (a picture
 * with words in it) comes with its own imageAlt.
 */
export const translationFrontMatterSchema = z
  .strictObject({
    ...postFields,
    /** The day the translation is published, when later than the post's; without it, with the post. */
    publishDate: isoDate.optional(),
    /** Left out: the post's tags. */
    tags: tagsSchema.optional(),
    // Said apart from an unknown field, whose "did you mean" would be another field.
    lang: z
      .never({
        message:
          "is index.md's alone: a translation's language is its file's name (index.<locale>.md)",
      })
      .optional(),
  })
  .superRefine(updatedNotBeforePublished, refined)
  .superRefine(imageWithAlt, refined);

export type PostFrontMatter = z.infer<typeof postFrontMatterSchema>;
export type PostFrontMatterInput = z.input<typeof postFrontMatterSchema>;
// Its `lang` is only ever refused: the type leaves it out.
export type TranslationFrontMatter = Omit<z.infer<typeof translationFrontMatterSchema>, "lang">;
