import type { ShownPost } from "../content/merge-entries.ts";

// What a post's page shows at its end: the posts most like it by their tags,
// and the parts of its series in order.

/** How many related posts a post's page shows, at most. */
export const relatedCount = 3;

const tagKey = (tag: string) => tag.normalize("NFC").trim().toLowerCase();

/**
 * Up to three posts (written here or elsewhere) sharing a tag with `post`:
 * most tags shared first, then the newest (the list is newest first); none
 * for a post without tags.
 */
export function relatedPosts(posts: readonly ShownPost[], post: ShownPost): ShownPost[] {
  const own = new Set((post.tags ?? []).map(tagKey));
  if (own.size === 0) return [];
  return posts
    .filter((other) => other !== post)
    .map((other, order) => ({
      other,
      order,
      shared: (other.tags ?? []).filter((tag) => own.has(tagKey(tag))).length,
    }))
    .filter(({ shared }) => shared > 0)
    .sort((a, b) => b.shared - a.shared || a.order - b.order)
    .slice(0, relatedCount)
    .map(({ other }) => other);
}

/** The published parts of `post`'s series, in order; none for a post in no series. */
export function seriesParts(posts: readonly ShownPost[], post: ShownPost): ShownPost[] {
  const key = post.local?.series?.key;
  if (!key) return [];
  return posts
    .filter((other) => other.local?.series?.key === key)
    .sort((a, b) => a.local!.series!.part - b.local!.series!.part);
}
