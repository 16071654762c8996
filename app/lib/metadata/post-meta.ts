import type { MetaDescriptor } from "react-router";
import type { PageMeta } from "./meta.ts";
import { routeMeta } from "./route-meta.ts";

/** What a post's page says of it beyond any page's metadata. */
export type ArticleMeta = {
  /** YYYY-MM-DD. */
  publishedTime: string;
  modifiedTime?: string;
  tags: string[];
  /** The original's URL, for a post that first appeared elsewhere: the page's canonical URL. */
  canonical?: string;
};

type Matches = Parameters<typeof routeMeta>[0];

/**
 * A post's page metadata: buildMeta's, as every page's (routeMeta), with
 * og:type article, its published and modified time and tags; for a
 * cross-post, the canonical URL (and og:url) the original's, so search
 * engines credit it. Kept apart from buildMeta, which every page's
 * JavaScript holds, so a site without local posts keeps every byte.
 */
export function postMeta(
  matches: Matches,
  page: Omit<PageMeta, "type">,
  article: ArticleMeta | undefined,
): MetaDescriptor[] {
  const meta = routeMeta(matches, { ...page, type: "article" });
  if (!article) return meta;
  const { canonical } = article;
  const at = (date: string) => `${date}T00:00:00Z`;
  const articleTags: MetaDescriptor[] = [
    { property: "article:published_time", content: at(article.publishedTime) },
    ...(article.modifiedTime
      ? [{ property: "article:modified_time", content: at(article.modifiedTime) }]
      : []),
    ...article.tags.map((tag) => ({ property: "article:tag", content: tag })),
  ];
  return meta.flatMap((descriptor): MetaDescriptor[] => {
    const tag = descriptor as Record<string, unknown>;
    if (canonical && tag.tagName === "link" && tag.rel === "canonical")
      return [{ ...descriptor, href: canonical } as MetaDescriptor];
    if (canonical && tag.property === "og:url") return [{ property: "og:url", content: canonical }];
    if (tag.property === "og:type") return [descriptor, ...articleTags];
    return [descriptor];
  });
}
