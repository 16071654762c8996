// The module pipeline/vite-plugins/content-images.ts generates at build time.
// Its pictures have the shape of picture.ts (an ambient module cannot import it).
declare module "virtual:content-images" {
  type Picture = {
    sources: Record<string, string>;
    dark?: Record<string, string>;
    img: { src: string; w: number; h: number };
  };
  export const portraits: Map<string, Picture>;
  export const thumbnails: Map<string, Picture>;
  export const previews: Map<string, string>;
  /** The thumbnail drawn in the accent colours, when a post shows it. */
  export const drawnThumbnail: Picture | undefined;
}
