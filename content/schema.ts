import { z } from "zod";

// The rules the content is checked against when the site is built. It stands
// on its own (zod only), so a fork can read it without knowing the code.

export const httpUrl = z.string().refine(isHttpUrl, {
  message: "must be an absolute http(s) URL",
});

// A DNS name of non-empty labels that do not start or end with "-", or an IP address.
const hostName =
  /^(?:(?!-)[a-z0-9-]{1,63}(?<!-)\.)*(?!-)[a-z0-9-]{1,63}(?<!-)\.?$|^\[[0-9a-f:.]+\]$/;

export function isHttpUrl(value: string): boolean {
  // The URL parser forgives what a person would call a typo ("https:x.com",
  // stray whitespace); insist on the written form instead.
  if (/\s/.test(value) || !/^https?:\/\//i.test(value) || !URL.canParse(value)) return false;
  return hostName.test(new URL(value).hostname);
}

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
