import { z } from "zod";
import { postSchema, projectSchema } from "../../../content/schema/entries.ts";
import {
  awardSchema,
  certificateSchema,
  educationSchema,
  publicationSchema,
  workSchema,
} from "../../../content/schema/experience.ts";

// What content/imported/*.json hold: the site's own entries plus the source
// each came from (the site's schema ignores the extra key): one feed URL or
// "github:<login>", or a list of them when several sources brought the entry.
const source = z.union([z.string(), z.array(z.string()).min(1)]).optional();
export const postRecordSchema = postSchema.extend({ source });
export const projectRecordSchema = projectSchema.extend({ source });
export type PostRecord = z.input<typeof postRecordSchema>;
export type ProjectRecord = z.input<typeof projectRecordSchema>;
type Sourced = { source?: string | string[] };

/**
 * content/imported/experience.json: the career a résumé brought, each entry
 * with its source. JSON Resume has no talks, so the file has none. A file
 * written before publications and awards were imported may lack them.
 */
export const careerRecordsSchema = z.object({
  work: z.array(workSchema.and(z.object({ source: z.string() }))),
  education: z.array(educationSchema.and(z.object({ source: z.string() }))),
  certificates: z.array(certificateSchema.extend({ source: z.string() })),
  publications: z.array(publicationSchema.extend({ source: z.string() })).default([]),
  awards: z.array(awardSchema.extend({ source: z.string() })).default([]),
});
export type CareerRecords = z.infer<typeof careerRecordsSchema>;
export type CareerKind = keyof CareerRecords;
export const careerKinds: CareerKind[] = [
  "work",
  "education",
  "certificates",
  "publications",
  "awards",
];
export const noCareerRecords: CareerRecords = {
  work: [],
  education: [],
  certificates: [],
  publications: [],
  awards: [],
};

export const sourcesSchema = z.object({
  posts: z
    .array(
      z.object({
        feed: z.string(),
        // Written only for a feed brought home (--home --canonical original|home).
        home: z.literal(true).optional(),
        canonical: z.enum(["original", "home"]).optional(),
        // Written only when asked for, for a platform's export brought home (exports/).
        drafts: z.literal(true).optional(),
        categories: z.literal(true).optional(),
        site: z.string().optional(),
      }),
    )
    .default([]),
  projects: z
    .array(
      z.object({
        user: z.string(),
        forks: z.boolean(),
        archived: z.boolean(),
        // Written only when set, so the sources of a run without --pinned stay as they were.
        pinned: z.boolean().optional(),
      }),
    )
    .default([]),
  /** JSON Resumes (URLs or files); the key is written only once there is one. */
  resume: z.array(z.object({ source: z.string() })).optional(),
});
export type Sources = z.infer<typeof sourcesSchema>;

/** How a project records the GitHub account it came from. */
export const projectSource = (user: string) => `github:${user}`;

/** The sources that brought an entry. */
export function sourcesOf(entry: Sourced): string[] {
  if (entry.source === undefined) return [];
  return typeof entry.source === "string" ? [entry.source] : entry.source;
}

/** The `source` key for these sources: one string, a list, or none. */
export function sourceField(sources: string[]): Sourced {
  const unique = [...new Set(sources)];
  if (unique.length === 0) return {};
  return { source: unique.length === 1 ? unique[0]! : unique };
}

/** A post with its keys in one fixed order, so the file never changes by accident. */
export function postRecord(post: PostRecord): PostRecord {
  const { url, title, description, publishDate, thumbnail, thumbnailAlt, lang } = post;
  return {
    url,
    title,
    ...(description ? { description } : {}),
    publishDate,
    // Without a thumbnail the site shows the default one, with its own alt text.
    ...(thumbnail ? { thumbnail, thumbnailAlt: thumbnailAlt ?? "" } : {}),
    ...(lang ? { lang } : {}),
    ...sourceField(sourcesOf(post)),
  };
}

export function projectRecord(project: ProjectRecord): ProjectRecord {
  const { url, title, description, tech, date, updated, stars, forks, archived, featured } =
    project;
  return {
    url,
    title,
    description,
    tech: tech ?? [],
    ...(date ? { date } : {}),
    ...(updated ? { updated } : {}),
    ...(stars !== undefined ? { stars } : {}),
    ...(forks !== undefined ? { forks } : {}),
    ...(archived ? { archived } : {}),
    ...(featured ? { featured } : {}),
    ...sourceField(sourcesOf(project)),
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
