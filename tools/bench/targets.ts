// Checks the benchmark's figures against the targets of the issue.
import type { LoadResult } from "./load-test.ts";
import { kb, ms, type RouteResult } from "./report.ts";

export type Target = { target: string; ok: boolean; detail: string };

/** Budgets in bytes (1 KB = 1,000 bytes). */
export const budgets = { htmlGzip: 14_000, jsGzip: 125_000 };

/** Every target of the issue, per route, with whether it was met. */
export function checkTargets(results: RouteResult[], load: LoadResult | undefined): Target[] {
  const checks: Target[] = [];
  for (const { route, median: m, lcpImage, renderBlocking, thirdParty, build } of results) {
    const scores = [m.performance, m.accessibility, m.bestPractices, m.seo];
    checks.push(
      {
        target: `${route}: Lighthouse 100 in all four categories`,
        ok: scores.every((s) => s === 100),
        detail: scores.join(" / "),
      },
      { target: `${route}: CLS 0`, ok: Math.round(m.cls * 1000) === 0, detail: String(m.cls) },
      {
        target: `${route}: LCP at most 100 ms after FCP`,
        ok: m.lcp - m.fcp <= 100,
        detail: `${ms(m.lcp - m.fcp)} after`,
      },
      {
        target: `${route}: HTML with inline CSS at most ${kb(budgets.htmlGzip)} gzipped`,
        ok: build.htmlGzip <= budgets.htmlGzip,
        detail: kb(build.htmlGzip),
      },
      {
        target: `${route}: no render-blocking request`,
        ok: renderBlocking === 0,
        detail: String(renderBlocking),
      },
      {
        target: `${route}: JavaScript at most ${kb(budgets.jsGzip)} gzipped`,
        ok: build.jsGzip <= budgets.jsGzip,
        detail: kb(build.jsGzip),
      },
      {
        target: `${route}: LCP image eager with fetchpriority=high`,
        ok:
          !lcpImage || (!/loading="lazy"/.test(lcpImage) && /fetchpriority="high"/.test(lcpImage)),
        detail: lcpImage ? "image" : "text",
      },
      {
        target: `${route}: no request to another origin`,
        ok: thirdParty.length === 0,
        detail: thirdParty.join(" ") || "none",
      },
    );
  }
  if (load) {
    const failures = load.errors + load.timeouts + load.non2xx;
    checks.push({
      target: "Load test: no errors, timeouts or non-2xx answers",
      ok: failures === 0,
      detail: `${load.errors} / ${load.timeouts} / ${load.non2xx}`,
    });
  }
  return checks;
}
