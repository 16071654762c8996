import { z } from "zod";
import { httpUrl } from "../app/lib/settings-schema.ts";

const text = z.string().trim().min(1, { message: "must be non-empty text" });

const isoDate = z.string().refine(isRealIsoDate, {
  message: "must be a real calendar date written YYYY-MM-DD",
});

function isRealIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** An image file name inside `content/images/`, such as "headshot.jpg". */
export const imageName = z.string().regex(/^[\w.-]+\.(jpe?g|png|webp|avif)$/i, {
  message: "must be an image file name in content/images (.jpg, .png, .webp or .avif)",
});

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
  locale: z.string().regex(/^[a-z]{2}(_[A-Z]{2})?$/, { message: 'must look like "en_US"' }),
});

export const postSchema = z.object({
  url: httpUrl,
  title: text,
  description: text,
  publishDate: isoDate,
  thumbnail: imageName,
  thumbnailAlt: z.string(),
});

export const projectSchema = z.object({
  url: httpUrl,
  title: text,
  description: text,
  tech: z.array(text).default([]),
});

export type Owner = z.infer<typeof ownerSchema>;
export type Post = z.infer<typeof postSchema>;
export type Project = z.infer<typeof projectSchema>;
export type OwnerInput = z.input<typeof ownerSchema>;
export type PostInput = z.input<typeof postSchema>;
export type ProjectInput = z.input<typeof projectSchema>;
