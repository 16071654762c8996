import { existsSync } from "node:fs";
import { basename, extname, relative, resolve, sep } from "node:path";
import type { ElementContent, Root } from "hast";
import { fromHtml } from "hast-util-from-html";
import type { Image } from "mdast";
import { visit } from "unist-util-visit";
import { isRemote, urlScheme } from "./html-urls.ts";
import { fileLine, PostContentError, type PostSource } from "./post-content-error.ts";

// A post's images are files beside it (![alt](./photo.jpg)). The renderer
// does not encode them: it asks the `image` option for each image's HTML, so
// the site can make a responsive <picture> with the image pipeline. Between
// reading the Markdown and that call, an image is a node of its own type
// (PostImageNode), which the HTML check passes by: what `image` returns is the
// site's, not the author's.

/** One image of a post, in the order the post shows them (0 is the first). */
export type PostImage = {
  /** As written: "./photo.jpg". */
  src: string;
  /** Its text alternative; "" for a decorative image (written ![""](x.png)). */
  alt: string;
  index: number;
  /** The line of the post's file. */
  line: number | undefined;
  /** The Markdown's title ("…"), if any. */
  title?: string;
};

/** The HTML of one image: phrasing content (<img>, <picture>), as it stands in a paragraph. */
export type ImageRenderer = (image: PostImage) => string;

/** `refused`: the image is not a file beside the post (another host, a data: URL), so no file is looked for. */
export type PostImageNode = { type: "postImage"; image: PostImage; refused?: true };

declare module "hast" {
  interface RootContentMap {
    postImage: PostImageNode;
  }
  interface ElementContentMap {
    postImage: PostImageNode;
  }
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/** A plain <img>, lazy after the first: the renderer's own, until the site gives its <picture>. */
export const plainImage: ImageRenderer = ({ src, alt, index, title }) =>
  `<img src="${escapeAttribute(src)}" alt="${escapeAttribute(alt)}"` +
  (title === undefined ? "" : ` title="${escapeAttribute(title)}"`) +
  (index > 0 ? ' loading="lazy"' : "") +
  ' decoding="async">';

/** Where an image is that it may not be (another host, a data: URL), and the rule; undefined if beside the post. */
function elsewhere(src: string): [what: string, rule: string] | undefined {
  if (isRemote(src))
    return [
      `an image from another host (${src})`,
      "the site's security policy allows only the site's own images: put the file beside the post",
    ];
  const scheme = urlScheme(src);
  if (scheme !== undefined)
    return [`a ${scheme}: image (${src.slice(0, 40)})`, "an image is a file beside the post"];
  return undefined;
}

/**
 * Turns the Markdown's images into PostImageNodes, numbered in order; an
 * image without alt text, or from another host, is added to `problems` (and
 * is a node still, so the rest of the post is checked too). Given an image
 * written by reference (![alt][ref]), its definition's URL and title.
 */
export function postImageMaker(source: PostSource, problems: PostContentError[]) {
  let index = 0;
  return (node: Image | { alt?: string | null; url: string; title?: string | null }) => {
    const line = fileLine(source, node as Image);
    const src = node.url;
    const alt = node.alt ?? "";
    if (alt === "")
      problems.push(
        new PostContentError(
          source,
          line,
          `an image without alt text (${src})`,
          `describe the image, or write ![""](${src}) for a decorative one`,
        ),
      );
    const away = elsewhere(src);
    if (away) problems.push(new PostContentError(source, line, ...away));
    // ![""](x.png): the explicit empty alternative of a decorative image,
    // which assistive technology skips; a title would name it again (WCAG
    // H67, which the owner's check holds), so a decorative image has none.
    const decorative = alt === '""';
    const image: PostImage = {
      src,
      alt: decorative ? "" : alt,
      index: index++,
      line,
      ...(node.title && !decorative ? { title: node.title } : {}),
    };
    return { type: "postImage", image, ...(away && { refused: true }) } satisfies PostImageNode;
  };
}

/** Replaces each PostImageNode of `tree` by the HTML `render` gives for it. */
export function renderPostImages(tree: Root, render: ImageRenderer): void {
  visit(tree, "postImage", (node: PostImageNode, index, parent) => {
    if (parent === undefined || index === undefined) return;
    const html = fromHtml(render(node.image), { fragment: true });
    parent.children.splice(index, 1, ...(html.children as ElementContent[]));
    return index + html.children.length;
  });
}

/** Each image of `tree` that names a file beside the post, in order, before renderPostImages replaces them: the files to look for. */
export function postImages(tree: Root): PostImage[] {
  const images: PostImage[] = [];
  visit(tree, "postImage", (node: PostImageNode) => {
    if (!node.refused) images.push(node.image);
  });
  return images;
}

/** The file an image of the post in `folder` (from `root`) names: beside it, by its path as written. */
export function postImagePath(root: string, folder: string, image: PostImage): string {
  const path = image.src.split(/[?#]/)[0]!;
  let decoded = path;
  try {
    decoded = decodeURI(path);
  } catch {
    // A stray "%" names no file: as written, it is one that does not exist.
  }
  return resolve(root, folder, decoded);
}

/**
 * Why an image of the post in `folder` cannot be shown: its file is outside
 * the folder, missing, or of a kind the image pipeline does not read.
 */
export function imageFileProblem(
  root: string,
  folder: string,
  source: PostSource,
  image: PostImage,
): PostContentError | undefined {
  const refuse = (what: string, rule: string) =>
    new PostContentError(source, image.line, what, rule);
  const path = postImagePath(root, folder, image);
  const inside = relative(resolve(root, folder), path);
  const beside = `put the file beside ${basename(source.file)}, in ${folder}`;
  if (inside.startsWith("..") || inside.split(sep)[0] === "")
    return refuse(`an image outside the post's folder (${image.src})`, beside);
  if (!existsSync(path))
    return refuse(`an image that does not exist (${image.src})`, `${beside}, or correct its name`);
  if (!/^\.(jpe?g|png|webp|avif|gif|tiff?)$/i.test(extname(path)))
    return refuse(
      `an image the image pipeline cannot read (${image.src})`,
      "use a JPEG, PNG, WebP, AVIF, GIF or TIFF file",
    );
  return undefined;
}
