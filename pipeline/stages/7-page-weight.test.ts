import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "vitest";
import {
  builtPage,
  firstRoundTrip,
  sitePages,
  type SitePage,
} from "../../app/lib/pages/site-pages.ts";
import { pageWeights, pageWeightWarnings, type PageWeight } from "./7-page-weight.ts";

const noCareer = { written: false, imported: false };
/** A page's weight as the build measures it, with its entry of the page table. */
const weight = (route: string, bytes: number, firstScreen?: number): PageWeight => ({
  route,
  page: sitePages.find((page) => page.path === route) as SitePage,
  bytes,
  ...(firstScreen === undefined ? {} : { firstScreen }),
});

test("a page within its budget gets no warning", () => {
  expect(
    pageWeightWarnings(
      [
        weight("/", 14_000),
        weight("/about-me", 9_000),
        weight("/blog", 39_999),
        weight("/projects", 32_000),
      ],
      noCareer,
    ),
  ).toEqual([]);
});

test("Home over one round trip is named, with its size and what to do", () => {
  expect(pageWeightWarnings([weight("/", 14_612)], noCareer)).toEqual([
    "Warning: / is 14.6 KB of gzipped HTML, more than the 14 KB a browser receives in its first round trip, so on a slow connection it paints a round trip later. To trim it: a shorter bio or greeting in content/owner.ts, shorter post and project descriptions (VITE_BLOG_DESCRIPTION_LIMIT, VITE_PROJECT_DESCRIPTION_LIMIT), or fewer items on Home (VITE_SECTION_CONTENT_LIMIT, at least 2); or fewer profiles in content/links.ts (each draws its icon in the footer of every page).",
  ]);
});

test("the Blog is measured against the budget of a long list", () => {
  const [warning] = pageWeightWarnings([weight("/blog", 41_000)], noCareer);
  expect(warning).toBe(
    "Warning: /blog is 41.0 KB of gzipped HTML, more than the 40.0 KB the template keeps its longest lists within. To trim it: shorter descriptions (VITE_BLOG_DESCRIPTION_LIMIT), or hide old imported posts (hidden in content/overrides.ts); or fewer profiles in content/links.ts (each draws its icon in the footer of every page).",
  );
});

test("every language's pages are weighed, each named with its folder", () => {
  const dir = mkdtempSync(join(tmpdir(), "page-weight-"));
  mkdirSync(join(dir, "ja/blog"), { recursive: true });
  writeFileSync(join(dir, "index.html"), "<p>home</p>");
  writeFileSync(join(dir, "ja/index.html"), "<p>ホーム</p>");
  writeFileSync(join(dir, "ja/blog/index.html"), "<p>ブログ</p>");
  const weights = pageWeights(dir, ["", "ja"]);
  rmSync(dir, { recursive: true, force: true });
  expect(weights.map((w) => [w.route, w.page.path])).toEqual([
    ["/", "/"],
    ["/ja", "/"],
    ["/ja/blog", "/blog"],
  ]);
});

test("each local post's page is weighed, against the budget of a long post", () => {
  const dir = mkdtempSync(join(tmpdir(), "page-weight-"));
  mkdirSync(join(dir, "blog/hello"), { recursive: true });
  writeFileSync(join(dir, "index.html"), "<p>home</p>");
  writeFileSync(join(dir, "blog/hello/index.html"), "<p>a post</p>");
  const weights = pageWeights(dir, [""], ["/", "/blog/hello"]);
  rmSync(dir, { recursive: true, force: true });
  expect(weights.map((w) => [w.route, w.page.module])).toEqual([
    ["/", "routes/home.tsx"],
    ["/blog/hello", "routes/blog-post.tsx"],
  ]);
  const [warning] = pageWeightWarnings(
    [{ route: "/blog/hello", page: builtPage("/blog/hello")!, bytes: 41_000 }],
    noCareer,
  );
  expect(warning).toMatch(
    /^Warning: \/blog\/hello is 41\.0 KB of gzipped HTML, more than the 40\.0 KB the template keeps a long post within\. To trim it: a shorter post, or one split in parts \(content\/posts\/hello\/\)/,
  );
});

test("a post's first screen, up to its opening, is weighed against one round trip, naming the post", () => {
  const dir = mkdtempSync(join(tmpdir(), "page-weight-"));
  mkdirSync(join(dir, "ja/blog/hello"), { recursive: true });
  // Tags in words no gzip can fold, before the body; the body itself long and plain.
  const tags = Array.from({ length: 2_000 }, () => `<li>${randomBytes(8).toString("hex")}</li>`);
  const body = `<div id="post-body"><p>${"words ".repeat(20_000)}</p></div>`;
  writeFileSync(
    join(dir, "ja/blog/hello/index.html"),
    `<h1>Hi</h1><ul>${tags.join("")}</ul>${body}`,
  );
  const [post] = pageWeights(dir, ["ja"], ["/blog/hello"]);
  rmSync(dir, { recursive: true, force: true });
  expect(post!.firstScreen).toBeGreaterThan(firstRoundTrip);
  expect(post!.bytes - post!.firstScreen!).toBeLessThan(1_000);
  expect(pageWeightWarnings([post!], noCareer)).toEqual([
    expect.stringMatching(
      /^Warning: \/ja\/blog\/hello shows its first screen \(title, dates, tags, list of sections and the post's opening\) in \d+\.\d KB of gzipped HTML, more than the 14 KB .* To trim it: fewer tags, fewer h2 and h3 sections \(they are listed first\) or a shorter title in content\/posts\/hello\/; or fewer profiles/,
    ),
  ]);
  const within = { ...post!, firstScreen: firstRoundTrip, bytes: 40_000 };
  expect(pageWeightWarnings([within], noCareer)).toEqual([]);
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

const career = '<section class="career-section"><h2>Experience</h2>';

test("About with a career: its first screen against one round trip, the whole against the career's budget", () => {
  const dir = mkdtempSync(join(tmpdir(), "page-weight-"));
  mkdirSync(join(dir, "about-me"));
  const noise = (n: number) =>
    Array.from({ length: n }, (_, i) => ((i * 2654435761) % 2 ** 32).toString(36)).join(" ");
  writeFileSync(join(dir, "about-me/index.html"), `<p>${noise(100)}</p>${career}${noise(4_000)}`);
  const [about] = pageWeights(dir);
  rmSync(dir, { recursive: true, force: true });
  expect(about!.firstScreen).toBeLessThan(1_000);
  expect(about!.bytes).toBeGreaterThan(about!.firstScreen! + 10_000);
  expect(pageWeightWarnings([about!], { written: true, imported: false })).toEqual([]);
});

test("About over its career's budget names the file the career comes from", () => {
  const weights = [weight("/about-me", 31_000, 9_000)];
  expect(pageWeightWarnings(weights, { written: false, imported: true })).toEqual([
    'Warning: /about-me is 31.0 KB of gzipped HTML, more than the 30.0 KB the template keeps About with a career within. To trim it: older imported entries hidden (overrides.experience.hidden in content/overrides.ts, each named as "Organization (YYYY-MM)"; the imported ones are in content/imported/experience.json).',
  ]);
  expect(pageWeightWarnings(weights, { written: true, imported: false })[0]).toMatch(
    /To trim it: fewer entries or highlights in content\/experience\.ts\.$/,
  );
});

test("About whose first screen is over one round trip is named, with what it holds", () => {
  const [warning] = pageWeightWarnings([weight("/about-me", 20_000, 14_100)], noCareer);
  expect(warning).toMatch(
    /^Warning: \/about-me before its career is 14\.1 KB of gzipped HTML, more than the 14 KB .* To trim it: shorter About paragraphs or fewer skills \(knowsAbout\) in content\/owner\.ts; or fewer profiles/,
  );
});
