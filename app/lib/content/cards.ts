import type { Picture } from "./picture";
import { calendarYear } from "../i18n/calendar-year.ts";
import { countLabel } from "../i18n/count-label.ts";
import type { Plural } from "../i18n/dictionary.ts";
import type { Labels } from "../i18n/site-words.ts";
import { projectSignal, type ProjectSignal } from "../projects/signal.ts";
import type { ShownPost, ShownProject } from "./merge-entries.ts";
import { site, tagSlugs, thumbnail } from "./site-content.ts";
import { postWordsFor } from "../i18n/post-words.ts";
import { tagLinks, type TagLinks } from "../tags/tag-links.ts";
import { formatDate } from "./format-date.ts";
import { directionOfText, textDirection, type TextDirection } from "./text-direction.ts";
import { truncate } from "./truncate.ts";
import { postPagePath } from "../pages/site-pages.ts";

/**
 * The language and direction of a post's own words (title, description): its
 * `lang` when it is not the site's language; when the feed did not say, the
 * direction of its words (directionOfText), so a title in Arabic or Hebrew
 * still runs right to left, and a Persian one that opens with a Latin name too.
 */
export type PostWords = { lang?: string; dir?: TextDirection };

export type PostCardData = {
  url: string;
  title: string;
  /** None for a post that has only a title (a link blog, a release feed). */
  description?: string;
  date: { iso: string; text: string };
  image: Picture;
  imageAlt: string;
  words: PostWords;
  /** Its description's, where it differs from its title's (only one was translated). */
  descriptionWords?: PostWords;
  /** Its tags, each a link to its page: only for a post that has tags. */
  tags?: TagLinks;
};

/**
 * Older posts, a line each, by the year they were published (newest first),
 * in the calendar and digits of the site's language.
 */
export type ArchiveYear = {
  /** The heading's id: the year in ASCII digits, "posts-2025" (Persian: "posts-1403"). */
  id: string;
  /** The year as the language writes it: "2025", "۱۴۰۳". */
  year: string;
  /** How many posts that year, in words: "3 articles". */
  count: string;
  posts: {
    url: string;
    title: string;
    date: { iso: string; text: string };
    words: PostWords;
  }[];
};

export type ProjectCardData = {
  url: string;
  title: string;
  description: string;
  tech: string[];
  /** Stars, forks, the month updated, archived: only for a project that has them. */
  signal?: ProjectSignal;
  /** The slugs of its technologies, for choosing by technology (app/lib/projects/tech-filter.ts). */
  techKeys?: string;
  /** On another language's page: the default language it is written in. */
  lang?: string;
  /** Its description's language, where it differs from its title's (only one was translated). */
  descriptionLang?: string;
};

/** A post as its card shows it; the date in the owner's language ("en-US", "pt-BR"). */
export function postCard(
  post: ShownPost,
  descriptionLimit: number,
  languageTag: string,
): PostCardData {
  const differs = post.shown && post.shown.description !== post.shown.title;
  return {
    url: cardUrl(post),
    title: post.title,
    ...(post.description
      ? {
          description: truncate(
            post.description,
            descriptionLimit,
            (post.shown ? post.shown.description : post.lang) ?? languageTag,
          ),
        }
      : {}),
    date: { iso: post.publishDate, text: formatDate(post.publishDate, languageTag) },
    image: thumbnail(post.thumbnail),
    imageAlt: post.thumbnailAlt,
    words: words(post),
    ...(differs && post.description
      ? { descriptionWords: wordsIn(post.shown!.description, post.description) }
      : {}),
    ...(post.tags?.length ? { tags: cardTags(post, post.tags) } : {}),
  };
}

/** A card's tags: in the post's language where they are its own words (untranslated). */
const cardTags = (post: ShownPost, tags: readonly string[]) => {
  const lang = post.local ? post.local.tagsLang : post.lang;
  return tagLinks(
    tags,
    tagSlugs,
    postWordsFor(site.locale).tags,
    lang ? { lang, dir: textDirection(lang) } : {},
  );
};

/**
 * Where a card links: a post written on the site, its page's path
 * ("/blog/hello"), which app/components/posts/post-link.tsx opens in the
 * same tab; any other, its URL.
 */
const cardUrl = (post: ShownPost) => (post.local ? postPagePath(post.local.slug) : post.url);

/** Words in `lang`, or in the page's language when there is none (their direction from the text). */
const wordsIn = (lang: string | undefined, text: string): PostWords =>
  lang ? { lang, dir: textDirection(lang) } : { dir: directionOfText(text) };

/** A card's own words: its title's language when translated here, else the post's. */
const words = ({ lang, title, description, shown }: ShownPost): PostWords =>
  shown ? wordsIn(shown.title, title) : wordsIn(lang, `${title} ${description ?? ""}`);

export function postArchive(
  posts: ShownPost[],
  languageTag: string,
  countForms: Plural,
): ArchiveYear[] {
  const years: ArchiveYear[] = [];
  for (const post of posts) {
    // A year of another calendar spans two Gregorian ones: group by its own.
    const { text, ascii } = calendarYear(post.publishDate, languageTag);
    const id = `posts-${ascii}`;
    if (years.at(-1)?.id !== id) years.push({ id, year: text, count: "", posts: [] });
    years.at(-1)!.posts.push({
      url: cardUrl(post),
      title: post.title,
      date: { iso: post.publishDate, text: formatDate(post.publishDate, languageTag) },
      words: words(post),
    });
  }
  for (const year of years) year.count = countLabel(countForms, year.posts.length, languageTag);
  return years;
}

/**
 * A project as its card shows it. On another language's page a project is
 * in the default language (its `lang`), unless translated there (`shown`).
 */
export function projectCard(
  project: ShownProject,
  descriptionLimit: number,
  languageTag: string,
  labels: Labels,
): ProjectCardData {
  const signal = projectSignal(project, languageTag, labels);
  const lang = project.shown ? project.shown.title : project.lang;
  const descriptionLang = project.shown ? project.shown.description : project.lang;
  return {
    url: project.url,
    title: project.title,
    description: truncate(project.description, descriptionLimit, descriptionLang ?? languageTag),
    tech: project.tech,
    ...(signal ? { signal } : {}),
    ...(lang ? { lang } : {}),
    ...(descriptionLang !== lang ? { descriptionLang: descriptionLang ?? languageTag } : {}),
  };
}
