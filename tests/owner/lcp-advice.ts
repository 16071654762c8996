import { builtPage } from "../../app/lib/pages/site-pages";

// What the largest paint of a page says to its owner. The template keeps its
// own pages' largest paint on text (tests/template/visit-budgets.test.ts, on the sample);
// your words and images may change that, which is advice, not a failure.

export type LargestPaint = {
  route: string;
  /** The element Chromium reported, such as "IMG" or "P". */
  tag: string;
  /** The image's alt text, when it is an image. */
  alt: string;
  width: number;
  height: number;
  /** The largest block of text on the first screen, in CSS pixels. */
  text: { width: number; height: number };
};

/** Advice when the largest paint of a page is an image rather than its text; else nothing. */
export function lcpAdvice(paint: LargestPaint): string | undefined {
  if (paint.tag !== "IMG" && paint.tag !== "IMAGE") return undefined;
  const size = (box: { width: number; height: number }) =>
    `${Math.round(box.width)}×${Math.round(box.height)} px`;
  const image = paint.alt ? `"${paint.alt}"` : "an image";
  return (
    `Advice: on a phone, the largest paint of ${paint.route} is ${image} (${size(paint)}), ` +
    `not its text (the largest text block is ${size(paint.text)}), so Lighthouse counts the page ` +
    `as painted only when the image has arrived. To make the text the largest paint: ` +
    `${builtPage(paint.route)?.paintAdvice ?? "more text on the page"}, or a smaller image.`
  );
}
