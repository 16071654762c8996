import type { Picture } from "../lib/content/picture";

type Props = {
  picture: Picture;
  alt: string;
  sizes: string;
  className?: string;
  /** Classes of the <picture> itself, such as its place in a grid. */
  pictureClassName?: string;
  /**
   * "lcp": the page's largest contentful element: eager, fetchpriority high.
   * "eager": in the first screen but smaller than the text around it: loads
   * at once, at low priority, and its decoding never holds up the first frame,
   * so the text paints from the HTML alone. "lazy" (the default): below the
   * first screen, or in it on a phone when the cards above it are short; low
   * priority too, so Chromium does not raise one it finds in view to high
   * while the page is still painting (Lighthouse then counts it as holding up
   * the largest paint) or while the app loads on intent.
   */
  load?: "lcp" | "eager" | "lazy";
};

/**
 * AVIF sources with a JPEG fallback; width and height prevent layout shift.
 * A picture drawn for each colour scheme lists its dark sources first, for
 * `prefers-color-scheme: dark`: the browser picks the first source that fits.
 */
export function ResponsiveImage({
  picture,
  alt,
  sizes,
  className,
  pictureClassName,
  load = "lazy",
}: Props) {
  const { img, sources, dark = {} } = picture;
  const fallback = sources.jpeg ?? sources.jpg;
  // AVIF first, then the JPEG a browser without AVIF takes in dark mode.
  const darkSources = Object.entries(dark).sort(
    ([a], [b]) => Number(a === "jpeg") - Number(b === "jpeg"),
  );
  return (
    // The <img> carries the size; the picture must not shrink below it in a flex row.
    <picture className={pictureClassName ? `shrink-0 ${pictureClassName}` : "shrink-0"}>
      {darkSources.map(([format, srcSet]) => (
        <source
          key={`dark-${format}`}
          media="(prefers-color-scheme: dark)"
          type={`image/${format}`}
          srcSet={srcSet}
          sizes={sizes}
        />
      ))}
      {Object.entries(sources)
        .filter(([format]) => format !== "jpeg" && format !== "jpg")
        .map(([format, srcSet]) => (
          <source key={format} type={`image/${format}`} srcSet={srcSet} sizes={sizes} />
        ))}
      <img
        src={img.src}
        srcSet={fallback}
        sizes={sizes}
        width={img.w}
        height={img.h}
        alt={alt}
        lang={picture.lang}
        className={className}
        loading={load === "lazy" ? "lazy" : "eager"}
        fetchPriority={load === "lcp" ? "high" : "low"}
        decoding={load === "lcp" ? undefined : "async"}
      />
    </picture>
  );
}
