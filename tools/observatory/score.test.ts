import { expect, test } from "vitest";
import { gradeFor, scoreOf, type Outcome, type Result } from "./score.ts";

const outcomes = (...results: Result[]): Record<string, Outcome> =>
  Object.fromEntries(results.map((result, i) => [String(i), { result, pass: true }]));

test.each([
  [130, "A+"],
  [100, "A+"],
  [95, "A"],
  [90, "A"],
  [85, "A-"],
  [80, "B+"],
  [75, "B"],
  [65, "B-"],
  [60, "C+"],
  [55, "C"],
  [45, "C-"],
  [40, "D+"],
  [35, "D"],
  [25, "D-"],
  [20, "F"],
  [-40, "F"],
])("%i points grade %s", (score, grade) => expect(gradeFor(score)).toBe(grade));

test("bonus points count when the penalties alone leave an A", () => {
  const result = scoreOf(
    outcomes(
      "csp-implemented-with-no-unsafe",
      "referrer-policy-private",
      "x-content-type-options-header-invalid",
      "corp-implemented-with-same-site",
    ),
  );
  expect(result).toEqual({ score: 115, grade: "A+" });
});

test("and not when they leave less: 85 stays 85 however many bonuses there are", () => {
  const result = scoreOf(
    outcomes(
      "csp-implemented-with-no-unsafe-default-src-none",
      "referrer-policy-private",
      "hsts-implemented-max-age-less-than-six-months",
      "x-content-type-options-header-invalid",
    ),
  );
  expect(result).toEqual({ score: 85, grade: "A-" });
});

test("the score never goes below zero", () => {
  const result = scoreOf(
    outcomes(
      "csp-not-implemented",
      "cross-origin-resource-sharing-implemented-with-universal-access",
      "sri-not-implemented-and-external-scripts-not-loaded-securely",
    ),
  );
  expect(result).toEqual({ score: 0, grade: "F" });
});
