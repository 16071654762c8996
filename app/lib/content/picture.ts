/**
 * An image as the build made it (pipeline/images/): `sources` holds a srcset
 * per format ("avif", "jpeg"), `img` the largest JPEG with its size.
 */
export type Picture = {
  sources: Record<string, string>;
  img: { src: string; w: number; h: number };
};
