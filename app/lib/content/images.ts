import type { Picture } from "./picture";
import { drawnThumbnail, portraits, previews, thumbnails } from "virtual:content-images";

// The images the content uses, made at build time (pipeline/images/, with
// sharp) in AVIF with a JPEG fallback, at the sizes they are shown.

export const portraitImages: ReadonlyMap<string, Picture> = portraits;
export const thumbnailImages: ReadonlyMap<string, Picture> = thumbnails;
export const previewImages: ReadonlyMap<string, string> = previews;
/** The default thumbnail drawn in the accent colours, light and dark, when a post shows it. */
export const drawnThumbnailImage: Picture | undefined = drawnThumbnail;
