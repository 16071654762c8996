// The module pipeline/vite-plugins/content-images.ts generates at build time.
declare module "virtual:content-images" {
  import type { Picture } from "imagetools-core";
  export const portraits: Map<string, Picture>;
  export const thumbnails: Map<string, Picture>;
  export const previews: Map<string, string>;
  export const imageFiles: string[];
  export const ownerFiles: string[];
}
