import type { Post } from "../../content/schema/entries.ts";
import type { TagSlugs } from "../../content/schema/tag.ts";
import { postTranslation } from "../../app/lib/content/local-posts.ts";
import { tagSlug } from "../../app/lib/tags/site-tags.ts";
import { tagProblems, type TaggedEntry } from "../../app/lib/tags/tag-problems.ts";
import type { LocalPost } from "./post-files.ts";

// The posts' tags in every language of the site, read once before the build:
// a language's pages show a post's translation's tags, or the post's when it
// has none, so each language has tags of its own. Their problems stop the
// build (every language's, said once), and each tag's slug is listed with
// the languages that have its page, for the links between a tag's pages
// (hreflang) and the sitemap.

export type PostTags = {
  errors: string[];
  notices: string[];
  /** Each tag page's slug, with the locales whose pages have it, the default's first. */
  locales: Record<string, string[]>;
};

/** Where an external post's tags are written: its URL names it in posts.ts or imported/posts.json. */
const externalWhere = (post: Post) =>
  `the post ${post.url} (content/posts.ts or content/imported/)`;

export function postTags(
  local: readonly LocalPost[],
  external: readonly Post[],
  own: TagSlugs,
  locales: readonly string[],
): PostTags {
  const errors = new Set<string>();
  const notices = new Set<string>();
  const pages: Record<string, string[]> = {};
  locales.forEach((locale, index) => {
    const shown = index === 0 ? undefined : locale;
    const entries: TaggedEntry[] = [
      ...local.map((post) => {
        const translation = postTranslation(post, shown);
        return {
          where: translation?.frontMatter.tags ? translation.file : post.default.file,
          tags: translation?.frontMatter.tags ?? post.default.frontMatter.tags,
        };
      }),
      ...external.map((post) => ({ where: externalWhere(post), tags: post.tags ?? [] })),
    ];
    const found = tagProblems(entries, own);
    found.errors.forEach((line) => errors.add(line));
    found.notices.forEach((line) => notices.add(line));
    if (found.errors.length > 0) return;
    for (const slug of new Set(entries.flatMap(({ tags }) => tags.map((tag) => tagSlug(tag, own)))))
      (pages[slug] ??= []).push(locale);
  });
  return { errors: [...errors], notices: [...notices], locales: pages };
}
