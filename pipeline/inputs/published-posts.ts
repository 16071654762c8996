import type { TranslationFrontMatter } from "../../content/schema/post-file.ts";
import type { LocalPost } from "./post-files.ts";

// Which posts a build shows: npm run build publishes neither drafts nor posts
// whose day has not come (the Pages workflow rebuilds daily, so a scheduled
// post appears on its day); npm run dev shows both, for the owner to read.

/** npm run build's mode, or npm run dev's. */
export type BuildMode = "production" | "dev";

export type PublishingTime = {
  /** The build's time: a post is published from the start of its publishDate in UTC. */
  now: Date;
  mode: BuildMode;
};

/** `now`'s day in UTC, YYYY-MM-DD, as a publishDate is written (so the two compare as text). */
export const utcDay = (now: Date) => now.toISOString().slice(0, 10);

/**
 * Whether a file with this front matter is shown: always in dev; in
 * production, unless a draft or not yet due (a translation without a day of
 * its own is due with its post).
 */
export function isPublished(
  { draft, publishDate }: Pick<TranslationFrontMatter, "draft" | "publishDate">,
  { now, mode }: PublishingTime,
): boolean {
  if (mode === "dev") return true;
  return !draft && (publishDate === undefined || publishDate <= utcDay(now));
}

/**
 * The posts a build shows, in their order: each whose index.md is published,
 * with those of its translations that are (a translation may be a draft, or
 * due later, on its own; the post's own draft or day holds back every one).
 */
export function publishedPosts(posts: readonly LocalPost[], time: PublishingTime): LocalPost[] {
  return posts
    .filter((post) => isPublished(post.default.frontMatter, time))
    .map((post) => ({
      ...post,
      translations: Object.fromEntries(
        Object.entries(post.translations).filter(([, file]) => isPublished(file.frontMatter, time)),
      ),
    }));
}
