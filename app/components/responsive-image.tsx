import type { Picture } from "imagetools-core";

type Props = {
  picture: Picture;
  alt: string;
  sizes: string;
  className?: string;
  /** The largest image in the first screen: loaded first, never lazily. */
  priority?: boolean;
};

/** AVIF and WebP sources with a JPEG fallback; width and height prevent layout shift. */
export function ResponsiveImage({ picture, alt, sizes, className, priority = false }: Props) {
  const { img, sources } = picture;
  const fallback = sources.jpeg ?? sources.jpg;
  return (
    // The <img> carries the size; the picture must not shrink below it in a flex row.
    <picture className="shrink-0">
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
        className={className}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : "auto"}
        decoding={priority ? "sync" : "async"}
      />
    </picture>
  );
}
