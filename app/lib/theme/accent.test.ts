import { describe, expect, test } from "vitest";
import { accentColours, contrast, contrastProblems, minimumContrast } from "./accent.ts";
import { neutrals } from "./neutrals.ts";

describe("contrast", () => {
  test("is WCAG 2's ratio", () => {
    expect(contrast("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrast("#767676", "#ffffff")).toBeCloseTo(4.54, 2);
  });
});

describe.each([
  ["the template's teal", "#0b6e66", "#5fd4c4"],
  ["a purple", "#6d28d9", "#c4b5fd"],
  ["an orange", "#c2410c", "#fb923c"],
])("%s", (_name, light, dark) => {
  test("passes in both themes, with readable companions", () => {
    expect(contrastProblems(light, "light")).toEqual([]);
    expect(contrastProblems(dark, "dark")).toEqual([]);
    for (const [accent, scheme] of [
      [light, "light"],
      [dark, "dark"],
    ] as const) {
      const { soft, ink } = accentColours(accent, scheme);
      expect(contrast(accent, neutrals[scheme].page)).toBeGreaterThanOrEqual(minimumContrast);
      expect(contrast(accent, soft)).toBeGreaterThanOrEqual(minimumContrast);
      expect(contrast(ink, accent)).toBeGreaterThanOrEqual(minimumContrast);
    }
  });
});

describe("a colour too faint to read", () => {
  test("names the background, the ratio and the rule", () => {
    expect(contrastProblems("#7fd0c0", "light")[0]).toBe(
      "has a contrast ratio of 1.72:1 against the light page background #fbfaf8; text needs at least 4.5:1 (WCAG AA)",
    );
  });

  test("a light theme colour in the dark theme fails there", () => {
    expect(contrastProblems("#0b6e66", "dark").length).toBeGreaterThan(0);
  });

  test("a ratio just under the rule is never rounded up to pass", () => {
    // #777777 on #fbfaf8 is 4.2929:1, shown as 4.29.
    expect(contrastProblems("#777777", "light")[0]).toMatch(
      /^has a contrast ratio of 4\.29:1 against the light page/,
    );
  });
});
