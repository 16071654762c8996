import type { PostFrontMatter, TranslationFrontMatter } from "../../../content/schema/post-file.ts";
import type { PostDefaults } from "../../../content/schema/entries.ts";
import { postPagePath } from "../pages/site-pages.ts";
import { pageUrl } from "../metadata/site-urls.ts";
import { postLanguage, postMark } from "./post-language.ts";
import { newestFirst, type ShownPost } from "./merge-entries.ts";

/** A post written on the site, as the build read it (pipeline/inputs/post-files.ts). */
export type LocalPostInput = {
  slug: string;
  default: { file: string; frontMatter: PostFrontMatter };
  /** Its published translations, by their language's locale ("ja_JP"). */
  translations: Readonly<Record<string, { file: string; frontMatter: TranslationFrontMatter }>>;
};

/** The site's languages, as a build's posts are shown in them. */
export type PostLanguages = {
  /** The site's languages' locales, the default first ("en_US", "ja_JP"). */
  locales: readonly string[];
  /** This build's language, when it is another ("ja_JP"): a post's translation into it is shown. */
  shown?: string;
};

/**
 * A post's translation into `locale`, which that language's pages show in
 * place of the post (its page, cards, metadata and body): the one place that
 * chooses, for the list here and the body's renderer alike.
 */
export function postTranslation<File>(
  post: { translations: Readonly<Record<string, File>> },
  locale: string | undefined,
): File | undefined {
  return locale !== undefined && Object.hasOwn(post.translations, locale)
    ? post.translations[locale]
    : undefined;
}

/**
 * The posts the site lists, with those written on it among them, newest
 * first (a local post before an external one of the same day). A local
 * post's url is its page's absolute URL, as the feeds and structured data
 * name every post; its card links to it in the same tab. In another
 * language's build, a post translated into it shows the translation's words
 * (and its tags, or the post's when it leaves them out); one that is not is
 * shown as written. Words shown in a language not the page's carry its tag
 * (`lang`, post-language.ts), which its card and its page mark: the default
 * language's, or the post's own `lang`. Its day is the post's, whatever the
 * language.
 */
export function withLocalPosts(
  posts: readonly ShownPost[],
  local: readonly LocalPostInput[],
  site: { baseUrl: string; basePath: string },
  postDefaults: PostDefaults,
  languages: PostLanguages,
): ShownPost[] {
  if (local.length === 0) return [...posts];
  const page = languages.shown ?? languages.locales[0]!;
  const written = local.map((post): ShownPost => {
    const { slug } = post;
    const original = post.default.frontMatter;
    const { tag, home } = postLanguage(original.lang, languages.locales);
    const translation = postTranslation(post, languages.shown);
    const { title, description, updated, canonical } = translation?.frontMatter ?? original;
    const ownTags = translation ? translation.frontMatter.tags : original.tags;
    // What index.md says, wherever it is shown: its words, or the tags a translation left to it.
    const mark = postMark(tag, page);
    return {
      url: pageUrl(site.baseUrl, site.basePath, postPagePath(slug)),
      title,
      description,
      publishDate: original.publishDate,
      tags: ownTags ?? original.tags,
      ...(mark && !translation ? { lang: mark } : {}),
      ...(postDefaults.thumbnail
        ? { thumbnail: postDefaults.thumbnail, thumbnailAlt: postDefaults.thumbnailAlt }
        : { thumbnailAlt: "" }),
      local: {
        slug,
        file: (translation ?? post.default).file,
        ...(updated ? { updated } : {}),
        tags: ownTags ?? original.tags,
        ...(mark && !ownTags ? { tagsLang: mark } : {}),
        ...(canonical ? { canonical } : {}),
        ...(original.series && original.part
          ? {
              series: {
                key: original.series,
                name: translation?.frontMatter.series ?? original.series,
                part: original.part,
              },
            }
          : {}),
        home,
        languages: [
          ...new Set([
            ...(original.canonical ? [] : [home]),
            ...Object.entries(post.translations)
              .filter(([, file]) => !file.frontMatter.canonical)
              .map(([locale]) => locale),
          ]),
        ],
      },
    };
  });
  return newestFirst([...written, ...posts], (post) => post.publishDate);
}

/** The posts written on the site, newest first: a post's previous (older) and next (newer). */
export function localNeighbours(posts: readonly ShownPost[], slug: string) {
  const local = posts.filter((post) => post.local);
  const at = local.findIndex((post) => post.local!.slug === slug);
  return { newer: at > 0 ? local[at - 1] : undefined, older: local[at + 1] };
}
