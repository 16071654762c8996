import { afterAll, beforeAll, expect, inject, test } from "vitest";
import { startAuditor } from "../../instruments/bench/lighthouse.ts";
import { failedAudits, summarize } from "../../instruments/bench/lighthouse-summary.ts";
import { localPosts, personaPosts } from "../fixtures/local-posts-site";
import { routes } from "../harness/chromium";
import { servedSite } from "../harness/sites/variants";

// The CI guard: one Lighthouse run a route (mobile preset, as `npm run bench`
// runs it three times). Accessibility, best practices and SEO do not depend
// on timing and must be 100. Performance is simulated from the timings this
// machine observes, and CI machines are shared and noisy (one busy second
// can double Total Blocking Time), so a run below the floor is repeated, up
// to three runs: a real regression fails all three. The benchmark is where
// 100 is shown.
const baseURL = inject("sample").url;
const performanceFloor = 95;
let auditor: Awaited<ReturnType<typeof startAuditor>>;

// A post written on the site, in English and in the two other scripts and
// directions the template ships: the same builds the local-posts tests use,
// and the Japanese and Arabic personas with a post each in their language
// (code, an alert, a footnote, math, an image).
const posts = {
  English: { site: servedSite("local-posts"), path: `/blog/${localPosts.coldStarts.slug}` },
  Japanese: { site: servedSite("local-posts-ja"), path: `/blog/${personaPosts.ja.slug}` },
  Arabic: { site: servedSite("local-posts-ar"), path: `/blog/${personaPosts.ar.slug}` },
  // An English owner's post and its Japanese translation, with code in six languages.
  "Japanese, translated": {
    site: servedSite("post-translations"),
    path: `/ja/blog/${localPosts.coldStarts.slug}`,
  },
  // A tag's page, in each script and direction: its cards, its feeds' links.
  "English tag": { site: servedSite("local-posts"), path: "/tags/go" },
  "Japanese tag": {
    site: servedSite("local-posts-ja"),
    path: `/tags/${encodeURIComponent("気象データ")}`,
  },
  // The archive with a search's results (its ?q=, as the form without JavaScript sends it):
  // the search's module and index fetched, the matched words marked.
  "English archive, searched": { site: servedSite("local-posts"), path: "/archive?q=cold" },
  "Japanese archive, searched": {
    site: servedSite("local-posts-ja"),
    path: `/archive?q=${encodeURIComponent("雨量")}`,
  },
  "Arabic archive, searched": {
    site: servedSite("local-posts-ar"),
    path: `/archive?q=${encodeURIComponent("الخادم")}`,
  },
  "Arabic tag": {
    site: servedSite("local-posts-ar"),
    path: `/tags/${encodeURIComponent("المدفوعات")}`,
  },
};

beforeAll(async () => {
  auditor = await startAuditor();
});
afterAll(async () => {
  await auditor?.close();
});

async function expectTopScores(url: string) {
  let lhr = await auditor.audit(url);
  for (let run = 2; run <= 3 && summarize(lhr).performance < performanceFloor; run++) {
    lhr = await auditor.audit(url);
  }
  const scores = summarize(lhr);
  const report = (category: string) => failedAudits(lhr, category).join("; ");
  expect(scores.accessibility, report("accessibility")).toBe(100);
  expect(scores.bestPractices, report("best-practices")).toBe(100);
  expect(scores.seo, report("seo")).toBe(100);
  expect(scores.performance, report("performance")).toBeGreaterThanOrEqual(performanceFloor);
}

test.each(routes)(
  "Lighthouse on %s: 100 for accessibility, best practices and SEO, at least 95 for performance",
  (route) => expectTopScores(baseURL + route),
  180_000,
);

test.each(Object.keys(posts) as (keyof typeof posts)[])(
  "Lighthouse on a page of posts written on the site, %s: the same scores",
  (language) => expectTopScores(posts[language].site().url + posts[language].path),
  180_000,
);
