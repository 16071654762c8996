import { describe } from "../errors.ts";
import { get } from "../http.ts";
import { imageFile, type ImageLimits } from "../posts/images.ts";
import { shortUrl } from "../posts/urls.ts";
import type { ImageNames } from "./article.ts";
import { deadImage } from "./dead-images.ts";
import { kebab } from "./slug.ts";

// A post brought home shows its images from its own folder: the site's
// security policy allows no other host. Each is downloaded over the
// importer's HTTP client and checked as a thumbnail is (JPEG, PNG, WebP and
// AVIF as they are, a GIF as a PNG of its first frame). One that is not
// there (dead-images.ts) is left out, or on a refresh kept as brought
// before; one that answers but is refused stops the run.

export type PostImages = {
  /** Each image URL and the file it became (undefined: left out, a pixel or an SVG). */
  names: ImageNames;
  /** The files to write beside index.md. */
  files: [name: string, data: Buffer][];
  /** What was left out, as words. */
  cannot: string[];
  /**
   * Each image that is not there (a 404, no answer), with why, and the file
   * brought before that stands for it; without one, its alt text does.
   */
  dead: Map<string, { why: string; kept?: string }>;
};

/** An image file written beside the post before, by its name without its extension. */
export type EarlierImages = Map<string, { name: string; data: Buffer }>;

// Images downloaded at once for one post.
const parallel = 4;

/**
 * Download a post's images; the problem, as words naming the image, when one
 * is refused. A dead image is one the post brought home before
 * (`earlier`, by the stem its URL gives) when there is one, else left out.
 */
export async function postImages(
  urls: string[],
  limits: ImageLimits,
  earlier: EarlierImages = new Map(),
): Promise<PostImages | string> {
  const stems = new Set<string>();
  const named = urls.map((url) => [url, uniqueStem(stemOf(url), stems)] as const);
  const results: (
    Awaited<ReturnType<typeof imageFile>> | { failed: string; dead: string | undefined }
  )[] = [];
  for (let i = 0; i < named.length; i += parallel)
    results.push(
      ...(await Promise.all(
        named.slice(i, i + parallel).map(async ([url, stem]) => {
          try {
            const { body } = await get(url, limits.timeoutMs, limits.maxBytes);
            return await imageFile(body, stem);
          } catch (error) {
            return { failed: describe(error), dead: deadImage(error) };
          }
        }),
      )),
    );
  const images: PostImages = { names: new Map(), files: [], cannot: [], dead: new Map() };
  for (const [i, result] of results.entries()) {
    const [url, stem] = named[i]!;
    const shown = shortUrl(url);
    if (typeof result === "object" && "failed" in result) {
      if (!result.dead) return `image ${shown}: ${result.failed}`;
      const before = earlier.get(stem);
      if (before) {
        images.names.set(url, before.name);
        images.files.push([before.name, before.data]);
        images.dead.set(url, { why: result.dead, kept: before.name });
      } else {
        images.names.set(url, undefined);
        images.dead.set(url, { why: result.dead });
      }
      continue;
    }
    if (typeof result === "string") {
      // An SVG can carry script: it stays on its host, a link to it in the list.
      if (result.startsWith("is an SVG")) {
        images.cannot.push(`an SVG image (${shown}): left out`);
        images.names.set(url, undefined);
        continue;
      }
      return `image ${shown} ${result}`;
    }
    // A tracking pixel that did not say it was one.
    if (result.width <= 2 && result.height <= 2) {
      images.names.set(url, undefined);
      continue;
    }
    images.names.set(url, result.name);
    images.files.push([result.name, result.data]);
  }
  return images;
}

/** A file name from the URL's last segment: "1*AbC_dEf.png" → "1-abc-def". */
function stemOf(url: string): string {
  const segment = new URL(url).pathname.split("/").filter(Boolean).at(-1) ?? "";
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    // a broken escape: the segment as written
  }
  const stem = kebab(decoded.replace(/\.[a-z0-9]{2,5}$/i, ""))
    .slice(0, 40)
    .replace(/-+$/, "");
  // "index" is the post's own file's name.
  return stem && stem !== "index" ? stem : "image";
}

function uniqueStem(stem: string, used: Set<string>): string {
  let name = stem;
  for (let n = 2; used.has(name); n++) name = `${stem}-${n}`;
  used.add(name);
  return name;
}
