import { z } from "zod";
import { postSchema, projectSchema } from "../../../content/schema/entries.ts";

// What content/imported/*.json hold: the site's own entries plus the source
// each came from (the site's schema ignores the extra key).
export const postRecordSchema = postSchema.extend({ source: z.string().optional() });
export const projectRecordSchema = projectSchema.extend({ source: z.string().optional() });
export type PostRecord = z.input<typeof postRecordSchema>;
export type ProjectRecord = z.input<typeof projectRecordSchema>;

export const sourcesSchema = z.object({
  posts: z.array(z.object({ feed: z.string() })).default([]),
  projects: z
    .array(z.object({ user: z.string(), forks: z.boolean(), archived: z.boolean() }))
    .default([]),
});
export type Sources = z.infer<typeof sourcesSchema>;

/** A post with its keys in one fixed order, so the file never changes by accident. */
export function postRecord(post: PostRecord): PostRecord {
  const { url, title, description, publishDate, thumbnail, thumbnailAlt, source } = post;
  return {
    url,
    title,
    description,
    publishDate,
    // Without a thumbnail the site shows the default one, with its own alt text.
    ...(thumbnail ? { thumbnail, thumbnailAlt: thumbnailAlt ?? "" } : {}),
    ...(source === undefined ? {} : { source }),
  };
}

export function projectRecord(project: ProjectRecord): ProjectRecord {
  const { url, title, description, tech, date, source } = project;
  return {
    url,
    title,
    description,
    tech: tech ?? [],
    ...(date ? { date } : {}),
    ...(source === undefined ? {} : { source }),
  };
}

const byUrl = (a: { url: string }, b: { url: string }) =>
  a.url < b.url ? -1 : a.url > b.url ? 1 : 0;
const byDateDesc = (a = "", b = "") => (a < b ? 1 : a > b ? -1 : 0);

/** Newest first, then by URL: one order whatever order the feeds had. */
export const sortPosts = (posts: PostRecord[]) =>
  [...posts].sort((a, b) => byDateDesc(a.publishDate, b.publishDate) || byUrl(a, b));

/** Latest push first, undated last, then by URL. */
export const sortProjects = (projects: ProjectRecord[]) =>
  [...projects].sort((a, b) => byDateDesc(a.date, b.date) || byUrl(a, b));
