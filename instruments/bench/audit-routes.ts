import { mkdirSync, writeFileSync } from "node:fs";
import { pageWeight, routes } from "../../tests/harness/html/build-output.ts";
import type { Auditor } from "./lighthouse.ts";
import { pageFacts, summarize, type Summary } from "./lighthouse-summary.ts";
import { medianOf, type RouteResult } from "./report.ts";

export type Audit = {
  results: RouteResult[];
  allRuns: Record<string, Summary[]>;
  benchmarkIndexes: number[];
  lighthouseVersion: string;
  userAgent: string;
};

/**
 * Lighthouse `runs` times on every route of the site at `baseURL` (served
 * from `clientDir`), the median of each figure, and what each page weighs.
 * The full reports go to .bench/<name>-<route>-<run>.json (not committed).
 */
export async function auditRoutes(
  auditor: Auditor,
  baseURL: string,
  clientDir: string,
  runs: number,
  name: string,
): Promise<Audit> {
  mkdirSync(".bench", { recursive: true });
  const audit: Audit = {
    results: [],
    allRuns: {},
    benchmarkIndexes: [],
    lighthouseVersion: "",
    userAgent: "",
  };
  for (const route of routes) {
    const summaries: Summary[] = [];
    const facts: ReturnType<typeof pageFacts>[] = [];
    for (let run = 1; run <= runs; run++) {
      process.stdout.write(`Lighthouse (${name}) ${route} run ${run}/${runs}\r`);
      const lhr = await auditor.audit(baseURL + route);
      summaries.push(summarize(lhr));
      writeFileSync(`.bench/${name}-${route.slice(1) || "home"}-${run}.json`, JSON.stringify(lhr));
      audit.benchmarkIndexes.push(lhr.environment.benchmarkIndex);
      audit.lighthouseVersion = lhr.lighthouseVersion;
      audit.userAgent = lhr.environment.hostUserAgent;
      facts.push(pageFacts(lhr));
    }
    audit.allRuns[route] = summaries;
    const weight = pageWeight(clientDir, route);
    const { htmlGzip, inlineCssBytes, inlineCssGzip, jsGzip, handoffGzip } = weight;
    audit.results.push({
      route,
      median: medianOf(summaries),
      // A target missed in any run counts as missed.
      lcpImage: facts.map((f) => f.lcpImage).find(Boolean) ?? null,
      renderBlocking: Math.max(...facts.map((f) => f.renderBlocking)),
      thirdParty: [...new Set(facts.flatMap((f) => f.thirdParty))],
      build: { htmlGzip, inlineCssBytes, inlineCssGzip, jsGzip, handoffGzip },
    });
  }
  return audit;
}
