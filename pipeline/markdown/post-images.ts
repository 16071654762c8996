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

export type PostImageNode = { type: "postImage"; image: PostImage };

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

/**
 * Turns the Markdown's images into PostImageNodes, numbered in order, refusing
 * an image without alt text and one from another host. `resolve` gives the URL
 * (and title) of an image written by reference (![alt][ref]).
 */
export function postImageMaker(source: PostSource) {
  let index = 0;
  return (node: Image | { alt?: string | null; url: string; title?: string | null }) => {
    const line = fileLine(source, node as Image);
    const src = node.url;
    const alt = node.alt ?? "";
    if (alt === "")
      throw new PostContentError(
        source,
        line,
        `an image without alt text (${src})`,
        `describe the image, or write ![""](${src}) for a decorative one`,
      );
    if (isRemote(src))
      throw new PostContentError(
        source,
        line,
        `an image from another host (${src})`,
        "the site's security policy allows only the site's own images: put the file beside the post",
      );
    const scheme = urlScheme(src);
    if (scheme !== undefined)
      throw new PostContentError(
        source,
        line,
        `a ${scheme}: image (${src.slice(0, 40)})`,
        "an image is a file beside the post",
      );
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
    return { type: "postImage", image } satisfies PostImageNode;
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
