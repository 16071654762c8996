import type { Project } from "../../../content/schema/entries.ts";
import type { Experience } from "../../../content/schema/experience.ts";
import { noCareer } from "../career/career-order.ts";
import { careerProperties, publicationNodes } from "./career.ts";
import {
  author,
  graph,
  person,
  personId,
  websiteId,
  type Identity,
  type JsonLd,
  type Page,
  type PostEntry,
} from "./nodes.ts";

// schema.org structured data (JSON-LD), one graph a page, built from the
// content and settings. Loaders call these at build time and meta writes the
// result into the static HTML, so search engines read it without running
// JavaScript.

export function homeGraph(who: Identity): JsonLd {
  return graph(who, person(who));
}

/** About: the ProfilePage of the Person, with the owner's career when there is one. */
export function aboutGraph(who: Identity, page: Page, career: Experience = noCareer): JsonLd {
  const profile = {
    "@type": "ProfilePage",
    "@id": page.url,
    url: page.url,
    name: page.name,
    description: page.description,
    isPartOf: { "@id": websiteId(who) },
    mainEntity: { "@id": personId(who) },
  };
  return graph(
    who,
    profile,
    { ...person(who), ...careerProperties(career) },
    ...publicationNodes(career, { "@id": personId(who) }),
  );
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
      // A title-only post has no description: the key is left out.
      ...(post.description ? { description: post.description } : {}),
      url: post.url,
      datePublished: post.publishDate,
      image: post.image,
      inLanguage: post.lang ?? who.language,
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

/** A post written on the site: what its page shows, every URL absolute. */
export type PostPosting = {
  url: string;
  title: string;
  description: string;
  publishDate: string;
  updated?: string;
  tags: string[];
  image: string;
  words: number;
  /** The original's URL, for a post that first appeared elsewhere. */
  canonical?: string;
  /** The language it is written in, when not the page's (another language's page, untranslated). */
  lang?: string;
};

/** A post's page: the BlogPosting, part of the blog, by the owner; a cross-post names the original. */
export function postGraph(who: Identity, page: Page, blogUrl: string, post: PostPosting): JsonLd {
  const posting = {
    "@type": "BlogPosting",
    "@id": `${page.url}#post`,
    url: page.url,
    mainEntityOfPage: post.canonical ?? page.url,
    headline: post.title,
    description: post.description,
    datePublished: post.publishDate,
    dateModified: post.updated ?? post.publishDate,
    ...(post.tags.length > 0 ? { keywords: post.tags } : {}),
    wordCount: post.words,
    image: post.image,
    inLanguage: post.lang ?? who.language,
    isPartOf: { "@type": "Blog", "@id": `${blogUrl}#blog`, url: blogUrl },
    author: author(who),
    ...(post.canonical ? { isBasedOn: post.canonical } : {}),
  };
  return graph(who, posting);
}
