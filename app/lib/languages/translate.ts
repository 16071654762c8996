import type { Experience } from "../../../content/schema/experience.ts";
import type { LanguageWords } from "../../../content/schema/languages.ts";
import type { Owner } from "../../../content/schema/owner.ts";
import type { Copy, Links } from "../../../content/schema/site.ts";
import type { Post, Project } from "../../../content/schema/entries.ts";
import {
  careerWords,
  entryWords,
  linkWords,
  ownerWords,
  pageWords,
  profileWords,
  wordedPages,
  type Fallback,
} from "../../../content/schema/translatable.ts";
import { careerKey } from "../career/career-keys.ts";
import { addressLine } from "../i18n/address.ts";

// The content of one more language: its words from content/languages.ts
// over the default language's, field by field, in one loop over what
// content/schema/translatable.ts says translates. A field it leaves out keeps
// the default language's words, and is listed as untranslated, so the pages
// can mark it with that language (lang) and the build can say what is left.

/**
 * A post or a project translated in this language: the language of its
 * card's title and description, each undefined where given in this language
 * (its `lang` stays the article's own).
 */
export type Worded = { shown?: { title?: string; description?: string } };

type Translatable = {
  owner: Owner;
  links: Links;
  copy: Copy;
  posts: (Post & Worded)[];
  projects: (Project & Worded)[];
  experience: Experience;
};

/** A profile of links.more is named by its url, or its file. */
export const profileKey = (profile: Links["more"][number]) =>
  "file" in profile ? profile.file : profile.url;
/** A post or a project is named by its url, a trailing slash aside. */
export const entryKey = (url: string) => url.replace(/\/+$/, "");

/** For each field that shows the default language's words: that language's tag. */
export type Langs<Fields> = { [Name in keyof Fields]?: string };

type CareerPart = keyof typeof careerWords;

/**
 * What a page of another language needs to know of its translation: the
 * default language, whose words its posts and projects are written in and
 * its untranslated fields show; the language of each of those fields
 * (`langs`, shaped as content/schema/translatable.ts), which the pages
 * write as `lang`; and the build's list of them, as content/languages.ts
 * would name them.
 */
export type Translation = {
  defaultTag: string;
  untranslated: string[];
  langs: {
    owner: Langs<typeof ownerWords>;
    pages: Record<(typeof wordedPages)[number], Langs<typeof pageWords>>;
    /** The address line, when it is the default language's. */
    links: Langs<typeof linkWords>;
    /** By each profile's url or file. */
    profiles: Record<string, Langs<typeof profileWords>>;
    /** By each entry's key ("Paystack (2021-03)"). */
    career: { [Part in CareerPart]: Record<string, Langs<(typeof careerWords)[Part]>> };
  };
};

export function translateContent<T extends Translatable>(
  content: T,
  words: LanguageWords,
  locale: string,
  defaultTag: string,
  /** Words the same in every language (content/languages.ts `sameInEveryLanguage`). */
  sameInEveryLanguage: readonly string[] = [],
): T & { translation: Translation } {
  const untranslated: string[] = [];
  const same = new Set(sameInEveryLanguage.map((word) => word.trim()));
  /** A text (or each text of a list) the owner said is the same in every language. */
  const isSame = (value: unknown) =>
    Array.isArray(value) ? value.every((item) => same.has(String(item))) : same.has(String(value));
  /** `entry` in this language: each field of `fields` as written, else the default's (marked or its own). */
  const translated = <E extends object, F extends Record<string, Fallback>>(
    entry: E,
    written: object | undefined,
    fields: F,
    where: string,
    // The language an "original" field is written in: the entry's own.
    own = defaultTag,
  ): { value: E; langs: Langs<F> } => {
    const value = { ...entry } as Record<string, unknown>;
    const langs: Langs<F> = {};
    for (const [name, fallback] of Object.entries(fields) as [keyof F & string, Fallback][]) {
      const original = value[name];
      // A field the entry does not have stays so in every language.
      if (original === undefined || (Array.isArray(original) && original.length === 0)) continue;
      const mine = (written as Record<string, unknown> | undefined)?.[name];
      if (mine !== undefined) value[name] = mine;
      else if (fallback === "marked" && !isSame(original)) {
        langs[name] = defaultTag;
        untranslated.push(`${where}.${name}`);
      } else if (fallback === "original") langs[name] = own;
    }
    return { value: value as E, langs };
  };
  const owner = translated(content.owner, words.owner, ownerWords, "owner");
  // The address line as the default language writes it, a city and a country apart too.
  const { links } = content;
  const address = translated(
    { address: links.address ?? addressLine(links.city, links.country) },
    words.links,
    linkWords,
    "links",
  );
  const profiles = links.more.map((profile) =>
    translated(
      profile,
      words.links?.more?.[profileKey(profile)],
      profileWords,
      `links.more[${JSON.stringify(profileKey(profile))}]`,
    ),
  );
  const pages = Object.fromEntries(
    wordedPages.map((name) => [
      name,
      // Only the page's words translate: its other copy.ts wordings stay the default language's.
      translated(onlyWords(content.copy[name]), words.copy?.[name], pageWords, `copy.${name}`),
    ]),
  ) as Record<
    (typeof wordedPages)[number],
    { value: Copy["blog"]; langs: Langs<typeof pageWords> }
  >;
  const career = translateCareer(content.experience, words.experience ?? {}, translated);
  /** A card's words in this language: as written here, else its own language's, marked. */
  const worded = <E extends { url: string; description?: string; lang?: string }>(
    entries: E[],
    written: Record<string, object> | undefined,
    part: string,
  ) =>
    entries.map((entry): E & Worded => {
      const own = entry.lang ?? defaultTag;
      const mine = Object.entries(written ?? {}).find(
        ([url]) => entryKey(url) === entryKey(entry.url),
      )?.[1];
      if (!mine) return { ...entry, lang: own };
      const { value, langs } = translated(entry, mine, entryWords, part, own);
      return { ...value, lang: own, shown: langs };
    });
  return {
    ...content,
    owner: { ...owner.value, locale },
    links: {
      ...links,
      ...(words.links?.address ? { address: address.value.address } : {}),
      more: profiles.map((profile) => profile.value),
    },
    // The labels are this language's dictionary's, and the owner's for it:
    // the default language's own wordings (copy.labels, the older fields) stay there.
    copy: { blog: pages.blog.value, projects: pages.projects.value, labels: words.copy?.labels },
    // Posts are written in the default language unless they say otherwise (projects too),
    // and their cards show that language's words unless given in this one.
    posts: worded(content.posts, words.posts, "posts"),
    projects: worded(content.projects, words.projects, "projects"),
    experience: career.value,
    translation: {
      defaultTag,
      untranslated,
      langs: {
        owner: owner.langs,
        pages: { blog: pages.blog.langs, projects: pages.projects.langs },
        links: address.langs,
        profiles: Object.fromEntries(
          links.more.map((profile, i) => [profileKey(profile), profiles[i]!.langs]),
        ),
        career: career.langs,
      },
    },
  };
}

/** A page's words that translate, without the default language's other wordings of it. */
const onlyWords = (page: Copy["blog"]) =>
  Object.fromEntries(
    Object.keys(pageWords).map((name) => [name, page[name as keyof typeof pageWords]]),
  ) as Pick<Copy["blog"], keyof typeof pageWords>;

type Translate = <E extends object, F extends Record<string, Fallback>>(
  entry: E,
  written: object | undefined,
  fields: F,
  where: string,
  own?: string,
) => { value: E; langs: Langs<F> };

/** Each part of the career in this language, its entries' words found by their keys (any case). */
function translateCareer(
  career: Experience,
  words: NonNullable<LanguageWords["experience"]>,
  translated: Translate,
): { value: Experience; langs: Translation["langs"]["career"] } {
  const value: Record<string, unknown[]> = {};
  const langs: Record<string, Record<string, object>> = {};
  for (const part of Object.keys(careerWords) as CareerPart[]) {
    const written = Object.entries(words[part] ?? {});
    value[part] = [];
    langs[part] = {};
    for (const entry of career[part]) {
      const key = careerKey(entry);
      const mine = written.find(([name]) => name.toLowerCase() === key.toLowerCase())?.[1];
      const where = `experience.${part}[${JSON.stringify(key)}]`;
      const done = translated(entry, mine, careerWords[part], where);
      value[part].push(done.value);
      langs[part][key] = done.langs;
    }
  }
  return {
    value: value as unknown as Experience,
    langs: langs as unknown as Translation["langs"]["career"],
  };
}
