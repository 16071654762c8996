import { hreflangs } from "./hreflang.ts";
import type { MetaDescriptor } from "react-router";
import { fillLabel } from "../i18n/count-label.ts";
import { en } from "../i18n/dictionaries/en.ts";
import { themeColors } from "../theme/neutrals.ts";
import { feedFiles, pageUrl, previewImage, siteUrl } from "./site-urls.ts";
import type { JsonLd } from "../structured-data/nodes.ts";
import type { ShareImage } from "./share-card.ts";

export type SiteMeta = {
  ownerName: string;
  defaultDescription: string;
  /** The headshot's path on the site, such as "/assets/headshot-1a2b.jpg". */
  imagePath: string;
  imageAlt: string;
  /** Absolute origin used in the static HTML, from the base URL setting. */
  baseUrl: string;
  /** Where the site lives on that origin, "/" or such as "/portfolio/". */
  basePath: string;
  /** Open Graph locale, such as "en_US". */
  locale: string;
  /** "@handle" from the X/Twitter setting, when it names a profile. */
  twitterHandle?: string;
  /** The feeds' link title in the owner's language, "{name}: blog ({format})" in English. */
  feedTitle?: string;
  /**
   * A site in several languages: each one (the default first), with the base
   * path of its pages, for the links to a page's translations.
   */
  languages?: {
    locale: string;
    tag: string;
    /** Its name in itself, for the switcher: "日本語". */
    name: string;
    dir: "ltr" | "rtl";
    basePath: string;
  }[];
};

export type PageMeta = {
  title?: string;
  description?: string;
  /** The route's path without the base path, such as "/blog". */
  path?: string;
  /** `profile` for pages about the owner (Home, About), `article` for a post's, `website` elsewhere. */
  type?: "website" | "profile" | "article";
  jsonLd?: JsonLd;
  /**
   * The picture shared with the page, in the headshot's place: its drawn
   * card (share-card.ts) or a post's own image. Wide, so X shows it large.
   */
  image?: ShareImage;
};

/** The longest <title> search engines show whole (and html-validate's long-title rule). */
export const titleLimit = 70;

/** Escaped as the page writes a title's text: html-validate counts "&amp;" as five characters. */
const escapes: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#x27;",
};

/** A title's length as the page's HTML writes it. */
const written = (text: string) => text.replace(/[&<>"']/g, (c) => escapes[c]!).length;

/** `text` cut after a whole character to at most `room` written characters, at a space when there is one near, with "…". */
function cutText(text: string, room: number): string {
  let cut = "";
  for (const { segment } of new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(
    text,
  )) {
    if (written(cut + segment) > room) break;
    cut += segment;
  }
  const space = cut.search(/\s\S*$/);
  return `${(space > room / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** A title standing alone (the page static hosts show for an unknown path), within titleLimit. */
export function shortTitle(title: string): string {
  return written(title) <= titleLimit ? title : cutText(title, titleLimit - 1);
}

/**
 * "{page title} | {owner name}", or only the owner's name; within titleLimit
 * characters: a long title (a post's) is cut after a whole character, at a
 * space when there is one near, so that the name always ends it.
 */
export function buildTitle(ownerName: string, title?: string): string {
  if (!title) return ownerName;
  const full = `${title} | ${ownerName}`;
  if (written(full) <= titleLimit) return full;
  const room = titleLimit - written(` | ${ownerName}`) - 1;
  if (room < 1) return ownerName;
  return `${cutText(title, room)} | ${ownerName}`;
}

/**
 * The one place page metadata is built. React Router does not merge a parent
 * route's meta, so every route calls this. `origin` is the current origin in
 * the browser and undefined while prerendering, where the base URL is used
 * because link-preview crawlers run no JavaScript. Canonical URLs always use
 * the base URL: they name the real site, wherever a copy is served.
 */
export function buildMeta(
  site: SiteMeta | undefined,
  page: PageMeta,
  origin?: string,
): MetaDescriptor[] {
  if (!site) return [{ title: page.title ?? "" }];
  const title = buildTitle(site.ownerName, page.title);
  const description = page.description ?? site.defaultDescription;
  const shared = page.image;
  const image = new URL(shared?.path ?? site.imagePath, origin ?? site.baseUrl).href;
  const imageAlt = shared?.alt ?? site.imageAlt;
  const url = pageUrl(site.baseUrl, site.basePath, page.path ?? "/", siteBasePathOf(site));
  const handle = site.twitterHandle;
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:url", content: url },
    { property: "og:site_name", content: site.ownerName },
    { property: "og:locale", content: site.locale },
    ...otherLocales(site),
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:image", content: image },
    { property: "og:image:type", content: (shared ?? previewImage).type },
    { property: "og:image:width", content: String((shared ?? previewImage).width) },
    { property: "og:image:height", content: String((shared ?? previewImage).height) },
    { property: "og:image:alt", content: imageAlt },
    // A square portrait: the `summary` card shows it uncropped; a wide picture, the large card.
    { name: "twitter:card", content: shared ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: imageAlt },
    ...(handle
      ? [
          { name: "twitter:site", content: handle },
          { name: "twitter:creator", content: handle },
        ]
      : []),
    { name: "theme-color", content: themeColors.light, media: "(prefers-color-scheme: light)" },
    { name: "theme-color", content: themeColors.dark, media: "(prefers-color-scheme: dark)" },
    ...translations(site, page.path ?? "/"),
    ...feedLinks(site),
    ...(page.jsonLd ? [{ "script:ld+json": page.jsonLd }] : []),
  ];
}

/** The site's base path: the default language's pages', above every other language's folder. */
export const siteBasePathOf = (site: Pick<SiteMeta, "basePath" | "languages">) =>
  site.languages?.[0]?.basePath ?? site.basePath;

/** The locales of the site's other languages, for link previews. */
const otherLocales = (site: SiteMeta): MetaDescriptor[] =>
  (site.languages ?? [])
    .filter((language) => language.locale !== site.locale)
    .map((language) => ({ property: "og:locale:alternate", content: language.locale }));

/**
 * The page in each language, itself included, each language announced by
 * its tag and, where it is the catch-all, by the language alone
 * (hreflang.ts), and x-default, the default language's page: what search
 * engines read to show each visitor the page in their language. Every page
 * of a translation lists the same links.
 */
function translations(site: SiteMeta, path: string): MetaDescriptor[] {
  const languages = site.languages ?? [];
  if (languages.length === 0) return [];
  const url = (basePath: string) => pageUrl(site.baseUrl, basePath, path, siteBasePathOf(site));
  const announced = hreflangs(languages.map((language) => language.tag));
  return [
    ...languages.flatMap((language, index) =>
      announced[index]!.map((hrefLang) => ({
        tagName: "link",
        rel: "alternate",
        hrefLang,
        href: url(language.basePath),
      })),
    ),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: url(languages[0]!.basePath) },
  ];
}

/** The blog feeds, announced on every page so readers find them anywhere. */
function feedLinks(site: SiteMeta): MetaDescriptor[] {
  const home = siteUrl(site.baseUrl, site.basePath);
  return Object.values(feedFiles).map((feed) => ({
    tagName: "link",
    rel: "alternate",
    type: feed.type,
    title: fillLabel(site.feedTitle ?? en.feedTitle, { name: site.ownerName, format: feed.label }),
    href: new URL(feed.file, home).href,
  }));
}
