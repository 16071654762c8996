import type { MetaDescriptor } from "react-router";
import type { PageMeta } from "./meta.ts";
import { routeMeta } from "./route-meta.ts";

/** What a tag's page says beyond any page's metadata. */
export type TagPageMeta = {
  /** Its page in each language that has the tag (a language's posts may carry other tags). */
  alternates: { locale: string; url: string }[];
  /** The tag's own feeds, announced after the site's. */
  feeds: { type: string; title: string; href: string }[];
};

type Matches = Parameters<typeof routeMeta>[0];

/**
 * A tag's page metadata: buildMeta's, as every page's, linking as its
 * translations only the languages whose posts carry the tag (the others
 * have no such page), then the tag's feeds. Kept apart from buildMeta, which
 * every page's JavaScript holds. postMeta filters the translations alike: a
 * module the two shared would be a chunk of its own, one more request on a
 * post's page.
 */
export function tagMeta(
  matches: Matches,
  page: Omit<PageMeta, "type">,
  tag: TagPageMeta | undefined,
): MetaDescriptor[] {
  const meta = routeMeta(matches, page);
  if (!tag) return meta;
  const linked = new Set(tag.alternates.map((alternate) => alternate.url));
  const locales = new Set(tag.alternates.map((alternate) => alternate.locale));
  const feeds = tag.feeds.map((feed) => ({ tagName: "link", rel: "alternate", ...feed }));
  const withoutOthers = meta.filter((descriptor) => {
    const one = descriptor as Record<string, unknown>;
    if (one.tagName === "link" && one.rel === "alternate" && one.hrefLang)
      return linked.has(one.href as string);
    if (one.property === "og:locale:alternate") return locales.has(one.content as string);
    return true;
  });
  // After the site's feeds, before the structured data.
  const last = withoutOthers.findLastIndex(
    (descriptor) => (descriptor as Record<string, unknown>).rel === "alternate",
  );
  return [...withoutOthers.slice(0, last + 1), ...feeds, ...withoutOthers.slice(last + 1)];
}
