import { expect, test } from "vitest";
import { pictureHtml } from "./picture-html.ts";

const picture = {
  sources: {
    avif: "/a/p-400.avif 400w, /a/p-672.avif 672w",
    jpeg: "/a/p-400.jpg 400w, /a/p-672.jpg 672w",
  },
  img: { src: "/a/p-672.jpg", w: 672, h: 336 },
};

test("AVIF sources, the JPEG fallback with its size, the first image loaded at once", () => {
  expect(pictureHtml(picture, { alt: "A graph", sizes: "100vw", lazy: false })).toBe(
    '<picture><source type="image/avif" srcset="/a/p-400.avif 400w, /a/p-672.avif 672w" sizes="100vw">' +
      '<img src="/a/p-672.jpg" srcset="/a/p-400.jpg 400w, /a/p-672.jpg 672w" sizes="100vw" ' +
      'width="672" height="336" alt="A graph" loading="eager" fetchpriority="low" decoding="async"></picture>',
  );
});

test("a later image is lazy; the alt and title are escaped; a decorative one has an empty alt", () => {
  const html = pictureHtml(picture, {
    alt: 'a "b" <c> & d',
    sizes: "100vw",
    lazy: true,
    title: "T",
  });
  expect(html).toContain('alt="a &quot;b&quot; &lt;c> &amp; d" title="T" loading="lazy"');
  expect(pictureHtml(picture, { alt: "", sizes: "100vw", lazy: true })).toContain('alt=""');
});
