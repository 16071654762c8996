import { expect, test } from "vitest";
import { lcpAdvice, type LargestPaint } from "./lcp-advice";

const paint = (tag: string): LargestPaint => ({
  route: "/about-me",
  tag,
  alt: "佐藤 健の顔写真",
  width: 288,
  height: 288,
  text: { width: 372.4, height: 84 },
});

test("text as the largest paint needs no advice", () => {
  expect(lcpAdvice(paint("P"))).toBeUndefined();
  expect(lcpAdvice(paint("H1"))).toBeUndefined();
});

test("an image as the largest paint is named, with both sizes and what to do", () => {
  expect(lcpAdvice(paint("IMG"))).toBe(
    'Advice: on a phone, the largest paint of /about-me is "佐藤 健の顔写真" (288×288 px), not its text (the largest text block is 372×84 px), so Lighthouse counts the page as painted only when the image has arrived. To make the text the largest paint: longer About paragraphs in content/owner.ts, or a smaller image.',
  );
});
