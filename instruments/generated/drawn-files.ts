import sharp from "sharp";
import type { GeneratedSite, ImageSpec } from "./generate-site.ts";

// The files of a generated site that are more than its data: its images,
// drawn in their formats and sizes, and its posts written here, as an owner
// types them. Apart from site-files.ts, which writes the whole fork, so that
// the generator's own test (a unit test the owner's check runs) reaches no
// project copy.

/** A picture with some detail, so that encoders have something to do. */
export function draw({ format, width, height, hue }: ImageSpec): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<rect width="100%" height="100%" fill="hsl(${hue} 45% 45%)"/>
<circle cx="${width / 3}" cy="${height / 2}" r="${Math.min(width, height) / 3}" fill="hsl(${(hue + 60) % 360} 55% 65%)"/>
<rect x="${width / 2}" y="${height / 4}" width="${width / 3}" height="${height / 2}" fill="hsl(${(hue + 180) % 360} 40% 30%)" opacity="0.7"/></svg>`;
  return sharp(Buffer.from(svg)).toFormat(format).toBuffer();
}

/** content/posts/<slug>/<file>: each post's Markdown files, as written. */
export function postTexts(site: GeneratedSite): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const post of site.localPosts)
    for (const [name, text] of Object.entries(post.files))
      texts[`content/posts/${post.slug}/${name}`] = text;
  return texts;
}

/** content/posts/<slug>/<image>: the images beside the posts, to draw. */
export const postImages = (site: GeneratedSite): Record<string, ImageSpec> =>
  Object.fromEntries(
    site.localPosts.flatMap((post) =>
      Object.entries(post.images).map(([name, spec]) => [
        `content/posts/${post.slug}/${name}`,
        spec,
      ]),
    ),
  );
