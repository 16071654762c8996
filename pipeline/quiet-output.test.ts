import { describe, expect, test } from "vitest";
import { isNoise } from "./quiet-output.ts";

describe("isNoise", () => {
  const notice = "The `envFile` option is deprecated, please use `envDir: false` instead.";

  test("drops React Router's internal notices, coloured (as with CI=true) or not", () => {
    expect(isNoise(notice)).toBe(true);
    expect(isNoise(`\u001b[33m${notice}\u001b[39m`)).toBe(true);
    expect(isNoise("Using Vite Environment API (experimental)")).toBe(true);
  });

  test("keeps every other line, other deprecations included", () => {
    for (const line of [
      "Warning: this build still uses the template's placeholder identity.",
      "The `foo` option is deprecated, please use `bar` instead.",
      `${notice} And more.`,
      "",
    ])
      expect(isNoise(line)).toBe(false);
  });
});
