import type { Picture } from "../../app/lib/content/picture.ts";

// A post's images are in the post's HTML, which the build writes as a string
// (pipeline/markdown/), not through React: this is the <picture> of
// app/components/responsive-image.tsx, written as that component writes it.

const attribute = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/**
 * AVIF sources with the JPEG fallback, width and height against layout
 * shift; the first image of a post loads at once (it may be in the first
 * screen) at low priority, every later one lazily.
 */
export function pictureHtml(
  picture: Picture,
  { alt, sizes, lazy, title }: { alt: string; sizes: string; lazy: boolean; title?: string },
): string {
  const { img, sources } = picture;
  const fallback = sources.jpeg ?? sources.jpg;
  const others = Object.entries(sources).filter(
    ([format]) => format !== "jpeg" && format !== "jpg",
  );
  return (
    "<picture>" +
    others
      .map(
        ([format, srcSet]) =>
          `<source type="image/${format}" srcset="${attribute(srcSet)}" sizes="${attribute(sizes)}">`,
      )
      .join("") +
    `<img src="${attribute(img.src)}"` +
    (fallback ? ` srcset="${attribute(fallback)}" sizes="${attribute(sizes)}"` : "") +
    ` width="${img.w}" height="${img.h}" alt="${attribute(alt)}"` +
    (title === undefined ? "" : ` title="${attribute(title)}"`) +
    ` loading="${lazy ? "lazy" : "eager"}" fetchpriority="low" decoding="async"></picture>`
  );
}

/**
 * A post's image as a feed carries it: one plain JPEG and its size, no
 * sources or lazy loading, which feed readers ignore or strip.
 */
export function feedImageHtml(
  img: Picture["img"],
  { alt, title }: { alt: string; title?: string },
): string {
  return (
    `<img src="${attribute(img.src)}" width="${img.w}" height="${img.h}" alt="${attribute(alt)}"` +
    (title === undefined ? "" : ` title="${attribute(title)}"`) +
    ">"
  );
}
