import type { TagSlugs } from "../../../content/schema/tag.ts";
import type { TextDirection } from "../content/text-direction.ts";
import { tagPagePath, tagSlug } from "./site-tags.ts";

/** A post's tags as links to their pages, with the list's name and, where not the page's, language. */
export type TagLinks = {
  label: string;
  lang?: string;
  dir?: TextDirection;
  items: { name: string; path: string }[];
};

/** The links of `tags` (a tag that makes no address has none: the build stops on it first). */
export function tagLinks(
  tags: readonly string[],
  own: TagSlugs,
  label: string,
  words: { lang?: string; dir?: TextDirection } = {},
): TagLinks {
  return {
    label,
    ...words,
    items: tags.flatMap((name) => {
      const slug = tagSlug(name, own);
      return slug ? [{ name, path: tagPagePath(slug) }] : [];
    }),
  };
}
