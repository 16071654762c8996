// Checks the benchmark's figures against the targets of the issues.
import { firstRoundTrip, postPage } from "../../app/lib/pages/site-pages.ts";
import type { ImportResult } from "./import-case.ts";
import type { LoadResult } from "./load-test.ts";
import type { LocalPostsResult } from "./local-posts-case.ts";
import { kb, ms, type RouteResult } from "./report.ts";
import type { ScaleResult } from "./scale-case.ts";
import { idleSeconds, type Visit } from "./visit-bytes.ts";
import type { WriterLoopResult } from "./writer-loop.ts";
import { backlogBudgets, budgets, localPostsBacklog } from "../../tests/harness/budgets.ts";

export type Target = { target: string; ok: boolean; detail: string };

function routeTargets(
  results: RouteResult[],
  prefix: string,
  htmlBudget: (route: string) => number,
) {
  const checks: Target[] = [];
  for (const { route, median: m, lcpImage, renderBlocking, thirdParty, build } of results) {
    const scores = [m.performance, m.accessibility, m.bestPractices, m.seo];
    const html = htmlBudget(route);
    checks.push(
      {
        target: `${prefix}${route}: Lighthouse 100 in all four categories`,
        ok: scores.every((s) => s === 100),
        detail: scores.join(" / "),
      },
      {
        target: `${prefix}${route}: CLS 0`,
        ok: Math.round(m.cls * 1000) === 0,
        detail: String(m.cls),
      },
      {
        target: `${prefix}${route}: LCP at most 100 ms after FCP`,
        ok: m.lcp - m.fcp <= 100,
        detail: `${ms(m.lcp - m.fcp)} after`,
      },
      {
        target: `${prefix}${route}: HTML with inline CSS at most ${kb(html)} gzipped`,
        ok: build.htmlGzip <= html,
        detail: kb(build.htmlGzip),
      },
      {
        target: `${prefix}${route}: no render-blocking request`,
        ok: renderBlocking === 0,
        detail: String(renderBlocking),
      },
      {
        target: `${prefix}${route}: JavaScript at most ${kb(budgets.jsGzip)} gzipped`,
        ok: build.jsGzip <= budgets.jsGzip,
        detail: kb(build.jsGzip),
      },
      {
        target: `${prefix}${route}: LCP image eager with fetchpriority=high`,
        ok:
          !lcpImage || (!/loading="lazy"/.test(lcpImage) && /fetchpriority="high"/.test(lcpImage)),
        detail: lcpImage ? "image" : "text",
      },
      {
        target: `${prefix}${route}: no request to another origin`,
        ok: thirdParty.length === 0,
        detail: thirdParty.join(" ") || "none",
      },
    );
  }
  return checks;
}

/** Per visit: no script until intent, the byte budget if any, and a client-side navigation. */
function visitTargets(visits: Visit[], prefix: string, landing?: number): Target[] {
  return visits.flatMap(({ route, screen, landing: land, navigated }) => {
    const visit = `${prefix}${route} (${screen})`;
    const checks: Target[] = [
      {
        target: `${visit}: no script requested in ${idleSeconds} s without intent`,
        ok: land.scripts === 0,
        detail: `${land.scripts} of ${land.requests} requests`,
      },
      {
        target: `${visit}: the first nav link followed navigates on the client`,
        ok: navigated.clientSide,
        detail: `to ${navigated.to}`,
      },
    ];
    if (landing === undefined) return checks;
    const target = `${visit}: at most ${kb(landing)} in ${idleSeconds} s without intent`;
    return [...checks, { target, ok: land.bytes <= landing, detail: kb(land.bytes) }];
  });
}

/** Every target, per route, with whether it was met. */
export function checkTargets(
  results: RouteResult[],
  visits: Visit[],
  load: LoadResult | undefined,
): Target[] {
  const checks = [
    ...routeTargets(results, "", () => budgets.htmlGzip),
    ...visitTargets(visits, "", budgets.landing),
  ];
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

/** The backlog's targets: the same per route (with its HTML budgets), build times, one eager thumbnail. */
export function checkBacklogTargets(scale: ScaleResult): Target[] {
  const { html, coldBuildSeconds, warmBuildSeconds } = backlogBudgets;
  return [
    ...routeTargets(scale.results, "Backlog ", (route) => html[route] ?? budgets.htmlGzip),
    // The landing budget is for the template's content; a long blog's HTML is larger.
    ...visitTargets(scale.visits, "Backlog "),
    {
      target: `Backlog: cold build under ${coldBuildSeconds} s`,
      ok: scale.coldSeconds < coldBuildSeconds,
      detail: `${scale.coldSeconds.toFixed(1)} s`,
    },
    {
      target: `Backlog: build with nothing changed under ${warmBuildSeconds} s`,
      ok: scale.warmSeconds < warmBuildSeconds,
      detail: `${scale.warmSeconds.toFixed(1)} s`,
    },
    {
      target: "Backlog /blog: only the first thumbnail loads eagerly",
      ok: scale.eagerThumbnails === 1,
      detail: String(scale.eagerThumbnails),
    },
  ];
}

/**
 * The local posts' targets: build times, each post page within its budget and
 * its first screen within a browser's first round trip, no script while reading.
 */
export function checkLocalPostsTargets(result: LocalPostsResult): Target[] {
  const { coldBuildSeconds, warmBuildSeconds } = localPostsBacklog;
  const html = postPage.weight.bytes;
  return [
    {
      target: `Local posts (${result.posts}): cold build under ${coldBuildSeconds} s`,
      ok: result.coldSeconds < coldBuildSeconds,
      detail: `${result.coldSeconds.toFixed(1)} s`,
    },
    {
      target: `Local posts (${result.posts}): build with nothing changed under ${warmBuildSeconds} s`,
      ok: result.warmSeconds < warmBuildSeconds,
      detail: `${result.warmSeconds.toFixed(1)} s`,
    },
    ...result.pages.flatMap((page) => [
      {
        target: `Local posts ${page.kind} ${page.route}: HTML with inline CSS at most ${kb(html)} gzipped`,
        ok: page.htmlGzip <= html,
        detail: kb(page.htmlGzip),
      },
      {
        target: `Local posts ${page.kind} ${page.route}: first screen in the first round trip (${kb(firstRoundTrip)} gzipped)`,
        ok: page.firstScreenGzip <= firstRoundTrip,
        detail: kb(page.firstScreenGzip),
      },
    ]),
    ...visitTargets(result.visits, "Local posts "),
  ];
}

/** Issue 49: a post saved in npm run dev is painted in the open tab within 1 s (the median of the saves). */
export const writerLoopMs = 1_000;

export function checkWriterLoopTargets(result: WriterLoopResult): Target[] {
  return [
    {
      target: `Writer's loop (${result.posts} posts): a saved post painted within ${ms(writerLoopMs)} (median)`,
      ok: result.medianMs <= writerLoopMs,
      detail: `${ms(result.medianMs)} (${result.samples.map((sample) => ms(sample)).join(", ")})`,
    },
  ];
}

/**
 * Importing 300 posts with an image each, from a feed on 127.0.0.1: under
 * 60 s. It runs once when a writer moves a blog here, then in the weekly
 * refresh (.github/workflows/import.yml); with no network in the way, what
 * it costs is its own work (each post's HTML made Markdown, each image
 * checked). It took 19 s on a 2-core machine at load 6 to 10 (2026-12-07);
 * 60 s leaves three times that, and stays well under the cold build of
 * what it wrote (180 s), which a writer waits for next.
 */
export const importSeconds = 60;

export function checkImportTargets(result: ImportResult): Target[] {
  const { coldBuildSeconds } = localPostsBacklog;
  return [
    {
      target: `Import (${result.posts} posts with images): every post and image brought home`,
      ok: result.written.posts === result.posts && result.written.images === result.posts,
      detail: `${result.written.posts} posts, ${result.written.images} images`,
    },
    {
      target: `Import (${result.posts} posts with images): under ${importSeconds} s`,
      ok: result.importSeconds < importSeconds,
      detail: `${result.importSeconds.toFixed(1)} s`,
    },
    {
      target: `Import (${result.posts} posts with images): their cold build under ${coldBuildSeconds} s`,
      ok: result.buildSeconds < coldBuildSeconds,
      detail: `${result.buildSeconds.toFixed(1)} s`,
    },
  ];
}
