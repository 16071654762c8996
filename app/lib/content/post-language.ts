import { languageTag } from "../metadata/site-urls.ts";

// The language of a post written on the site, and what it decides: which
// pages mark its words with `lang`, and which page is its own (canonical).
// index.md is written in the site's default language unless its `lang` says
// another; a post in one of the site's languages belongs to that language's
// pages, as a translation does to its own. The routes, the lists, the feeds
// (through the pages' structured data), the sitemap (through the pages'
// canonical links) and the owner's check all take it from here.

/**
 * Whether two BCP 47 tags are one language as a page tells it: the same tag,
 * or one a narrower form of the other ("en" and "en-US"), letter case aside.
 */
export function sameLanguage(a: string, b: string): boolean {
  const [x, y] = [a.toLowerCase(), b.toLowerCase()];
  return x === y || x.startsWith(`${y}-`) || y.startsWith(`${x}-`);
}

/** Where a post written on the site belongs among the site's languages. */
export type PostLanguage = {
  /** The tag index.md is written in: its `lang` ("pt-BR"), else the default language's ("en-US"). */
  tag: string;
  /** The site's language whose page is the post's own, by locale: the one its `lang` is, else the default. */
  home: string;
};

/**
 * A post's language, from its `lang` (content/schema/post-file.ts) and the
 * site's languages' locales, the default first. Its home is the site's
 * language that is its `lang` ("en" is en_US's), else one of the same
 * language in another region or script ("en-GB", en_US's), else the default:
 * a post in a language the site does not speak is the default's, marked.
 */
export function postLanguage(lang: string | undefined, locales: readonly string[]): PostLanguage {
  const [main] = locales;
  if (main === undefined) throw new Error("A site has at least its default language");
  if (lang === undefined) return { tag: languageTag(main), home: main };
  // Written as browsers and search engines compare it ("pt-br" is "pt-BR").
  const tag = Intl.getCanonicalLocales(lang)[0] ?? lang;
  const tags = locales.map(languageTag);
  const primary = (of: string) => of.split("-")[0]!.toLowerCase();
  const same = tags.findIndex((site) => sameLanguage(tag, site));
  const near = same >= 0 ? same : tags.findIndex((site) => primary(site) === primary(tag));
  return { tag, home: locales[near] ?? main };
}

/**
 * The `lang` a post's words (written in `tag`) are marked with on a page of
 * the site's language `locale`: none where they are the page's language.
 */
export function postMark(tag: string, locale: string): string | undefined {
  return sameLanguage(tag, languageTag(locale)) ? undefined : tag;
}

/** What a post's page in a language needs to know of the post to name its canonical page. */
export type PostPlace = {
  /** The original's URL, when the file the page shows first appeared elsewhere. */
  canonical?: string;
  /** The languages (locales) whose page of the post is its own: its home's and its translations'. */
  languages: readonly string[];
  /** PostLanguage's `home`. */
  home: string;
};

/**
 * The URL the post's page in `locale` names canonical when it is not the
 * page itself, else undefined: a cross-post's original; a page that shows
 * the post in a language not its own (as written, untranslated), the page
 * of the language it is written in (`pageIn(home)`), so search engines send
 * its readers there and count it once.
 */
export function postCanonical(
  post: PostPlace,
  locale: string,
  pageIn: (locale: string) => string,
): string | undefined {
  if (post.canonical) return post.canonical;
  return post.languages.includes(locale) ? undefined : pageIn(post.home);
}
