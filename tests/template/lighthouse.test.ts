import { afterAll, beforeAll, expect, inject, test } from "vitest";
import { startAuditor } from "../../instruments/bench/lighthouse.ts";
import { failedAudits, summarize } from "../../instruments/bench/lighthouse-summary.ts";
import { routes } from "../harness/chromium";

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

beforeAll(async () => {
  auditor = await startAuditor();
});
afterAll(async () => {
  await auditor?.close();
});

test.each(routes)(
  "Lighthouse on %s: 100 for accessibility, best practices and SEO, at least 95 for performance",
  async (route) => {
    let lhr = await auditor.audit(baseURL + route);
    for (let run = 2; run <= 3 && summarize(lhr).performance < performanceFloor; run++) {
      lhr = await auditor.audit(baseURL + route);
    }
    const scores = summarize(lhr);
    const report = (category: string) => failedAudits(lhr, category).join("; ");
    expect(scores.accessibility, report("accessibility")).toBe(100);
    expect(scores.bestPractices, report("best-practices")).toBe(100);
    expect(scores.seo, report("seo")).toBe(100);
    expect(scores.performance, report("performance")).toBeGreaterThanOrEqual(performanceFloor);
  },
  180_000,
);
