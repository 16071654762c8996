// Turns the benchmark's figures into the tables it prints and writes to
// bench/results.md.

/** @typedef {import("./lighthouse-summary.mjs").Summary} Summary */
/** @typedef {import("./load-test.mjs").LoadResult} LoadResult */
/** @typedef {{ route: string, median: Summary, lcpImage: string | null, renderBlocking: number, thirdParty: string[], build: { htmlGzip: number, inlineCssBytes: number, inlineCssGzip: number, jsGzip: number } }} RouteResult */

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

export const kb = (/** @type {number} */ bytes) => `${(bytes / 1000).toFixed(1)} KB`;
export const ms = (/** @type {number} */ value) => `${Math.round(value)} ms`;

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
