import { content, linkDefaults } from "virtual:site-content";
import { shownAddress } from "../i18n/address.ts";
import { languageFile } from "../languages/language-file.ts";
import { siteBasePath } from "../languages/site-languages.ts";
import { profileLinks } from "../profiles/social-links.ts";
import { siteWords } from "../i18n/site-words.ts";
import { settings } from "../settings/settings.ts";
import { drawnThumbnailImage, portraitImages, previewImages, thumbnailImages } from "./images.ts";

// The content of this build's language, as the build checked it once before
// building (pipeline/inputs/check-inputs.ts) and handed it over as plain data
// (pipeline/vite-plugins/site-content.ts). Only loaders import this module,
// so the content does not reach the browser.

export const site = content.owner;
export const links = content.links;
export const copy = content.copy;
/** Whether the header has the theme switch (content/theme.ts). */
export const themeSwitch = content.themeSwitch;
/** The accent colours of each scheme (content/theme.ts). */
export const palette = content.palette;
/** The labels and page words in the owner's language, with their changes. */
export const words = siteWords(content.owner.locale, content.copy);
export const allPosts = content.posts;
/** The addresses the owner chose for tags' pages (content/posts.ts's tagSlugs). */
export const tagSlugs = content.tagSlugs;
/** Each tag page's slug, with the locales whose pages have it (pipeline/inputs/post-tags.ts). */
export const tagLocales = content.tagLocales;
export const allProjects = content.projects;
/** The owner's career, latest first; empty without content/experience.ts. */
export const career = content.experience;
/** The site's languages, the default first: one, unless content/languages.ts adds more. */
export const languages = content.languages;
/** The owner's name in every language's spelling, the default's first. */
export const ownerNames = content.ownerNames;
/** This build's language: the default's, or one of content/languages.ts's. */
export const language = languages.find((l) => l.locale === content.owner.locale) ?? languages[0]!;
/** For another language's pages: the default language, and the fields still in it. */
export const translation = content.translation;
/**
 * The profiles of content/links.ts and the settings, in the page's language.
 * A file (a résumé) is the site's, at its base path, whatever the language.
 */
// A file with a copy for this language (resume.ja.pdf) is linked as that copy.
const ownCopy = (file: string) => {
  const own = languageFile(file, language.prefix);
  return content.files.includes(own) ? own : file;
};
export const profiles = profileLinks(
  { ...settings, basePath: siteBasePath(settings.basePath, language) },
  {
    ...links,
    more: links.more.map((profile) =>
      "file" in profile ? { ...profile, file: ownCopy(profile.file) } : profile,
    ),
  },
  words.labels,
  // Each label's language, by the profile's url or file as this page links it.
  Object.fromEntries(
    Object.entries(translation?.langs.profiles ?? {}).map(([key, langs]) => [ownCopy(key), langs]),
  ),
);

/**
 * Whether the address line is content/links.ts's (VITE_ADDRESS did not
 * change it): then a city and a country written apart name the place, and
 * another language's line, written in content/languages.ts, is shown there.
 */
const shown = shownAddress(settings.address, linkDefaults, links);
export const addressFromContent = shown.fromContent;
/** The address line in the page's language. */
export const address = shown.line;
/** Its language, when it is the default language's on another language's page. */
export const addressLang = addressFromContent ? translation?.langs.links.address : undefined;

export function portrait(name: string) {
  return portraitImages.get(name)!;
}

/** The headshot, and on another language's page, the language of its text if it is the default's. */
export function translatedPortrait(name: string) {
  const lang = translation?.langs.owner.headshotAlt;
  return lang ? { ...portrait(name), lang } : portrait(name);
}

/** A post's thumbnail; without a name, the one drawn in the accent colours. */
export function thumbnail(name: string | undefined) {
  return name ? thumbnailImages.get(name)! : drawnThumbnailImage!;
}

export function previewImage(name: string): string {
  return previewImages.get(name)!;
}
