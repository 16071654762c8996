import type { Picture } from "./picture";
import {
  drawnThumbnail,
  imageFiles,
  ownerFiles,
  portraits,
  previews,
  thumbnails,
} from "virtual:content-images";

// The images the content uses, made at build time (pipeline/images/, with
// sharp) in AVIF with a JPEG fallback, at the sizes they are shown.

export const portraitImages: ReadonlyMap<string, Picture> = portraits;
export const thumbnailImages: ReadonlyMap<string, Picture> = thumbnails;
export const previewImages: ReadonlyMap<string, string> = previews;
/** The default thumbnail drawn in the accent colours, light and dark, when a post shows it. */
export const drawnThumbnailImage: Picture | undefined = drawnThumbnail;
/** Every file of content/images/ and content/files/, which content may name. */
export const contentFiles = { images: imageFiles, files: ownerFiles };
