import type { Owner, Post, Project } from "../../content/schema";
import { languageTag, pageUrl, routePath, siteUrl } from "./seo-config";
import type { Settings } from "./settings-schema";

// schema.org structured data (JSON-LD) built from the content and settings.
// Loaders call these at build time and meta writes the result into the
// static HTML, so search engines read it without running JavaScript.

type Json = string | number | boolean | null | undefined | Json[] | { [key: string]: Json };
type Node = { [key: string]: Json };
export type JsonLd = { "@context": "https://schema.org"; "@graph": Node[] };

/** Who the site is about, with every URL absolute. */
export type Identity = {
  home: string;
  name: string;
  description: string;
  jobTitle: string;
  knowsAbout: string[];
  image: string;
  address: string;
  sameAs: string[];
  language: string;
};

export type Page = { url: string; name: string; description: string };
/** A post with its thumbnail as an absolute URL. */
export type PostEntry = Pick<Post, "url" | "title" | "description" | "publishDate"> & {
  image: string;
};

export function identity(owner: Owner, settings: Settings, imagePath: string): Identity {
  return {
    home: siteUrl(settings.baseUrl, settings.basePath),
    name: owner.name,
    description: owner.description,
    jobTitle: owner.jobTitle,
    knowsAbout: owner.knowsAbout,
    image: new URL(imagePath, settings.baseUrl).href,
    address: settings.address,
    sameAs: [settings.linkedinUrl, settings.githubUrl, settings.twitterUrl],
    language: languageTag(owner.locale),
  };
}

const personId = (who: Identity) => `${who.home}#person`;
const websiteId = (who: Identity) => `${who.home}#website`;

function graph(who: Identity, ...nodes: Node[]): JsonLd {
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

/** The address setting is read as "City, Country" (the footer's line). */
export function postalAddress(address: string): Node {
  const parts = address
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  const country = parts.length > 1 ? parts.at(-1) : undefined;
  return { "@type": "PostalAddress", addressLocality: parts[0], addressCountry: country };
}

function person(who: Identity): Node {
  return {
    "@type": "Person",
    "@id": personId(who),
    name: who.name,
    url: who.home,
    image: who.image,
    jobTitle: who.jobTitle,
    description: who.description,
    knowsAbout: who.knowsAbout,
    address: postalAddress(who.address),
    sameAs: who.sameAs,
  };
}

/** Authorship in full on each entry: consumers read entries one by one. */
function author(who: Identity): Node {
  return { "@type": "Person", "@id": personId(who), name: who.name, url: who.home };
}

export function homeGraph(who: Identity): JsonLd {
  return graph(who, person(who));
}

export function aboutGraph(who: Identity, page: Page): JsonLd {
  const profile = {
    "@type": "ProfilePage",
    "@id": page.url,
    url: page.url,
    name: page.name,
    description: page.description,
    isPartOf: { "@id": websiteId(who) },
    mainEntity: { "@id": personId(who) },
  };
  return graph(who, profile, person(who));
}

export function blogGraph(who: Identity, page: Page, posts: PostEntry[]): JsonLd {
  const blog = {
    "@type": "Blog",
    "@id": `${page.url}#blog`,
    url: page.url,
    name: page.name,
    description: page.description,
    inLanguage: who.language,
    image: who.image,
    author: author(who),
    blogPost: posts.map((post) => ({
      "@type": "BlogPosting",
      headline: post.title,
      description: post.description,
      url: post.url,
      datePublished: post.publishDate,
      image: post.image,
      inLanguage: who.language,
      author: author(who),
    })),
  };
  return graph(who, blog);
}

// Hosts whose project URLs are source repositories.
const codeHosts = /^(www\.)?(github\.com|gitlab\.com|codeberg\.org|bitbucket\.org|git\.sr\.ht)$/;

export function projectsGraph(who: Identity, page: Page, projects: Project[]): JsonLd {
  const works = projects.map((project) => {
    const isCode = codeHosts.test(new URL(project.url).hostname);
    return {
      "@type": isCode ? "SoftwareSourceCode" : "CreativeWork",
      name: project.title,
      description: project.description,
      url: project.url,
      ...(isCode ? { codeRepository: project.url } : {}),
      ...(project.tech.length > 0 ? { keywords: project.tech.join(", ") } : {}),
      author: author(who),
    };
  });
  const collection = {
    "@type": "CollectionPage",
    "@id": page.url,
    url: page.url,
    name: page.name,
    description: page.description,
    isPartOf: { "@id": websiteId(who) },
    hasPart: works,
  };
  return graph(who, collection);
}

/** The page a loader is rendering, from its request (whose path has the base path). */
export function currentPage(
  request: Request,
  settings: Settings,
  name: string,
  description: string,
): Page {
  const path = routePath(new URL(request.url).pathname, settings.basePath);
  return { url: pageUrl(settings.baseUrl, settings.basePath, path), name, description };
}
