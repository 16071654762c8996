import { expect, test } from "vitest";
import { compactCount, roundAsShown } from "./compact-count.ts";

test.each([
  [0, 0],
  [999, 999],
  [1000, 1000],
  [1234, 1200],
  [1250, 1300],
  [9960, 10000],
  [12345, 12000],
  [123456, 123000],
  [999_600, 1_000_000],
  [1_234_567, 1_200_000],
])("%i is recorded as %i", (count, recorded) => {
  expect(roundAsShown(count)).toBe(recorded);
});

test("a rounded count shows as the count itself does in the compact form", () => {
  for (let count = 0; count < 3_000_000; count = Math.ceil(count * 1.37) + 7)
    expect(compactCount(roundAsShown(count), "en"), String(count)).toBe(compactCount(count, "en"));
});

test("compact in the site's language", () => {
  expect(compactCount(1200, "en")).toBe("1.2K");
  expect(compactCount(12000, "ja")).toBe("1.2万");
  expect(compactCount(1200, "fa")).toMatch(/^۱٫۲\sهزار$/);
});
