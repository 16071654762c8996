import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";

export type Format = "avif" | "jpeg";
/**
 * One output of an image: a width (never wider than the source) or a cropped
 * square. A `drawn` image (flat colours and lines, not a photograph) is
 * encoded harder and with halved colour resolution, which it does not show.
 */
export type Variant = { width: number; format: Format; square?: boolean; drawn?: boolean };
/** An image file, or the bytes of one made by the build (such as an SVG). */
export type Source = string | Buffer;
export type Encoded = { data: Buffer; width: number; height: number; format: Format; key: string };

const extension: Record<Format, string> = { avif: "avif", jpeg: "jpg" };
// A new sharp/libvips may encode differently: its version is part of every key.
const encoder = `sharp ${sharp.versions.sharp ?? ""} vips ${sharp.versions.vips}`;

/**
 * Encodes images with sharp and keeps every result on disk, keyed by the
 * source's bytes, the variant and the encoder, so an unchanged image is never
 * encoded again, whichever build or project copy asks for it. A cached result
 * is read back as it was written: no decoding, no encoding.
 */
export class ImageCache {
  /** How many encodes this cache ran (tests count them). */
  encodes = 0;
  private readonly sources = new Map<
    Source,
    Promise<{ hash: string; width: number; height: number }>
  >();

  constructor(readonly dir: string) {}

  async variant(path: Source, variant: Variant): Promise<Encoded> {
    const source = await this.source(path);
    const key = createHash("sha256")
      .update(`${source.hash} ${JSON.stringify(variant)} ${encoder}`)
      .digest("hex")
      .slice(0, 32);
    const width = variant.square ? variant.width : Math.min(variant.width, source.width);
    const height = variant.square
      ? variant.width
      : Math.round((source.height * width) / source.width);
    const file = join(this.dir, `${key}.${extension[variant.format]}`);
    if (existsSync(file))
      return { data: readFileSync(file), width, height, format: variant.format, key };
    this.encodes++;
    const resized = sharp(path).resize(width, height, { fit: "cover" });
    const data = await (
      variant.format === "avif"
        ? resized.avif(variant.drawn ? { quality: 40, effort: 9, chromaSubsampling: "4:2:0" } : {})
        : resized.jpeg({ mozjpeg: true, ...(variant.drawn ? { quality: 70 } : {}) })
    ).toBuffer();
    mkdirSync(this.dir, { recursive: true });
    // Written whole, then renamed: a build cut off midway never leaves half a file in the cache.
    writeFileSync(`${file}.${process.pid}.tmp`, data);
    renameSync(`${file}.${process.pid}.tmp`, file);
    return { data, width, height, format: variant.format, key };
  }

  /** The file name of a variant in the cache, for the development server. */
  static fileName(encoded: Encoded): string {
    return `${encoded.key}.${extension[encoded.format]}`;
  }

  private source(path: Source) {
    let known = this.sources.get(path);
    if (!known) {
      known = (async () => {
        const bytes = typeof path === "string" ? readFileSync(path) : path;
        // Reads the header only: the size, not the pixels.
        const { width = 1, height = 1 } = await sharp(bytes).metadata();
        return { hash: createHash("sha256").update(bytes).digest("hex"), width, height };
      })();
      this.sources.set(path, known);
    }
    return known;
  }
}
