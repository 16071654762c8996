/**
 * An image as the build made it (pipeline/images/): `sources` holds a srcset
 * per format ("avif", "jpeg"), `img` the largest JPEG with its size. A
 * picture drawn for each colour scheme has `dark` srcsets too, shown when
 * the visitor's system is in dark mode.
 */
export type Picture = {
  sources: Record<string, string>;
  dark?: Record<string, string>;
  img: { src: string; w: number; h: number };
  /** The language of its text (alt), on a page of another language that shows the default's. */
  lang?: string;
};
