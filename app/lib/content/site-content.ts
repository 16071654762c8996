import { careerFiles } from "../career/career-file.ts";
import { languagesFile } from "../languages/languages-file.ts";
import { siteBasePath } from "../languages/site-languages.ts";
import { profileLinks } from "../profiles/social-links.ts";
import { siteWords } from "../i18n/site-words.ts";
import { settings } from "../settings/settings.ts";
import {
  contentFiles,
  drawnThumbnailImage,
  portraitImages,
  previewImages,
  thumbnailImages,
} from "./images.ts";
import { rawContent } from "./raw-content.ts";
import { validateContent } from "./validate-content.ts";

// Validated once, when the site is built. Only loaders import this module, so
// neither the schema library nor the raw content reaches the browser.
const content = validateContent(
  { ...rawContent, ...careerFiles, ...languagesFile },
  contentFiles,
  settings,
  settings.language,
);

export const site = content.owner;
export const links = content.links;
export const copy = content.copy;
/** Whether the header has the theme switch (content/theme.ts). */
export const themeSwitch = content.themeSwitch;
/** The labels and page words in the owner's language, with their changes. */
export const words = siteWords(content.owner.locale, content.copy);
export const allPosts = content.posts;
export const allProjects = content.projects;
/** The owner's career, latest first; empty without content/experience.ts. */
export const career = content.experience;
/** The site's languages, the default first: one, unless content/languages.ts adds more. */
export const languages = content.languages;
/** This build's language: the default's, or one of content/languages.ts's. */
export const language = languages.find((l) => l.locale === content.owner.locale) ?? languages[0]!;
/** For another language's pages: the default language, and the fields still in it. */
export const translation = content.translation;
/**
 * The profiles of content/links.ts and the settings, in the page's language.
 * A file (a résumé) is the site's, at its base path, whatever the language.
 */
export const profiles = profileLinks(
  { ...settings, basePath: siteBasePath(settings.basePath, language) },
  links,
  words.labels,
);

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
