import type { MetaDescriptor } from "react-router";
import type { PageMeta } from "./meta.ts";
import { routeMeta } from "./route-meta.ts";

/** What a post's page says of it beyond any page's metadata. */
export type ArticleMeta = {
  /** YYYY-MM-DD. */
  publishedTime: string;
  modifiedTime?: string;
  tags: string[];
  /**
   * The page's canonical URL when it is another page: the original's, for a
   * post that first appeared elsewhere; the default language's page, for a
   * post shown on another language's pages untranslated.
   */
  canonical?: string;
  /**
   * For a site in several languages: the post's page in each language whose
   * page is its own canonical, by locale. Only they are linked as its
   * translations (hreflang, og:locale:alternate), and only from one of them.
   */
  alternates?: { locale: string; url: string }[];
};

type Matches = Parameters<typeof routeMeta>[0];

/**
 * A post's page metadata: buildMeta's, as every page's (routeMeta), with
 * og:type article, its published and modified time and tags; for a
 * cross-post, the canonical URL (and og:url) the original's, so search
 * engines credit it. buildMeta links a page's translations in every
 * language; a post's are those of `alternates`, and a page that names
 * another canonical links none (a duplicate is no language's version).
 * Kept apart from buildMeta, which every page's JavaScript holds, so a site
 * without local posts keeps every byte.
 */
export function postMeta(
  matches: Matches,
  page: Omit<PageMeta, "type">,
  article: ArticleMeta | undefined,
): MetaDescriptor[] {
  const meta = routeMeta(matches, { ...page, type: "article" });
  if (!article) return meta;
  const { canonical, alternates } = article;
  const claimed = canonical ? [] : (alternates ?? []);
  const linked = new Set(claimed.map((alternate) => alternate.url));
  const alternateLocales = new Set(claimed.map((alternate) => alternate.locale));
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
    if (alternates && tag.tagName === "link" && tag.rel === "alternate" && tag.hrefLang)
      return linked.has(tag.href as string) ? [descriptor] : [];
    if (alternates && tag.property === "og:locale:alternate")
      return alternateLocales.has(tag.content as string) ? [descriptor] : [];
    return [descriptor];
  });
}
