import type { Audit } from "./audit-routes.ts";
import {
  type ClickTiming,
  journeys,
  medianMs,
  pointMs,
  profiles,
  readMs,
} from "./click-to-paint.ts";
import type { LoadResult } from "./load-test.ts";
import { ownerOptionsTable, type OptionVisits } from "./owner-options/owner-options.ts";
import { firstScreenChars } from "../../pipeline/stages/7-page-weight.ts";
import { raceIntro, raceTable, raceTargetsMarkdown, type PeerRace } from "./peer-race.ts";
import type { ImportResult } from "./import-case.ts";
import type { LocalPostsResult } from "./local-posts-case.ts";
import { kb, lighthouseTable, loadTable, markdown, postPagesTable, visitsTable } from "./report.ts";
import type { ScaleResult } from "./scale-case.ts";
import { backlog } from "../../tests/harness/budgets.ts";
import { generatedPostsMix } from "../../tests/harness/sites/generated-local-posts.ts";
import type { Target } from "./targets.ts";
import { idleSeconds, type Visit } from "./visit-bytes.ts";
import type { WriterLoopResult } from "./writer-loop.ts";

export type Environment = {
  date: string;
  node: string;
  lighthouse: string;
  browser: string;
  cpus: string;
  loadAverageBefore: number;
  benchmarkIndex: number;
};

const visitsIntro =
  "What a visitor downloads in Chromium, headers included (`npm start` serves HTTP/1.1, whose headers are not compressed), in a fresh profile: landing and reading for 8 s without touching anything, then pointing at a nav link and clicking it once the app is there; the totals include the landing.";

/** Click to paint, one row a nav link: the median and every sample of each profile. */
function clicksTable(clicks: ClickTiming[]): string {
  const header = [
    "Journey",
    ...profiles.map((p) => `${p.name} (median)`),
    ...profiles.map((p) => `${p.name} (runs)`),
  ];
  const rows = journeys.map(({ from, to }) => {
    const of = profiles.map((p) =>
      clicks.find((c) => c.from === from && c.to === to && c.profile === p.name)!,
    );
    return [
      `${from} → ${to}`,
      ...of.map((c) => `${medianMs(c)} ms`),
      ...of.map((c) => c.samples.map(Math.round).join(", ")),
    ];
  });
  return markdown(header, rows);
}

const clicksIntro = (runs: number) =>
  `What a visitor who follows a nav link waits, in Chromium, median of ${runs} runs, each in a fresh profile, 412 px wide with a mouse: lands on the page, reads for ${readMs / 1000} s, rests the pointer on the link for ${pointMs / 1000} s (the app, then the next page's data and modules arrive meanwhile), clicks; from the click event until the end of the first frame that shows the next page's heading. Throttled: 150 ms round trip, 1.6 Mbps both ways, CPU 4× slower (Chromium's own emulation); unthrottled: this machine as it is. The timings vary with what else the machine runs.`;

function localPostsIntro(local: LocalPostsResult, environment: Environment): string {
  const { words, codeBlocks, codeLanguages, mathEvery, imageEvery } = generatedPostsMix;
  const count = (n: number) => n.toLocaleString("en");
  return `With ${local.posts} posts written on the site (content/posts/<slug>/index.md: ${count(words.least)} to ${count(words.most)} words, sections, lists, a table, ${codeBlocks.least} to ${codeBlocks.most} code blocks in ${codeLanguages.join(", ")}, math in one post of ${mathEvery}, a drawn image beside one of ${imageEvery}), generated into a copy of the project, on ${environment.cpus}: cold build (no image or highlighting cache) ${local.coldSeconds.toFixed(1)} s, build with nothing changed ${local.warmSeconds.toFixed(1)} s. A typical post's page (the median gzipped HTML of them all) and the longest: the HTML with its inline CSS, its first screen (gzipped, the HTML up to ${count(firstScreenChars)} characters into the post's body, more than a phone 390 px wide shows before scrolling), and what a visitor who lands and reads for ${idleSeconds} s downloads, headers included.`;
}

/** The writer's loop in npm run dev and the import of a long blog: a paragraph each. */
export function writerLoopAndImportMarkdown(
  writerLoop: WriterLoopResult | undefined,
  imported: ImportResult | undefined,
): string[] {
  return [
    ...(writerLoop
      ? [
          `The writer's loop in \`npm run dev\`, with ${writerLoop.posts} posts written on the site (generated as above) in a copy of the project: the server answered ${writerLoop.startSeconds.toFixed(1)} s after it started, and a post's first visit took ${writerLoop.firstVisitSeconds.toFixed(1)} s (Vite bundles the browser's dependencies once). Then the post (one with an image) saved ${writerLoop.samples.length} times with a new sentence, each from the file's write until the frame after the first that shows it in the open tab (Vite reloads it): median ${writerLoop.medianMs} ms (${writerLoop.samples.join(", ")} ms). The timings vary with what else the machine runs.`,
          "",
        ]
      : []),
    ...(imported
      ? [
          `A long blog brought home: a feed of ${imported.posts} posts (RSS with their whole text, an image each on the same host), served on 127.0.0.1, imported with \`npm run import -- posts <feed> --home --canonical home\` into a copy of the project in ${imported.importSeconds.toFixed(1)} s (${imported.written.posts} posts and ${imported.written.images} images written), then built cold (no image or highlighting cache) in ${imported.buildSeconds.toFixed(1)} s.`,
          "",
        ]
      : []),
  ];
}

/** docs/bench/results.md, and what `npm run bench` prints. */
export function resultsMarkdown(
  environment: Environment,
  runs: number,
  site: Audit & {
    visits: Visit[];
    clicks: ClickTiming[];
    clickRuns: number;
    race?: PeerRace | undefined;
    options: OptionVisits[];
  },
  load: LoadResult | undefined,
  scale: ScaleResult | undefined,
  local: LocalPostsResult | undefined,
  targets: Target[],
  more: { writerLoop?: WriterLoopResult | undefined; imported?: ImportResult | undefined } = {},
): string {
  const css = site.results[0]?.build;
  const missed = targets.filter((t) => !t.ok);
  return [
    `Lighthouse ${environment.lighthouse}, mobile preset (simulated slow 4G, 4× CPU slowdown), median of ${runs} runs a route, ${environment.browser}, Node ${environment.node}, ${environment.cpus} (Lighthouse CPU benchmark index ${environment.benchmarkIndex}; below 1000 Lighthouse warns that the slower CPU lowers scores), ${environment.date.slice(0, 10)}.`,
    "",
    lighthouseTable(site.results),
    "",
    `Lighthouse's visitor never shows intent to navigate, so it loads no JavaScript. HTML is the gzipped page; on intent (once the visitor points at, touches or focuses a link of the site) a page fetches the JavaScript and a module that starts it with the page's data (React Router's handoff, no longer in the HTML), both gzipped; images are the files the browser picked. CSS is 0 because it is inlined in each page: ${kb(css?.inlineCssBytes ?? 0)}, ${kb(css?.inlineCssGzip ?? 0)} gzipped.`,
    "",
    visitsIntro,
    "",
    visitsTable(site.visits),
    "",
    clicksIntro(site.clickRuns),
    "",
    clicksTable(site.clicks),
    "",
    ...(site.race
      ? [raceIntro(site.race), "", raceTable(site.race), "", raceTargetsMarkdown(site.race), ""]
      : []),
    ...(site.options.length > 0
      ? [
          "The same reading visits with each option an owner may turn on (`content/theme.ts` `switch: true`; `content/analytics.ts`, here Plausible's page view to a stand-in on 127.0.0.1, its answer counted), built in a copy of the project; the largest visit of any route and screen, and the most any visit grew:",
          "",
          ownerOptionsTable(site.visits, site.options),
          "",
        ]
      : []),
    ...(load
      ? [
          "Load test (autocannon against the `npm start` server on 127.0.0.1, gzip, mixed pages and assets):",
          "",
          loadTable(load),
          "",
        ]
      : []),
    ...(scale
      ? [
          `With a backlog of ${backlog.posts} posts (each with its own thumbnail) and ${backlog.projects} projects, generated into a copy of the project: cold build (no image cache) ${scale.coldSeconds.toFixed(1)} s, build with nothing changed ${scale.warmSeconds.toFixed(1)} s, ${scale.eagerThumbnails} thumbnail loaded eagerly on /blog.`,
          "",
          lighthouseTable(scale.results),
          "",
          visitsTable(scale.visits),
          "",
        ]
      : []),
    ...(local
      ? [localPostsIntro(local, environment), "", postPagesTable(local.pages, local.visits), ""]
      : []),
    ...writerLoopAndImportMarkdown(more.writerLoop, more.imported),
    missed.length === 0
      ? "Every target is met."
      : `Missed: ${missed.map((t) => `${t.target} (${t.detail})`).join("; ")}`,
  ].join("\n");
}
