import type { Post } from "../../../content/schema/entries.ts";
import type { Owner } from "../../../content/schema/owner.ts";
import { splitAddress } from "../i18n/address.ts";
import { languageTag, pageUrl, routePath, siteUrl } from "../metadata/site-urls.ts";
import type { SocialLink } from "../profiles/social-links.ts";
import type { Settings } from "../settings/settings-schema.ts";

// The building blocks of the schema.org structured data (JSON-LD): who the
// site is about, the WebSite and Person nodes, and the page being rendered.
// page-graphs.ts puts them together for each page.

type Json = string | number | boolean | null | undefined | Json[] | { [key: string]: Json };
export type Node = { [key: string]: Json };
export type JsonLd = { "@context": "https://schema.org"; "@graph": Node[] };

/** Who the site is about, with every URL absolute. */
export type Identity = {
  /** This language's home page. */
  home: string;
  /** The default language's home: the one person of every language's pages is named from it. */
  personHome: string;
  name: string;
  /** The name's spellings in the site's other languages. */
  alternateNames: string[];
  description: string;
  jobTitle: string;
  knowsAbout: string[];
  image: string;
  address: string;
  /** The city and the country when the owner wrote them apart (content/links.ts). */
  place?: Place;
  sameAs: string[];
  email?: string;
  language: string;
};

export type Page = { url: string; name: string; description: string };
export type Place = { city?: string; country?: string };
/** A post with its thumbnail as an absolute URL; `lang` when it is not in the site's language. */
export type PostEntry = Pick<Post, "url" | "title" | "description" | "publishDate" | "lang"> & {
  image: string;
};

/**
 * `profiles` are the footer's: the external ones are `sameAs`, an e-mail link
 * is `email`. `site` is where the default language's pages are and the
 * owner's name in each language (one person, whatever the language).
 */
export function identity(
  owner: Owner,
  settings: Settings,
  imagePath: string,
  profiles: SocialLink[],
  place?: Place,
  site: { basePath: string; names: readonly string[] } = {
    basePath: settings.basePath,
    names: [owner.name],
  },
): Identity {
  const email = profiles.find((profile) => profile.kind === "email")?.url.replace(/^mailto:/i, "");
  return {
    home: pageUrl(settings.baseUrl, settings.basePath, "/", site.basePath),
    personHome: siteUrl(settings.baseUrl, site.basePath),
    name: owner.name,
    alternateNames: site.names.filter((name) => name !== owner.name),
    description: owner.description,
    jobTitle: owner.jobTitle,
    knowsAbout: owner.knowsAbout,
    image: new URL(imagePath, settings.baseUrl).href,
    address: settings.address,
    ...(place ? { place } : {}),
    sameAs: profiles.filter((profile) => profile.kind === "external").map((p) => p.url),
    ...(email ? { email } : {}),
    language: languageTag(owner.locale),
  };
}

/** The owner's one @id on every page of every language. */
export const personId = (who: Identity) => `${who.personHome}#person`;
export const websiteId = (who: Identity) => `${who.home}#website`;

/** The graph every page carries: the WebSite, then the page's own nodes. */
export function graph(who: Identity, ...nodes: Node[]): JsonLd {
  const website = {
    "@type": "WebSite",
    "@id": websiteId(who),
    url: who.home,
    name: who.name,
    description: who.description,
    inLanguage: who.language,
    author: { "@id": personId(who) },
  };
  return { "@context": "https://schema.org", "@graph": [website, ...nodes] };
}

/**
 * The address line is read as "City, Country" (the footer's line, with the
 * comma of its script: "大阪、日本", "القاهرة، مصر"); a city and a country
 * written apart win.
 */
export function postalAddress(address: string, place: Place = {}): Node {
  const parsed = splitAddress(address);
  return {
    "@type": "PostalAddress",
    addressLocality: place.city ?? parsed.city,
    addressCountry: place.country ?? parsed.country,
  };
}

export function person(who: Identity): Node {
  return {
    "@type": "Person",
    "@id": personId(who),
    name: who.name,
    ...(who.alternateNames.length > 0 ? { alternateName: who.alternateNames } : {}),
    url: who.personHome,
    image: who.image,
    jobTitle: who.jobTitle,
    description: who.description,
    knowsAbout: who.knowsAbout,
    address: postalAddress(who.address, who.place),
    sameAs: who.sameAs,
    email: who.email,
  };
}

/** Authorship in full on each entry: consumers read entries one by one. */
export function author(who: Identity): Node {
  return { "@type": "Person", "@id": personId(who), name: who.name, url: who.home };
}

/** The page a loader is rendering, from its URL (React Router's `url`, with the base path, never `.data`). */
export function currentPage(url: URL, settings: Settings, name: string, description: string): Page {
  const path = routePath(url.pathname, settings.basePath);
  return { url: pageUrl(settings.baseUrl, settings.basePath, path), name, description };
}
