import { basename, extname } from "node:path";
import type { Picture } from "../../app/lib/content/picture.ts";
import { ImageCache, type Encoded, type Format, type Variant } from "./image-cache.ts";

/** How each use of an image is made, at the sizes it is shown. */
export const imageUses = {
  // Portraits at 144 px (Home) and 224 px (About me), at 1x and 2x.
  portrait: { widths: [144, 224, 288, 448], formats: ["avif", "jpeg"] },
  // Thumbnails at 112 px (phones, shown from 224) and 220 px (wider screens), at 1x and 2x.
  thumbnail: { widths: [224, 440], formats: ["avif", "jpeg"] },
  // A post's images, across its column (at most 42 rem, 672 px), at 1x and 2x, and a phone's width.
  postBody: { widths: [400, 672, 1344], formats: ["avif", "jpeg"] },
} as const satisfies Record<string, { widths: readonly number[]; formats: readonly Format[] }>;

/** Link previews want one plain JPEG, square (X's summary card), 800 px (Facebook, LinkedIn, Slack). */
export const previewVariant: Variant = { width: 800, format: "jpeg", square: true };

/** Where an encoded image will be served from: an emitted asset's URL, or the dev server's. */
export type Publish = (encoded: Encoded, name: string) => string;

/** Runs at most `limit` of the tasks at once. */
export async function inPool<T>(tasks: (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const index = next++;
      results[index] = await tasks[index]!();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return results;
}

/** A <picture>'s sources (AVIF) and its JPEG fallback, the largest as the <img>. */
export async function picture(
  cache: ImageCache,
  path: string,
  use: keyof typeof imageUses,
  publish: Publish,
): Promise<Picture> {
  const { widths, formats } = imageUses[use];
  const stem = basename(path, extname(path));
  const encoded = await Promise.all(
    formats.flatMap((format) => widths.map((width) => cache.variant(path, { width, format }))),
  );
  return { sources: srcsets(encoded, stem, publish), img: largestJpeg(encoded, stem, publish) };
}

/** Draws an image for one colour scheme at one width: the bytes of an SVG. */
export type Drawing = (scheme: "light" | "dark", width: number) => Buffer;

/**
 * A picture the build draws, in the light scheme's colours and, for
 * `prefers-color-scheme: dark`, the dark scheme's: no JavaScript decides.
 */
export async function drawnPicture(
  cache: ImageCache,
  draw: Drawing,
  stem: string,
  use: keyof typeof imageUses,
  publish: Publish,
): Promise<Picture> {
  const { widths, formats } = imageUses[use];
  const scheme = (name: "light" | "dark") =>
    Promise.all(
      formats.flatMap((format) =>
        widths.map((width) => cache.variant(draw(name, width), { width, format, drawn: true })),
      ),
    );
  const [light, dark] = await Promise.all([scheme("light"), scheme("dark")]);
  return {
    sources: srcsets(light, stem, publish),
    dark: srcsets(dark, `${stem}-dark`, publish),
    img: largestJpeg(light, stem, publish),
  };
}

function srcsets(encoded: Encoded[], stem: string, publish: Publish): Record<string, string> {
  const sources: Record<string, string> = {};
  for (const image of encoded) {
    const entry = `${publish(image, stem)} ${image.width}w`;
    // Two requested widths can clamp to one when the source is small.
    if (!sources[image.format]?.includes(` ${image.width}w`))
      sources[image.format] = sources[image.format] ? `${sources[image.format]}, ${entry}` : entry;
  }
  return sources;
}

function largestJpeg(encoded: Encoded[], stem: string, publish: Publish): Picture["img"] {
  const largest = encoded.filter((image) => image.format === "jpeg").at(-1)!;
  return { src: publish(largest, stem), w: largest.width, h: largest.height };
}
