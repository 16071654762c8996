import type { Experience } from "../../../content/schema/experience.ts";
import type { LanguageWords } from "../../../content/schema/languages.ts";
import type { Owner } from "../../../content/schema/owner.ts";
import type { Copy } from "../../../content/schema/site.ts";
import type { Post } from "../../../content/schema/entries.ts";
import { careerKey } from "../career/career-keys.ts";

// The content of one more language: its words from content/languages.ts
// over the default language's, field by field. A field it leaves out keeps
// the default language's words, and is listed as untranslated, so the pages
// can mark it with that language (lang) and the build can say what is left.

type Translatable = {
  owner: Owner;
  copy: Copy;
  posts: Post[];
  experience: Experience;
};

/**
 * What a page of another language needs to know of its translation: the
 * default language, whose words its posts and projects are written in and
 * its untranslated fields show, and which fields those are.
 */
export type Translation = { defaultTag: string; untranslated: string[] };

export function translateContent<T extends Translatable>(
  content: T,
  words: LanguageWords,
  locale: string,
  defaultTag: string,
): T & { translation: Translation } {
  const untranslated: string[] = [];
  const pick = <V>(path: string, written: V | undefined, fallback: V): V => {
    if (written !== undefined) return written;
    untranslated.push(path);
    return fallback;
  };
  const { owner, copy } = content;
  const mine = words.owner ?? {};
  const page = (name: "blog" | "projects") => {
    const written = words.copy?.[name] ?? {};
    return {
      description: pick(`copy.${name}.description`, written.description, copy[name].description),
      intro: pick(`copy.${name}.intro`, written.intro, copy[name].intro),
    };
  };
  return {
    ...content,
    owner: {
      ...owner,
      locale,
      // A name is the owner's in any language; written here, it is this language's.
      name: mine.name ?? owner.name,
      jobTitle: pick("owner.jobTitle", mine.jobTitle, owner.jobTitle),
      greeting: pick("owner.greeting", mine.greeting, owner.greeting),
      bio: pick("owner.bio", mine.bio, owner.bio),
      about: pick("owner.about", mine.about, owner.about),
      description: pick("owner.description", mine.description, owner.description),
      headshotAlt: pick("owner.headshotAlt", mine.headshotAlt, owner.headshotAlt),
    },
    // The labels are this language's dictionary's, and the owner's for it:
    // the default language's own wordings (copy.labels, the older fields) stay there.
    copy: { blog: page("blog"), projects: page("projects"), labels: words.copy?.labels },
    // Posts are written in the default language unless they say otherwise (projects too).
    posts: content.posts.map((post) => ({ ...post, lang: post.lang ?? defaultTag })),
    experience: translateCareer(content.experience, words.experience ?? {}, pick),
    translation: { defaultTag, untranslated },
  };
}

type Pick = <V>(path: string, written: V | undefined, fallback: V) => V;

/** The language a field of a translated page shows, when it is not the page's own: its `lang`. */
export const fallbackLang = (translation: Translation | undefined, path: string) =>
  translation?.untranslated.includes(path) ? translation.defaultTag : undefined;

function translateCareer(
  career: Experience,
  words: NonNullable<LanguageWords["experience"]>,
  pick: Pick,
): Experience {
  const of = <W>(record: Record<string, W> | undefined, key: string) =>
    Object.entries(record ?? {}).find(([name]) => name.toLowerCase() === key.toLowerCase())?.[1];
  const at = (part: string, key: string, field: string) =>
    `experience.${part}[${JSON.stringify(key)}].${field}`;
  return {
    work: career.work.map((job) => {
      const key = careerKey(job);
      const mine = of(words.work, key) ?? {};
      return {
        ...job,
        role: pick(at("work", key, "role"), mine.role, job.role),
        location: job.location && pick(at("work", key, "location"), mine.location, job.location),
        highlights: job.highlights.length
          ? pick(at("work", key, "highlights"), mine.highlights, job.highlights)
          : job.highlights,
      };
    }),
    education: career.education.map((school) => {
      const key = careerKey(school);
      const mine = of(words.education, key) ?? {};
      return {
        ...school,
        institution: mine.institution ?? school.institution,
        degree: school.degree && pick(at("education", key, "degree"), mine.degree, school.degree),
        area: school.area && pick(at("education", key, "area"), mine.area, school.area),
      };
    }),
    certificates: career.certificates.map((certificate) => {
      const key = careerKey(certificate);
      const mine = of(words.certificates, key) ?? {};
      return {
        ...certificate,
        name: pick(at("certificates", key, "name"), mine.name, certificate.name),
        issuer: certificate.issuer && (mine.issuer ?? certificate.issuer),
      };
    }),
    // An event's, a publisher's or an awarder's name is its own in any language unless written.
    talks: career.talks.map((talk) => {
      const key = careerKey(talk);
      const mine = of(words.talks, key) ?? {};
      return {
        ...talk,
        title: pick(at("talks", key, "title"), mine.title, talk.title),
        event: mine.event ?? talk.event,
        location: talk.location && pick(at("talks", key, "location"), mine.location, talk.location),
      };
    }),
    publications: career.publications.map((publication) => {
      const key = careerKey(publication);
      const mine = of(words.publications, key) ?? {};
      return {
        ...publication,
        title: pick(at("publications", key, "title"), mine.title, publication.title),
        publisher: mine.publisher ?? publication.publisher,
        summary:
          publication.summary &&
          pick(at("publications", key, "summary"), mine.summary, publication.summary),
      };
    }),
    awards: career.awards.map((award) => {
      const key = careerKey(award);
      const mine = of(words.awards, key) ?? {};
      return {
        ...award,
        title: pick(at("awards", key, "title"), mine.title, award.title),
        awarder: mine.awarder ?? award.awarder,
        summary: award.summary && pick(at("awards", key, "summary"), mine.summary, award.summary),
      };
    }),
  };
}
