import { existsSync } from "node:fs";
import { join } from "node:path";
import type { Outcome } from "../outcome.ts";
import { label } from "../report.ts";
import { hasScheme, isUrl } from "../source-location.ts";
import type { ContentState } from "../store/content.ts";
import { postRecord, postRecordSchema, type PostRecord } from "../store/records.ts";
import { calendarDate } from "./dates.ts";
import { readFeed } from "./feed.ts";
import { clip, contentImages, firstText } from "./html.ts";
import { fetchImage, imageStem, type Image, type ImageLimits } from "./images.ts";
import { postLanguage } from "./language.ts";
import { canonicalUrl, httpUrl, identity } from "./urls.ts";

// Descriptions are summaries: the site shortens them further (VITE_BLOG_DESCRIPTION_LIMIT).
const maxDescription = 500;
// Image candidates tried per post before it falls back to the default thumbnail.
const maxTries = 3;

type Candidate = { post: PostRecord; name: string; imageUrls: string[] };

/** The posts of one feed, each with its thumbnail downloaded and checked. */
export async function importPosts(
  feed: string,
  state: ContentState,
  limits: ImageLimits,
): Promise<Outcome<PostRecord>> {
  const items = await readFeed(feed, limits.timeoutMs);
  const outcome: Outcome<PostRecord> = {
    entries: [],
    skipped: [],
    notes: [],
    images: [],
    warnings: [],
  };
  const seen = new Set<string>();
  const candidates: Candidate[] = [];
  // A post brought home (--home) is the owner's own now: never an external entry again.
  const home = new Map((state.home ?? []).map((record) => [identity(record.url), record.slug]));
  for (const item of items) {
    const name = label(item.title, item.link ?? "an item without a title");
    const link = httpUrl(item.link, item.base);
    if (!link) {
      const why = !item.link
        ? noLink
        : isUrl(item.base) || hasScheme(item.link)
          ? "its link is not an http(s) URL"
          : "its link is relative, and the feed file names no http(s) site to resolve it against";
      outcome.skipped.push({
        name: item.title && item.link ? `${name} (${item.link})` : name,
        why,
      });
      continue;
    }
    const url = canonicalUrl(link);
    const key = identity(url);
    const description = clip(item.summary || firstText(item.contentHtml), maxDescription);
    const publishDate = calendarDate(item.date);
    let problem: string | undefined;
    if (state.handWrittenPosts.has(key))
      problem = "same URL as a hand-written post in content/posts.ts";
    else if (home.has(key)) problem = `brought home as content/posts/${home.get(key)}/index.md`;
    else if (seen.has(key)) problem = "listed twice in the feed (the first is kept)";
    else if (!item.title) problem = "no title";
    else if (!publishDate) problem = "no date that can be read";
    else if (!postRecordSchema.shape.publishDate.safeParse(publishDate).success)
      problem = "its date is not Gregorian: the year is before 1900 or after next year";
    // No description is fine: a link blog's or a release feed's post is its title.
    if (problem) {
      outcome.skipped.push({ name: item.title ? `${name} (${url})` : url, why: problem });
      continue;
    }
    seen.add(key);
    const lang = postLanguage(item.language, state.siteLocale, item.title);
    const post: PostRecord = {
      url,
      title: item.title,
      ...(description ? { description } : {}),
      publishDate: publishDate!,
      ...(lang ? { lang } : {}),
      source: feed,
    };
    const imageUrls = [...new Set([...item.images, ...contentImages(item.imageHtml, link)])];
    candidates.push({ post, name, imageUrls });
  }
  const done = await mapLimited(candidates, 4, (candidate) =>
    withThumbnail(candidate, state, limits),
  );
  for (const [i, { post, note, image }] of done.entries()) {
    if (note) outcome.notes.push(note);
    const checked = postRecordSchema.safeParse(post);
    if (!checked.success) {
      const issue = checked.error.issues[0]!;
      const why = `${issue.path.join(".")} ${issue.message}`;
      outcome.skipped.push({ name: candidates[i]!.name, why });
      continue;
    }
    outcome.entries.push(postRecord(post));
    if (image) outcome.images.push(image);
  }
  outcome.warnings.push(...doubts(feed, items.length, outcome));
  return outcome;
}

const noLink = "no link";

/** A feed that does not look like the feed of someone's posts: a forum's, a wrong URL. */
function doubts(feed: string, items: number, { entries, skipped }: Outcome<PostRecord>) {
  const linkless = skipped.filter((skip) => skip.why === noLink).length;
  if (linkless > items / 2)
    return [
      `${feed}: ${linkless} of its ${items} items have no link: is it the feed of your posts?`,
    ];
  if (entries.length === 0)
    return [`${feed}: all ${items} of its items were left out: is it the feed of your posts?`];
  return [];
}

async function withThumbnail(
  { post, name, imageUrls }: Candidate,
  state: ContentState,
  limits: ImageLimits,
): Promise<{ post: PostRecord; note?: string; image?: Image }> {
  const problems: string[] = [];
  for (const url of imageUrls.slice(0, maxTries)) {
    const image = await fetchImage(url, imageStem(post.url), limits);
    if (typeof image !== "string")
      return { post: { ...post, thumbnail: image.name, thumbnailAlt: "" }, image };
    problems.push(image);
  }
  const more = problems.length > 1 ? ` (and ${problems.length - 1} more)` : "";
  const why = problems.length > 0 ? `image refused: ${problems[0]}${more}` : "no image";
  // A refresh keeps a thumbnail imported before rather than lose it to a passing failure.
  const before = state.posts.find((old) => identity(old.url) === identity(post.url));
  if (before?.thumbnail && existsSync(join(state.dir, "images", before.thumbnail))) {
    const kept = { ...post, thumbnail: before.thumbnail, thumbnailAlt: before.thumbnailAlt ?? "" };
    return {
      post: kept,
      note: `${name}: ${why}; kept the image imported before (${before.thumbnail})`,
    };
  }
  return { post, note: `${name}: ${why}: the default thumbnail (${state.defaultThumbnail})` };
}

/** `task` over `list`, at most `limit` at a time, results in the list's order. */
async function mapLimited<T, R>(list: T[], limit: number, task: (item: T) => Promise<R>) {
  const results: R[] = new Array(list.length);
  let next = 0;
  const worker = async () => {
    while (next < list.length) {
      const i = next++;
      results[i] = await task(list[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, list.length) }, worker));
  return results;
}
