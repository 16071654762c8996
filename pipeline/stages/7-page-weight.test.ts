import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "vitest";
import { pageWeights, pageWeightWarnings } from "./7-page-weight.ts";

test("a page within its budget gets no warning", () => {
  expect(
    pageWeightWarnings([
      { route: "/", bytes: 14_000 },
      { route: "/about-me", bytes: 9_000 },
      { route: "/blog", bytes: 39_999 },
      { route: "/projects", bytes: 32_000 },
    ]),
  ).toEqual([]);
});

test("Home over one round trip is named, with its size and what to do", () => {
  expect(pageWeightWarnings([{ route: "/", bytes: 14_612 }])).toEqual([
    "Warning: / is 14.6 KB of gzipped HTML, more than the 14 KB a browser receives in its first round trip, so on a slow connection it paints a round trip later. To trim it: a shorter bio or greeting in content/owner.ts, shorter post and project descriptions (VITE_BLOG_DESCRIPTION_LIMIT, VITE_PROJECT_DESCRIPTION_LIMIT), or fewer items on Home (VITE_SECTION_CONTENT_LIMIT, at least 2); or fewer profiles in content/links.ts (each draws its icon in the footer of every page).",
  ]);
});

test("the Blog is measured against the budget of a long list", () => {
  const [warning] = pageWeightWarnings([{ route: "/blog", bytes: 41_000 }]);
  expect(warning).toBe(
    "Warning: /blog is 41.0 KB of gzipped HTML, more than the 40.0 KB the template keeps its longest lists within. To trim it: shorter descriptions (VITE_BLOG_DESCRIPTION_LIMIT), or hide old imported posts (hidden in content/overrides.ts); or fewer profiles in content/links.ts (each draws its icon in the footer of every page).",
  );
});

test("pages are weighed gzipped, from the files of the build", () => {
  const dir = mkdtempSync(join(tmpdir(), "page-weight-"));
  mkdirSync(join(dir, "about-me"));
  writeFileSync(join(dir, "index.html"), "a".repeat(100_000));
  writeFileSync(join(dir, "about-me/index.html"), "<p>short</p>");
  const weights = pageWeights(dir);
  rmSync(dir, { recursive: true, force: true });
  expect(weights.map((w) => w.route)).toEqual(["/", "/about-me"]);
  expect(weights[0]!.bytes).toBeGreaterThan(50);
  expect(weights[0]!.bytes).toBeLessThan(1_000);
});
