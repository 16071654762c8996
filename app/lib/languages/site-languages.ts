import type { Languages } from "../../../content/schema/languages.ts";
import { textDirection } from "../content/text-direction.ts";
import { languageTag } from "../metadata/site-urls.ts";

// The languages a site is written in: owner.locale's, at the site's own
// URLs, and each of content/languages.ts, under a path of its own.

export type SiteLanguage = {
  /** Open Graph's form, as owner.locale writes it: "ja_JP". */
  locale: string;
  /** BCP 47, as <html lang> and hreflang write it: "ja-JP". */
  tag: string;
  /** Its folder under the base path, "ja" (or "pt-br" where "pt" is ambiguous); "" for the default. */
  prefix: string;
  dir: "ltr" | "rtl";
  /** Its name in itself, for the switcher: "日本語", "English", "العربية". */
  name: string;
};

const subtag = (locale: string) => locale.split("_")[0]!;

/**
 * The site's languages, the default (owner.locale) first, then content/languages.ts's
 * in the order written. A language's folder is its subtag ("ja"), or its
 * whole tag ("pt-br") when another language of the site has the same subtag.
 */
export function siteLanguages(defaultLocale: string, languages: Languages = {}): SiteLanguage[] {
  const locales = [defaultLocale, ...Object.keys(languages)];
  const shared = (locale: string) =>
    locales.filter((other) => subtag(other) === subtag(locale)).length > 1;
  return locales.map((locale, index) => {
    const tag = languageTag(locale);
    return {
      locale,
      tag,
      prefix: index === 0 ? "" : (shared(locale) ? tag : subtag(locale)).toLowerCase(),
      dir: textDirection(tag),
      // Chinese is named with its region, which says the script readers expect.
      name: nameOf(shared(locale) || subtag(locale) === "zh" ? tag : subtag(locale)),
    };
  });
}

/** A language's name in itself, capitalised as a menu item: "Español", "日本語", "English (United Kingdom)". */
export function nameOf(tag: string): string {
  const names = new Intl.DisplayNames([tag], { type: "language", languageDisplay: "standard" });
  const name = names.of(tag) ?? tag;
  return name.charAt(0).toLocaleUpperCase(tag) + name.slice(1);
}

/** The base path of a language's pages: the site's, and its folder. */
export const languageBasePath = (basePath: string, language: Pick<SiteLanguage, "prefix">) =>
  language.prefix ? `${basePath}${language.prefix}/` : basePath;

/**
 * Each language with the base path of its pages, from a build of `current`'s
 * pages at `basePath` (the site's, and `current`'s folder): what the links
 * to a page's translations and the switcher are made from.
 */
export function languagePaths(basePath: string, languages: SiteLanguage[], current: SiteLanguage) {
  const site = siteBasePath(basePath, current);
  return languages.map(({ locale, tag, name, dir }) => ({
    locale,
    tag,
    name,
    dir,
    basePath: languageBasePath(
      site,
      languages.find((l) => l.locale === locale)!,
    ),
  }));
}

/** The site's base path, from that of `current`'s pages (the site's, and its folder). */
export const siteBasePath = (basePath: string, current: Pick<SiteLanguage, "prefix">) =>
  current.prefix ? basePath.slice(0, -(current.prefix.length + 1)) : basePath;

/**
 * The site's base path, from a build's settings (`basePath`, that of its
 * pages, and `language`, their locale when not the default's) and the site's
 * languages: where every language's pages find the one copy of the assets,
 * the icons and the owner's files.
 */
export function buildSiteBasePath(
  settings: { basePath: string; language?: string },
  languages: readonly SiteLanguage[],
): string {
  const current = languages.find((language) => language.locale === settings.language);
  return current ? siteBasePath(settings.basePath, current) : settings.basePath;
}
