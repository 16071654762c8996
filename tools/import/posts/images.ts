import { createHash } from "node:crypto";
import sharp from "sharp";
import { describe } from "../errors.ts";
import { get } from "../http.ts";
import { shortUrl } from "./urls.ts";

export type Image = { name: string; data: Buffer };
export type ImageLimits = { timeoutMs: number; maxBytes: number };

// Smaller than this on a side is a pixel or an icon, not a thumbnail.
const minSide = 16;

/**
 * The file name an imported post's thumbnail gets in content/images: the
 * post's slug and a hash of its URL, so it is safe whatever the URLs hold,
 * and the same on every run.
 */
export function imageStem(postUrl: string): string {
  const path = new URL(postUrl).pathname.split("/").filter(Boolean);
  const last = (path.at(-1) ?? new URL(postUrl).hostname).replace(/\.[a-z]{2,5}$/i, "");
  const slug = decoded(last)
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, 60)
    .replace(/^-+|-+$/g, "");
  const hash = createHash("sha256").update(postUrl).digest("hex").slice(0, 8);
  return `${slug || "post"}-${hash}`;
}

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** An image URL whose path, decoded, climbs a folder ("..%2F"). */
export function climbs(url: string): boolean {
  let path = new URL(url).pathname;
  for (let i = 0; i < 3; i++) {
    try {
      path = decodeURIComponent(path);
    } catch {
      return true; // broken escapes: nothing a real image URL needs
    }
  }
  return path.split(/[/\\]/).includes("..");
}

/**
 * Download an image and check that it is one: JPEG, PNG, WebP and AVIF are
 * kept as they are, a GIF becomes a PNG of its first frame, anything else
 * (SVG included: it can carry script) is refused. Returns the problem as
 * words when it is refused.
 */
export async function fetchImage(
  url: string,
  stem: string,
  limits: ImageLimits,
): Promise<Image | string> {
  const shown = shortUrl(url);
  if (climbs(url)) return `${shown} tries to climb out of content/images`;
  let data: Buffer;
  try {
    ({ body: data } = await get(url, limits.timeoutMs, limits.maxBytes));
  } catch (error) {
    return `${shown}: ${describe(error)}`;
  }
  const image = await imageFile(data, stem);
  if (typeof image === "string") return `${shown} ${image}`;
  if (image.width < minSide || image.height < minSide)
    return `${shown} is too small for a thumbnail (${image.width}×${image.height})`;
  return { name: image.name, data: image.data };
}

/**
 * Bytes checked to be an image of a kind the site takes, named `stem` and
 * its extension: JPEG, PNG, WebP and AVIF as they are, a GIF as a PNG of
 * its first frame. Else what it is, as words ("is not an image").
 */
export async function imageFile(
  data: Buffer,
  stem: string,
): Promise<(Image & { width: number; height: number }) | string> {
  let meta: sharp.Metadata;
  try {
    meta = await sharp(data).metadata();
    await sharp(data).stats(); // decodes every pixel: a truncated file fails here, not in the build
  } catch {
    return "is not an image";
  }
  const size = { width: meta.width ?? 0, height: meta.height ?? 0 };
  const format = meta.format === "heif" && meta.compression === "av1" ? "avif" : meta.format;
  switch (format) {
    case "jpeg":
      return { name: `${stem}.jpg`, data, ...size };
    case "png":
    case "webp":
    case "avif":
      return { name: `${stem}.${format}`, data, ...size };
    case "gif":
      return {
        name: `${stem}.png`,
        data: await sharp(data, { pages: 1 }).png().toBuffer(),
        ...size,
      };
    default:
      return `is ${format === "svg" ? "an SVG" : `a ${format} image`}, which is not accepted (JPEG, PNG, WebP, AVIF or GIF)`;
  }
}
