import { owner } from "../../../content/owner";
import { posts } from "../../../content/posts";
import { projects } from "../../../content/projects";
import { imageNames, portraitImages, previewImages, thumbnailImages } from "./images";
import { validateContent } from "./validate-content";

// Validated once, when the site is built. Only loaders import this module, so
// neither the schema library nor the raw content reaches the browser.
const content = validateContent({ owner, posts, projects }, imageNames);

export const site = content.owner;
export const allPosts = content.posts;
export const allProjects = content.projects;

export function portrait(name: string) {
  return portraitImages.get(name)!;
}

export function thumbnail(name: string) {
  return thumbnailImages.get(name)!;
}

export function previewImage(name: string): string {
  return previewImages.get(name)!;
}
