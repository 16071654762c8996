import { readdirSync, statSync } from "node:fs";
import { relative, resolve, sep } from "node:path";
import { closest } from "../../app/lib/validation/closest.ts";
import { readImageHeader, type ImageHeader } from "../images/image-header.ts";

// A post's own shared picture (its front matter's `image`, og:image in its
// drawn card's place): a file of its folder that every link preview shows
// large. Checked with the rest of content/, before anything is built.

/** A post's image as its page shares it: the file (from the project root), its kind and size. */
export type PostShareImage = ImageHeader & { file: string };

/**
 * The smallest picture shared large. Facebook: "Use images that are at least
 * 1200 x 630 pixels for the best display on high resolution devices" (smaller
 * from 600×315 still shows large, but blurred; below that, small), and a
 * 1.91:1 ratio (https://developers.facebook.com/docs/sharing/webmasters/images).
 * X's summary_large_image card takes from 300×157 at 2:1, and LinkedIn's link
 * preview is 1.91:1 too (1200×627 its suggestion): at 1200×630 a picture is
 * sharp in all three.
 */
export const shareImageMinimum = { width: 1200, height: 630 } as const;

/**
 * The largest file: X's cards take images "less than 5MB in size"
 * (https://developer.x.com/en/docs/x-for-websites/cards/overview/markup),
 * Facebook's up to 8 MB; the build serves the file as written.
 */
export const shareImageMaxBytes = 5 * 1024 * 1024;

/** The file `image` names in the post's `folder` (both from `root`), as its body's images are found. */
function imagePath(root: string, folder: string, image: string): string {
  let name = image;
  try {
    name = decodeURI(image);
  } catch {
    // A stray "%" names no file: as written, it is one that does not exist.
  }
  return resolve(root, folder, name);
}

/**
 * The post's image, read; or the rule it breaks, with what was found
 * (pipeline/inputs/post-files.ts says it in the content's one line).
 */
export function readShareImage(
  root: string,
  folder: string,
  image: string,
): { image: PostShareImage } | { rule: string; got: string } {
  const got = JSON.stringify(image);
  const path = imagePath(root, folder, image);
  const inside = relative(resolve(root, folder), path);
  const isFile = (() => {
    try {
      return statSync(path).isFile();
    } catch {
      return false;
    }
  })();
  if (inside.startsWith("..") || inside === "" || inside.split(sep)[0] === "" || !isFile) {
    const files = readdirSync(resolve(root, folder)).filter((name) => !name.endsWith(".md"));
    const near = closest(image.replace(/^\.\//, ""), files);
    return {
      rule:
        `must be an image file in the post's folder, ${folder} (put it beside index.md, or correct its name)` +
        (near ? ` (did you mean "${near}"?)` : ""),
      got,
    };
  }
  const header = readImageHeader(path);
  if (!header)
    return { rule: "must be a JPEG, PNG or WebP file, the kinds every link preview shows", got };
  const { width, height } = header;
  if (width < shareImageMinimum.width || height < shareImageMinimum.height)
    return {
      rule:
        `must be at least ${shareImageMinimum.width}×${shareImageMinimum.height} pixels: ` +
        "the large link previews of LinkedIn, Facebook and X are drawn at that size, and a smaller image is blurred or shown small",
      got: `${got} (${width}×${height})`,
    };
  const bytes = statSync(path).size;
  if (bytes > shareImageMaxBytes)
    return {
      rule: "must be at most 5 MB: X shows no larger image (make it smaller, or a JPEG)",
      got: `${got} (${(bytes / 1024 / 1024).toFixed(1)} MB)`,
    };
  return { image: { ...header, file: relative(root, path).split(sep).join("/") } };
}
