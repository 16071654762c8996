import type { TagSlugs } from "../../../content/schema/tag.ts";
import { tagSlug, tagsIndexPath } from "./site-tags.ts";

// What the build says of the posts' tags before it builds: a tag that makes
// no address, or one a page of the site already has, or two tags whose
// addresses meet, stop it with one line each; two spellings of one tag
// ("Kafka", "kafka") are one tag, and the owner is told in one line.

/** Where a post's tags are written, for the lines: "content/posts/hello/index.md". */
export type TaggedEntry = { where: string; tags: readonly string[] };

/** Slugs a tag may not take: "index" is the tags page's own file (tags/index.html beside tags/<slug>/). */
const reserved = new Set(["index"]);

const sameTag = (a: string, b: string) =>
  a.normalize("NFC").trim().toLowerCase() === b.normalize("NFC").trim().toLowerCase();

const hint = (tag: string) =>
  `give it an address of its own in content/posts.ts: export const tagSlugs = { ${JSON.stringify(tag)}: "…" }`;

/** The lines that stop the build (`errors`) and those it only says (`notices`). */
export function tagProblems(
  entries: readonly TaggedEntry[],
  own: TagSlugs,
): { errors: string[]; notices: string[] } {
  const errors: string[] = [];
  const notices: string[] = [];
  const first = new Map<string, { tag: string; where: string }>();
  const told = new Set<string>();
  for (const { where, tags } of entries)
    tags.forEach((tag, index) => {
      const field = `${where}: tags[${index}] "${tag}"`;
      const slug = tagSlug(tag, own);
      if (slug === "") {
        errors.push(`${field} makes no address (no letter or digit in it); ${hint(tag)}`);
        return;
      }
      if (reserved.has(slug)) {
        errors.push(
          `${field} makes the address ${tagsIndexPath}/${slug}, which the tags page's own file takes; ${hint(tag)}`,
        );
        return;
      }
      const met = first.get(slug);
      if (!met) first.set(slug, { tag, where });
      else if (met.tag === tag) return;
      else if (sameTag(met.tag, tag)) {
        const key = `${slug}\n${tag}`;
        if (told.has(key)) return;
        told.add(key);
        notices.push(
          `Tags: "${met.tag}" (${met.where}) and "${tag}" (${where}) are one tag, ${tagsIndexPath}/${slug}; write it one way to choose how it is shown.`,
        );
      } else
        errors.push(
          `${field} makes the address ${tagsIndexPath}/${slug}, as "${met.tag}" (${met.where}) does: two tags may not share a page; write them as one tag, or ${hint(tag)}`,
        );
    });
  return { errors: [...new Set(errors)], notices };
}
