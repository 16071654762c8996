// Turns the benchmark's figures into the table it prints and writes to
// bench/results.md, and checks them against the targets of the issue.

/** @typedef {import("./lighthouse.mjs").Summary} Summary */
/** @typedef {import("./load-test.mjs").LoadResult} LoadResult */
/** @typedef {{ route: string, median: Summary, lcpImage: string | null, renderBlocking: number, thirdParty: string[], build: { htmlGzip: number, inlineCssBytes: number, inlineCssGzip: number, jsGzip: number } }} RouteResult */

/** Budgets in bytes (1 KB = 1,000 bytes). */
export const budgets = { htmlGzip: 14_000, jsGzip: 125_000 };

/** Median of each figure over the runs. @param {Summary[]} runs @returns {Summary} */
export function medianOf(runs) {
  const keys = /** @type {(keyof Summary)[]} */ (Object.keys(runs[0] ?? {}));
  return /** @type {Summary} */ (
    Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))]))
  );
}

/** @param {number[]} values */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

const kb = (/** @type {number} */ bytes) => `${(bytes / 1000).toFixed(1)} KB`;
const ms = (/** @type {number} */ value) => `${Math.round(value)} ms`;

/** The Lighthouse table, one row a route. @param {RouteResult[]} results */
export function lighthouseTable(results) {
  const header = [
    "Route",
    "Perf",
    "A11y",
    "Best pr.",
    "SEO",
    "FCP",
    "LCP",
    "TBT",
    "CLS",
    "Speed Index",
    "Requests",
    "HTML (gzip)",
    "CSS",
    "JS (gzip)",
    "Images",
  ];
  const rows = results.map(({ route, median: m, build }) => [
    route,
    String(m.performance),
    String(m.accessibility),
    String(m.bestPractices),
    String(m.seo),
    ms(m.fcp),
    ms(m.lcp),
    ms(m.tbt),
    String(Math.round(m.cls * 1000) / 1000),
    ms(m.speedIndex),
    String(m.requests),
    kb(build.htmlGzip),
    kb(m.css),
    kb(build.jsGzip),
    kb(m.images),
  ]);
  return markdown(header, rows);
}

/** @param {LoadResult} load */
export function loadTable(load) {
  return markdown(
    [
      "Connections",
      "Duration",
      "Paths",
      "Requests/s",
      "p50",
      "p99",
      "Max",
      "Requests",
      "Errors",
      "Timeouts",
      "Non-2xx",
    ],
    [
      [
        load.connections,
        `${load.durationSeconds} s`,
        load.paths,
        load.requestsPerSecond,
        ms(load.p50Ms),
        ms(load.p99Ms),
        ms(load.maxMs),
        load.requests,
        load.errors,
        load.timeouts,
        load.non2xx,
      ].map(String),
    ],
  );
}

/** @param {string[]} header @param {string[][]} rows */
function markdown(header, rows) {
  const line = (/** @type {string[]} */ cells) => `| ${cells.join(" | ")} |`;
  const align = header.map((_, i) => (i === 0 ? "---" : "---:"));
  return [line(header), line(align), ...rows.map(line)].join("\n");
}

/**
 * Every target of the issue, per route, with whether it was met.
 * @param {RouteResult[]} results
 * @param {LoadResult | undefined} load
 * @returns {{ target: string, ok: boolean, detail: string }[]}
 */
export function checkTargets(results, load) {
  const checks = [];
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
