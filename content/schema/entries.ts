import { z } from "zod";
import { experienceOverridesSchema } from "./experience.ts";
import { httpUrl, imageName, isoDate, isoMonth, languageTag, text } from "./primitives.ts";
import { tagsSchema } from "./tag.ts";

/** A post hosted elsewhere: content/posts.ts, and content/imported/posts.json. */
export const postSchema = z.object({
  url: httpUrl,
  title: text,
  /** Without one (a link blog, a release feed), the card shows the title and date only. */
  description: text.optional(),
  publishDate: isoDate,
  /** Without one, the post shows `postDefaults.thumbnail`, or one drawn in the accent colours. */
  thumbnail: imageName.optional(),
  thumbnailAlt: z.string().default(""),
  /** The post's language when it is not the site's, as a BCP 47 tag: "fr", "pt-BR", "ar". */
  lang: languageTag.optional(),
  /** Its tags: each leads to the page of the posts, here and elsewhere, that carry it. */
  tags: tagsSchema.optional(),
});

const count = z.number().int({ message: "must be a whole number" }).min(0, {
  message: "must be 0 or more",
});

/** A project: content/projects.ts, and content/imported/projects.json. */
export const projectSchema = z.object({
  url: httpUrl,
  title: text,
  description: text,
  tech: z.array(text).default([]),
  /** When it last changed, YYYY-MM-DD: dated projects are listed newest first. */
  date: isoDate.optional(),
  // Its signal, each optional (a project without them shows none): what `npm run import`
  // records from GitHub, or what you write.
  /** Stars, shown compactly ("1.2K"); the importer rounds them as that shows (1234 → 1200). */
  stars: count.optional(),
  /** Forks, shown and rounded as stars are. */
  forks: count.optional(),
  /** The card says "Archived": no longer maintained. */
  archived: z.boolean().optional(),
  /** The month it last changed, YYYY-MM: the card says "Updated March 2025". */
  updated: isoMonth.optional(),
  /** Listed first on Home (the importer's --pinned sets it for pinned repositories). */
  featured: z.boolean().optional(),
});

/**
 * What a post without its own thumbnail shows: an image of content/images, or
 * without one, an image the build draws in the theme's accent colours.
 */
export const postDefaultsSchema = z.object({
  thumbnail: imageName.optional(),
  thumbnailAlt: z.string().default(""),
});

/** Changes to imported entries that survive every refresh: content/overrides.ts. */
export const overridesSchema = z.object({
  /** Canonical URLs of imported posts and projects not to show. */
  hidden: z.array(httpUrl).default([]),
  /** Fields that replace an imported post's, by its URL. */
  posts: z.record(z.string(), postSchema.partial().omit({ url: true })).default({}),
  /** Fields that replace an imported project's, by its URL. */
  projects: z.record(z.string(), projectSchema.partial().omit({ url: true })).default({}),
  /** Imported jobs, schools and certificates to hide or change (content/schema/experience.ts). */
  experience: experienceOverridesSchema.optional(),
});

export type Post = z.infer<typeof postSchema>;
export type Project = z.infer<typeof projectSchema>;
export type PostInput = z.input<typeof postSchema>;
export type ProjectInput = z.input<typeof projectSchema>;
export type PostDefaults = z.infer<typeof postDefaultsSchema>;
export type PostDefaultsInput = z.input<typeof postDefaultsSchema>;
export type OverridesInput = z.input<typeof overridesSchema>;
