import type { TagSlugs } from "../../../content/schema/tag.ts";
import { slugify } from "../content/slugify.ts";

// The tags the posts carry, each with its page (/tags/<slug>): one tag for
// every spelling that is the same letter case aside ("Kafka", "kafka"), its
// address the tag made a slug (its script kept, nothing transliterated) or
// the one the owner chose (content/posts.ts's tagSlugs).

/** A tag's page: its slug, its name as the newest post spells it, and its posts, newest first. */
export type SiteTag<Post> = { slug: string; name: string; posts: Post[] };

/** A tag's slug: the owner's for it (by its spelling, letter case aside), or the tag made a slug. */
export function tagSlug(tag: string, own: TagSlugs = {}): string {
  const key = tag.trim().toLowerCase();
  const chosen = Object.entries(own).find(([name]) => name.trim().toLowerCase() === key)?.[1];
  return chosen ?? slugify(tag);
}

/** A tag page's address: "/tags/go"; a slug in another script is percent-encoded. */
export const tagPagePath = (slug: string): `/${string}` => `/tags/${encodeURIComponent(slug)}`;

/** The tags index's address. */
export const tagsIndexPath = "/tags";

/**
 * The tags of `posts` (newest first, as the site lists them), each once by
 * its slug, in the language's alphabetical order; a tag that makes no slug
 * is left out (its problem is the build's to say: tag-problems.ts).
 */
export function siteTags<Post extends { tags?: readonly string[] }>(
  posts: readonly Post[],
  own: TagSlugs,
  languageTag: string,
): SiteTag<Post>[] {
  const bySlug = new Map<string, SiteTag<Post>>();
  for (const post of posts)
    for (const name of post.tags ?? []) {
      const slug = tagSlug(name, own);
      if (slug === "") continue;
      const tag = bySlug.get(slug) ?? { slug, name, posts: [] };
      if (!tag.posts.includes(post)) tag.posts.push(post);
      bySlug.set(slug, tag);
    }
  const collator = new Intl.Collator(languageTag, { sensitivity: "base", numeric: true });
  return [...bySlug.values()].sort((a, b) => collator.compare(a.name, b.name));
}
