import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { expect, test } from "vitest";
import { ResponsiveImage } from "./responsive-image";

const picture = {
  sources: { avif: "/a.avif 440w", jpeg: "/a.jpg 440w" },
  img: { src: "/a.jpg", w: 440, h: 231 },
};
const img = (load?: "lcp" | "eager" | "lazy") =>
  /<img [^>]*>/.exec(
    renderToStaticMarkup(
      createElement(ResponsiveImage, { picture, alt: "", sizes: "112px", load }),
    ),
  )![0];

test("only the largest paint's image is fetched at high priority, at once", () => {
  expect(img("lcp")).toMatch(/loading="eager" fetchPriority="high"/i);
  expect(img("lcp")).not.toContain("decoding");
});

test("every other image is fetched at low priority and decoded off the first frame", () => {
  expect(img("eager")).toMatch(/loading="eager" fetchPriority="low" decoding="async"/i);
  expect(img()).toMatch(/loading="lazy" fetchPriority="low" decoding="async"/i);
});
