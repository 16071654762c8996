import { expect, test } from "vitest";
import { isHttpUrl } from "./primitives.ts";

test("a host with a Latin-1 letter is a URL, however many URLs were checked before", () => {
  // Node 20 and 22's URL.canParse, once optimized, refused "bücher.example".
  for (let i = 0; i < 50_000; i++) isHttpUrl(`https://example.com/${i}`);
  expect(isHttpUrl("https://bücher.example/post")).toBe(true);
  expect(isHttpUrl("https://xn--bcher-kva.example/post")).toBe(true);
  expect(isHttpUrl("https://bücher example/post")).toBe(false);
});
