import type { MetaDescriptor } from "react-router";

export type SiteMeta = {
  ownerName: string;
  defaultDescription: string;
  /** The headshot's path on the site, such as "/assets/headshot-1a2b.jpg". */
  imagePath: string;
  /** Absolute origin used in the static HTML, from the base URL setting. */
  baseUrl: string;
};

export type PageMeta = {
  title?: string;
  description?: string;
};

/** "{page title} | {owner name}", or only the owner's name. */
export function buildTitle(ownerName: string, title?: string): string {
  return title ? `${title} | ${ownerName}` : ownerName;
}

/**
 * The one place page metadata is built. React Router does not merge a parent
 * route's meta, so every route calls this. `origin` is the current origin in
 * the browser and undefined while prerendering, where the base URL is used
 * because link-preview crawlers run no JavaScript.
 */
export function buildMeta(
  site: SiteMeta | undefined,
  page: PageMeta,
  origin?: string,
): MetaDescriptor[] {
  if (!site) return [{ title: page.title ?? "" }];
  const title = buildTitle(site.ownerName, page.title);
  const description = page.description ?? site.defaultDescription;
  const image = new URL(site.imagePath, origin ?? site.baseUrl).href;
  return [
    { title },
    { name: "description", content: description },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:image", content: image },
  ];
}
