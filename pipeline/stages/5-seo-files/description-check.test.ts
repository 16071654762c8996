import { expect, test } from "vitest";
import type { BuiltPage } from "./built-pages.ts";
import { descriptionWarnings } from "./description-check.ts";

function page(canonical: string | undefined, description: string): BuiltPage {
  const meta = new Map([
    ["description", [description]],
    ["og:description", [description]],
    ["twitter:description", [description]],
  ]);
  return { file: "blog/index.html", canonical, alternates: [], meta, jsonLd: [] };
}

test("a description of up to 160 characters is fine", () => {
  expect(descriptionWarnings([page("https://a.dev/blog", "x".repeat(160))])).toEqual([]);
  // Characters as people count them: an emoji is one.
  expect(descriptionWarnings([page("https://a.dev/", "😀".repeat(160))])).toEqual([]);
});

test("a longer one gets one warning naming the page, its length and the text", () => {
  const long = `${"y".repeat(150)} and some more`;
  const warnings = descriptionWarnings([
    page("https://a.dev/portfolio/blog", long),
    page("https://a.dev/", "short"),
  ]);
  expect(warnings).toHaveLength(1);
  expect(warnings[0]).toContain("/portfolio/blog");
  expect(warnings[0]).toContain("164 characters");
  expect(warnings[0]).toContain("about 160");
  expect(warnings[0]).toContain(long);
});

test("a page without a canonical link is named by its file", () => {
  const [warning] = descriptionWarnings([page(undefined, "z".repeat(200))]);
  expect(warning).toContain("blog/index.html");
});
