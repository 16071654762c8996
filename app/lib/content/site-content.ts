import { careerFiles } from "../career/career-file.ts";
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
const content = validateContent({ ...rawContent, ...careerFiles }, contentFiles, settings);

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

export function portrait(name: string) {
  return portraitImages.get(name)!;
}

/** A post's thumbnail; without a name, the one drawn in the accent colours. */
export function thumbnail(name: string | undefined) {
  return name ? thumbnailImages.get(name)! : drawnThumbnailImage!;
}

export function previewImage(name: string): string {
  return previewImages.get(name)!;
}
