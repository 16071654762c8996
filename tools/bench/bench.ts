// npm run bench: builds the site, serves it as `npm start` does, runs
// Lighthouse (mobile preset) BENCH_RUNS times (default 3) on every route and
// prints the median of each figure, then load-tests the server with autocannon.
// Writes docs/bench/results.json and docs/bench/results.md. BENCH_SKIP_BUILD=1 reuses
// the last build (or the one in SERVE_DIR); the exit code is 1 when a target of the issue is missed.
import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { pageWeight, routes } from "./build-output.ts";
import { startAuditor } from "./lighthouse.ts";
import { pageFacts, summarize, type Summary } from "./lighthouse-summary.ts";
import { loadTest, mixedPaths } from "./load-test.ts";
import { lighthouseTable, loadTable, median, medianOf, type RouteResult } from "./report.ts";
import { checkTargets } from "./targets.ts";
import { startServer } from "../../server/local-server.ts";

// SERVE_DIR benchmarks another build folder (with BENCH_SKIP_BUILD=1), as it serves one.
const clientDir = process.env.SERVE_DIR ?? "build/client";
const runs = Number(process.env.BENCH_RUNS ?? 3);
const loadSeconds = Number(process.env.BENCH_LOAD_SECONDS ?? 30);

if (process.env.BENCH_SKIP_BUILD !== "1") {
  const build = spawnSync(process.execPath, ["--import", "tsx", "pipeline/build.ts"], {
    stdio: "inherit",
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const loadBefore = loadavg()[0] ?? 0;
mkdirSync(".bench", { recursive: true });
const server = await startServer(clientDir);
const results: RouteResult[] = [];
const allRuns: Record<string, Summary[]> = {};
const benchmarkIndexes: number[] = [];
let lighthouseVersion = "";
let userAgent = "";
let load;
try {
  const auditor = await startAuditor();
  try {
    for (const route of routes) {
      const summaries: Summary[] = [];
      const facts: ReturnType<typeof pageFacts>[] = [];
      for (let run = 1; run <= runs; run++) {
        process.stdout.write(`Lighthouse ${route} run ${run}/${runs}\r`);
        const lhr = await auditor.audit(server.baseURL + route);
        summaries.push(summarize(lhr));
        // The full reports, for a closer look (.bench/ is not committed).
        writeFileSync(`.bench/${route.slice(1) || "home"}-${run}.json`, JSON.stringify(lhr));
        benchmarkIndexes.push(lhr.environment.benchmarkIndex);
        lighthouseVersion = lhr.lighthouseVersion;
        userAgent = lhr.environment.hostUserAgent;
        facts.push(pageFacts(lhr));
      }
      allRuns[route] = summaries;
      const { htmlGzip, inlineCssBytes, inlineCssGzip, jsGzip } = pageWeight(clientDir, route);
      results.push({
        route,
        median: medianOf(summaries),
        // A target missed in any run counts as missed.
        lcpImage: facts.map((f) => f.lcpImage).find(Boolean) ?? null,
        renderBlocking: Math.max(...facts.map((f) => f.renderBlocking)),
        thirdParty: [...new Set(facts.flatMap((f) => f.thirdParty))],
        build: { htmlGzip, inlineCssBytes, inlineCssGzip, jsGzip },
      });
    }
  } finally {
    await auditor.close();
  }
  const paths = mixedPaths(clientDir);
  console.log(
    `\nLoad test: ${loadSeconds} s, 64 connections, ${paths.length} paths (pages, data, scripts, images, icons)`,
  );
  load = await loadTest(server.baseURL, paths, { connections: 64, durationSeconds: loadSeconds });
} finally {
  server.stop();
}

const targets = checkTargets(results, load);
const missed = targets.filter((t) => !t.ok);
const css = results[0]?.build;
const environment = {
  date: new Date().toISOString(),
  node: process.version,
  lighthouse: lighthouseVersion,
  browser: userAgent.match(/(?:Headless)?Chrome\/[\d.]+/)?.[0] ?? userAgent,
  cpus: `${cpus().length} × ${cpus()[0]?.model.trim() ?? "unknown"}`,
  loadAverageBefore: Math.round(loadBefore * 100) / 100,
  benchmarkIndex: Math.round(median(benchmarkIndexes)),
};
const table = lighthouseTable(results);
const markdown = [
  `Lighthouse ${lighthouseVersion}, mobile preset (simulated slow 4G, 4× CPU slowdown), median of ${runs} runs a route, ${environment.browser}, Node ${process.version}, ${environment.cpus} (Lighthouse CPU benchmark index ${environment.benchmarkIndex}; below 1000 Lighthouse warns that the slower CPU lowers scores), ${environment.date.slice(0, 10)}.`,
  "",
  table,
  "",
  `HTML and JS are the gzipped files a first visit loads, images the files the browser picked. CSS is 0 because it is inlined in each page: ${((css?.inlineCssBytes ?? 0) / 1000).toFixed(1)} KB, ${((css?.inlineCssGzip ?? 0) / 1000).toFixed(1)} KB gzipped.`,
  "",
  ...(load
    ? [
        `Load test (autocannon against the \`npm start\` server on 127.0.0.1, gzip, mixed pages and assets):`,
        "",
        loadTable(load),
        "",
      ]
    : []),
  missed.length === 0
    ? "Every target is met."
    : `Missed: ${missed.map((t) => `${t.target} (${t.detail})`).join("; ")}`,
].join("\n");

mkdirSync("docs/bench", { recursive: true });
writeFileSync(
  "docs/bench/results.json",
  JSON.stringify({ environment, runs, routes: results, allRuns, load, targets }, null, 2) + "\n",
);
writeFileSync("docs/bench/results.md", markdown + "\n");
console.log("\n" + markdown);
console.log("\nWrote docs/bench/results.json and docs/bench/results.md");
if (missed.length > 0) process.exitCode = 1;
