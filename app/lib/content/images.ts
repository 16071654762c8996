import type { Picture } from "imagetools-core";
import { imageFiles, ownerFiles, portraits, previews, thumbnails } from "virtual:content-images";

// The images the content uses, generated at build time (vite-imagetools +
// sharp) in AVIF and WebP with a JPEG fallback, at the sizes they are shown
// (pipeline/vite-plugins/content-images.ts decides which image is made how).

export const portraitImages: ReadonlyMap<string, Picture> = portraits;
export const thumbnailImages: ReadonlyMap<string, Picture> = thumbnails;
export const previewImages: ReadonlyMap<string, string> = previews;
/** Every file of content/images/ and content/files/, which content may name. */
export const contentFiles = { images: imageFiles, files: ownerFiles };
