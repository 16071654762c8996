import { createHash } from "node:crypto";
import { z } from "zod";

// content/imported/home-posts.json: what `npm run import -- posts <feed>
// --home` wrote in content/posts/, so a refresh knows its own posts: by the
// original's URL, their folder, the feed, a hash of what the feed gave, and
// a hash of each file as it was written. A file whose bytes differ has been
// edited by the owner, and a refresh leaves the post alone.

export const homeRecordSchema = z.strictObject({
  /** The original's URL (without tracking parameters). */
  url: z.string(),
  /** Its folder: content/posts/<slug>/. */
  slug: z.string(),
  /** The feed it came from, as sources.json records it. */
  source: z.string(),
  /** A hash of the item as the feed gave it: the same on a refresh, nothing to do. */
  from: z.string(),
  /** Each file written into its folder (index.md, its images), with a hash of its bytes. */
  files: z.record(z.string(), z.string()),
});
export type HomeRecord = z.infer<typeof homeRecordSchema>;
export const homeRecordsSchema = z.array(homeRecordSchema);

/** How the post names its canonical URL: the original's, or none (this site's own). */
export type Canonical = "original" | "home";

/** A short hash of some bytes or text: enough to tell an edited file from the one written. */
export const hash = (data: string | Buffer) =>
  createHash("sha256").update(data).digest("hex").slice(0, 16);

/** A record with its keys in one order, so the file never changes by accident. */
export function homeRecord({ url, slug, source, from, files }: HomeRecord): HomeRecord {
  const sorted = Object.fromEntries(Object.entries(files).sort(([a], [b]) => (a < b ? -1 : 1)));
  return { url, slug, source, from, files: sorted };
}

export const sortHomeRecords = (records: HomeRecord[]) =>
  [...records].sort((a, b) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0));
