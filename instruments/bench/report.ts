// Turns the benchmark's figures into the tables it prints and writes to
// docs/bench/results.md.
import type { Summary } from "./lighthouse-summary.ts";
import type { LoadResult } from "./load-test.ts";
import type { PostPageWeight } from "./post-page-weight.ts";
import { idleSeconds, screens, type Visit } from "./visit-bytes.ts";

export type RouteResult = {
  route: string;
  median: Summary;
  lcpImage: string | null;
  renderBlocking: number;
  thirdParty: string[];
  build: {
    htmlGzip: number;
    inlineCssBytes: number;
    inlineCssGzip: number;
    jsGzip: number;
    handoffGzip: number;
  };
};

/** Median of each figure over the runs. */
export function medianOf(runs: Summary[]): Summary {
  const keys = Object.keys(runs[0] ?? {}) as (keyof Summary)[];
  return Object.fromEntries(
    keys.map((key) => [key, median(runs.map((run) => run[key]))]),
  ) as Summary;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

export const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
export const ms = (value: number) => `${Math.round(value)} ms`;

/** The Lighthouse table, one row a route. */
export function lighthouseTable(results: RouteResult[]): string {
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
    "On intent: JS + data",
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
    `${(build.jsGzip / 1000).toFixed(1)} + ${kb(build.handoffGzip)}`,
    kb(m.images),
  ]);
  return markdown(header, rows);
}

/**
 * What a visitor downloads, one row a route: landing and reading, then
 * following a nav link (bytes on the wire, headers included; totals so far).
 */
export function visitsTable(visits: Visit[]): string {
  const size = screens.map((s) => `${s.viewport.width} px, ${s.deviceScaleFactor}×`);
  const header = [
    "Route",
    ...size.map((screen) => `Reads ${idleSeconds} s (${screen})`),
    "Requests",
    "Then follows",
    ...size.map((screen) => `Total after it (${screen})`),
  ];
  const routes = [...new Set(visits.map((v) => v.route))];
  const rows = routes.map((route) => {
    const of = visits.filter((v) => v.route === route);
    const [first] = of;
    const scripts = Math.max(...of.map((v) => v.landing.scripts));
    const clientSide = of.every((v) => v.navigated.clientSide);
    return [
      route,
      ...of.map((v) => kb(v.landing.bytes)),
      `${first!.landing.requests}, ${scripts === 0 ? "no script" : `${scripts} scripts`}`,
      `${first!.navigated.to} (${clientSide ? "client-side" : "page load"})`,
      ...of.map((v) => kb(v.navigated.bytes)),
    ];
  });
  return markdown(header, rows);
}

/**
 * The pages of posts written on the site, one row each: what the page
 * weighs, its first screen, and what a visitor who lands and reads it
 * downloads (headers included) on each screen.
 */
export function postPagesTable(pages: PostPageWeight[], visits: Visit[]): string {
  const size = screens.map((s) => `${s.viewport.width} px, ${s.deviceScaleFactor}×`);
  const header = [
    "Post page",
    "Code blocks, images",
    "HTML",
    "HTML (gzip)",
    "First screen (gzip)",
    ...size.map((screen) => `Reads ${idleSeconds} s (${screen})`),
    "Requests",
  ];
  const rows = pages.map((page) => {
    const of = visits.filter((v) => v.route === page.route);
    const scripts = Math.max(...of.map((v) => v.landing.scripts));
    return [
      `${page.kind}: ${page.route}`,
      `${page.codeBlocks}, ${page.images}`,
      kb(page.htmlBytes),
      kb(page.htmlGzip),
      kb(page.firstScreenGzip),
      ...of.map((v) => kb(v.landing.bytes)),
      `${of[0]?.landing.requests ?? 0}, ${scripts === 0 ? "no script" : `${scripts} scripts`}`,
    ];
  });
  return markdown(header, rows);
}

export function loadTable(load: LoadResult): string {
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

export function markdown(header: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(" | ")} |`;
  const align = header.map((_, i) => (i === 0 ? "---" : "---:"));
  return [line(header), line(align), ...rows.map(line)].join("\n");
}
