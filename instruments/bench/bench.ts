// npm run bench: builds the site, serves it as `npm start` does, runs
// Lighthouse (mobile preset) BENCH_RUNS times (default 3) on every route and
// prints the median of each figure, counts the bytes a visitor downloads who
// only reads and one who then follows a nav link (visit-bytes.ts), times that
// visitor's click until the next page is painted, throttled and not, median
// of BENCH_CLICK_RUNS (default 5) (click-to-paint.ts), races the same clicks
// against astro-paper's build from ../shared/peers on a phone, pointing 1 s or
// 300 ms, BENCH_PEER_RUNS (default 5) a journey (peer-race.ts; issue 35's targets),
// load-tests the server with autocannon, measures the visits again with each
// owner option on (theme switch, analytics, both; owner-options/), then does the same on a backlog of
// 300 posts and 150 projects (scale-case.ts), timing its cold and unchanged builds, and builds
// 300 posts written on the site cold and unchanged, weighing a typical post's page and the
// longest (local-posts-case.ts), times the writer's loop in npm run dev on 300 such posts
// (writer-loop.ts), and imports 300 posts with images from a feed on 127.0.0.1, then builds
// them (import-case.ts); and the search on the same backlog in three languages: what
// intent to search fetches and how soon results appear on a 4× slower CPU (search-case.ts).
// Writes docs/bench/results.json and docs/bench/results.md; exits 1 when a
// target is missed. BENCH_SKIP_BUILD=1 reuses the last build (or SERVE_DIR's),
// BENCH_SKIP_BACKLOG=1 leaves the backlog out, BENCH_SKIP_OPTIONS=1 the owner options,
// BENCH_SKIP_PEER=1 the race against astro-paper, BENCH_SKIP_LOCAL_POSTS=1 the local posts
// (BENCH_LOCAL_POSTS=20 builds 20 of them, a dry run, and sets the writer's loop's and the
// import's count too), BENCH_SKIP_WRITER_LOOP=1, BENCH_SKIP_IMPORT=1 and BENCH_SKIP_SEARCH=1 those,
// BENCH_LOAD_SECONDS sets the load test. BENCH_ONLY=writer-loop,import runs only the cases
// named (of writer-loop, import, local-posts, search), prints their figures and targets, and writes
// nothing to docs/bench/.
import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { startServer } from "../../server/local-server.ts";
import { auditRoutes, type Audit } from "./audit-routes.ts";
import { measureClicks, type ClickTiming } from "./click-to-paint.ts";
import { startAuditor } from "./lighthouse.ts";
import { loadTest, mixedPaths, type LoadResult } from "./load-test.ts";
import { localPostsCase, type LocalPostsResult } from "./local-posts-case.ts";
import {
  checkOptionTargets,
  measureOwnerOptions,
  type OptionVisits,
} from "./owner-options/owner-options.ts";
import { racePeer, type PeerRace } from "./peer-race.ts";
import { median } from "./report.ts";
import { resultsMarkdown, writerLoopAndImportMarkdown } from "./results-markdown.ts";
import { scaleCase, type ScaleResult } from "./scale-case.ts";
import {
  checkSearchTargets,
  searchCase,
  searchMarkdown,
  type SearchCaseResult,
} from "./search-case.ts";
import { findPeer } from "./start-peer.ts";
import {
  checkBacklogTargets,
  checkImportTargets,
  checkLocalPostsTargets,
  checkTargets,
  checkWriterLoopTargets,
  type Target,
} from "./targets.ts";
import { importCase, type ImportResult } from "./import-case.ts";
import { launchVisitor, measureVisits, type Visit } from "./visit-bytes.ts";
import { writerLoopCase, type WriterLoopResult } from "./writer-loop.ts";
import { routes } from "../../tests/harness/html/build-output.ts";
import { localPostsBacklog } from "../../tests/harness/budgets.ts";

const clientDir = process.env.SERVE_DIR ?? "build/client";
const runs = Number(process.env.BENCH_RUNS ?? 3);
const loadSeconds = Number(process.env.BENCH_LOAD_SECONDS ?? 30);
const clickRuns = Number(process.env.BENCH_CLICK_RUNS ?? 5);
const peerRuns = Number(process.env.BENCH_PEER_RUNS ?? 5);
const localPosts = Number(process.env.BENCH_LOCAL_POSTS ?? localPostsBacklog.posts);
const only = process.env.BENCH_ONLY?.split(",").map((name) => name.trim());
const cases = ["writer-loop", "import", "local-posts", "search"];
const skipped = (name: string, variable: string) =>
  only ? !only.includes(name) : process.env[variable] === "1";

if (only) {
  const unknown = only.filter((name) => !cases.includes(name));
  if (unknown.length > 0) {
    console.error(
      `BENCH_ONLY names ${unknown.join(", ")}: the cases it runs are ${cases.join(", ")}.`,
    );
    process.exit(2);
  }
  // The named cases alone, each in its own copy of the project: nothing of the site's build.
  const visitor = await launchVisitor();
  let local: LocalPostsResult | undefined;
  let writerLoop: WriterLoopResult | undefined;
  let imported: ImportResult | undefined;
  let search: SearchCaseResult | undefined;
  try {
    if (only.includes("search")) search = await searchCase(visitor, localPosts);
    if (only.includes("local-posts")) local = await localPostsCase(visitor, localPosts);
    if (only.includes("writer-loop")) writerLoop = await writerLoopCase(visitor, localPosts);
    if (only.includes("import")) imported = await importCase(localPosts);
  } finally {
    await visitor.close();
  }
  const targets: Target[] = [
    ...(local ? checkLocalPostsTargets(local) : []),
    ...(writerLoop ? checkWriterLoopTargets(writerLoop) : []),
    ...(imported ? checkImportTargets(imported) : []),
    ...(search ? checkSearchTargets(search) : []),
  ];
  console.log(
    [
      "",
      `${cpus().length} × ${cpus()[0]?.model.trim() ?? "unknown"}, Node ${process.version}, load average ${loadavg()[0]!.toFixed(1)} at the end.`,
      "",
      ...(local
        ? [
            `Local posts (${local.posts}): cold build ${local.coldSeconds.toFixed(1)} s, build with nothing changed ${local.warmSeconds.toFixed(1)} s.`,
            "",
          ]
        : []),
      ...writerLoopAndImportMarkdown(writerLoop, imported),
      ...(search ? searchMarkdown(search) : []),
      ...targets.map((t) => `${t.ok ? "met   " : "MISSED"} ${t.target}: ${t.detail}`),
    ].join("\n"),
  );
  process.exit(targets.every((t) => t.ok) ? 0 : 1);
}

if (process.env.BENCH_SKIP_BUILD !== "1") {
  const build = spawnSync(process.execPath, ["--import", "tsx", "pipeline/build.ts"], {
    stdio: "inherit",
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const loadBefore = loadavg()[0] ?? 0;
const auditor = await startAuditor();
const visitor = await launchVisitor();
let site: Audit;
let visits: Visit[];
let clicks: ClickTiming[];
let race: PeerRace | undefined;
let load: LoadResult;
let scale: ScaleResult | undefined;
let local: LocalPostsResult | undefined;
let writerLoop: WriterLoopResult | undefined;
let imported: ImportResult | undefined;
let search: SearchCaseResult | undefined;
let options: OptionVisits[] = [];
try {
  const server = await startServer(clientDir);
  try {
    site = await auditRoutes(auditor, server.baseURL, clientDir, runs, "site");
    visits = await measureVisits(visitor, server.baseURL, routes);
    [clicks] = (await measureClicks(visitor, [server.baseURL], clickRuns)) as [ClickTiming[]];
    if (process.env.BENCH_SKIP_PEER !== "1") {
      const peerDir = findPeer();
      if (peerDir) race = await racePeer(visitor, server.baseURL, peerDir, peerRuns);
      else
        console.warn(
          "\nNo ../shared/peers/astro-paper-* beside the repository: the race against astro-paper is skipped.",
        );
    }
    const paths = mixedPaths(clientDir);
    console.log(
      `\nLoad test: ${loadSeconds} s, 64 connections, ${paths.length} paths (pages, data, scripts, images, icons)`,
    );
    load = await loadTest(server.baseURL, paths, { connections: 64, durationSeconds: loadSeconds });
  } finally {
    server.stop();
  }
  if (process.env.BENCH_SKIP_OPTIONS !== "1") options = await measureOwnerOptions(visitor, routes);
  if (process.env.BENCH_SKIP_BACKLOG !== "1") scale = await scaleCase(auditor, visitor, runs);
  if (!skipped("local-posts", "BENCH_SKIP_LOCAL_POSTS"))
    local = await localPostsCase(visitor, localPosts);
  if (!skipped("writer-loop", "BENCH_SKIP_WRITER_LOOP"))
    writerLoop = await writerLoopCase(visitor, localPosts);
  if (!skipped("import", "BENCH_SKIP_IMPORT")) imported = await importCase(localPosts);
  if (!skipped("search", "BENCH_SKIP_SEARCH")) search = await searchCase(visitor, localPosts);
} finally {
  await auditor.close();
  await visitor.close();
}

const targets = [
  ...checkTargets(site.results, visits, load),
  ...checkOptionTargets(options),
  ...(scale ? checkBacklogTargets(scale) : []),
  ...(local ? checkLocalPostsTargets(local) : []),
  ...(writerLoop ? checkWriterLoopTargets(writerLoop) : []),
  ...(imported ? checkImportTargets(imported) : []),
  ...(search ? checkSearchTargets(search) : []),
  ...(race?.targets ?? []),
];
const environment = {
  date: new Date().toISOString(),
  node: process.version,
  lighthouse: site.lighthouseVersion,
  browser: site.userAgent.match(/(?:Headless)?Chrome\/[\d.]+/)?.[0] ?? site.userAgent,
  cpus: `${cpus().length} × ${cpus()[0]?.model.trim() ?? "unknown"}`,
  loadAverageBefore: Math.round(loadBefore * 100) / 100,
  benchmarkIndex: Math.round(
    median([...site.benchmarkIndexes, ...(scale?.benchmarkIndexes ?? [])]),
  ),
};
const markdown = [
  resultsMarkdown(
    environment,
    runs,
    { ...site, visits, clicks, clickRuns, race, options },
    load,
    scale,
    local,
    targets,
    { writerLoop, imported },
  ),
  ...(search ? ["", ...searchMarkdown(search)] : []),
].join("\n");
mkdirSync("docs/bench", { recursive: true });
const json = {
  environment,
  runs,
  routes: site.results,
  visits,
  clicks,
  race,
  options,
  allRuns: site.allRuns,
  load,
  backlog: scale,
  localPosts: local,
  writerLoop,
  import: imported,
  search,
  targets,
};
writeFileSync("docs/bench/results.json", `${JSON.stringify(json, null, 2)}\n`);
writeFileSync("docs/bench/results.md", `${markdown}\n`);
console.log(`\n${markdown}\n\nWrote docs/bench/results.json and docs/bench/results.md`);
if (targets.some((t) => !t.ok)) process.exitCode = 1;
