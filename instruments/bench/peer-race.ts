// This site against astro-paper (issue 35), in the same run on the same
// machine: a visitor on a phone lands on the home page, reads for 3 s, points
// at a nav link for 1 s (or, quick, for 300 ms) and clicks; from the click to
// the end of the first frame that shows the next page's heading. The app is
// not waited for: a click before it is there is an ordinary page load, timed
// the same way (the clock is the epoch, so it carries from one document to
// the next). Throttled as click-to-paint's phone, a fresh profile a sample,
// the sites interleaved. Run on its own:
//   tsx instruments/bench/peer-race.ts [clientDir]   (default build/client)
// BENCH_PEER_RUNS sets the samples a journey (default 5).
import type { Browser, Page } from "playwright-core";
import { startServer } from "../../server/local-server.ts";
import { profiles, throttle } from "./click-to-paint.ts";
import { markdown, median } from "./report.ts";
import { findPeer, startPeer } from "./start-peer.ts";
import type { Target } from "./targets.ts";
import { launchVisitor } from "./visit-bytes.ts";

export const readMs = 3000;
/** How long after the click the stamps are first read: both sites paint well within it. */
const settleMs = 1500;
export const kinds = [
  { name: "point 1 s", pointMs: 1000 },
  { name: "point 300 ms", pointMs: 300 },
] as const;
export type KindName = (typeof kinds)[number]["name"];

type Site = {
  name: string;
  /** The nav links followed from the home page, in the order they pair up between sites. */
  links: { to: string; selector: string }[];
  /** On a narrow screen the links are behind this menu button. */
  menu?: string;
};

export const ours: Site = {
  name: "this site",
  links: [
    { to: "/projects", selector: 'nav a[href="/projects"]' },
    { to: "/blog", selector: 'nav a[href="/blog"]' },
  ],
};
export const astroPaper: Site = {
  name: "astro-paper",
  links: [
    { to: "/posts", selector: 'header a[href="/posts"]' },
    { to: "/about", selector: 'header a[href="/about"]' },
  ],
  menu: "#menu-btn",
};

export type RaceSample = { ms: number; pageLoad: boolean };
export type RaceJourney = { site: string; to: string; kind: KindName; samples: RaceSample[] };
/** A click whose page is known to load in full (the site's scripts blocked), to show the clock carries over. */
export type PageLoadCheck = {
  site: string;
  to: string;
  ms: number;
  pageLoad: boolean;
  documentStartMs: number;
  firstPaintMs: number | null;
};
export type PeerRace = {
  peer: string;
  runs: number;
  journeys: RaceJourney[];
  checks: PageLoadCheck[];
  kinds: { kind: KindName; ours: number; peer: number; ratio: number }[];
  targets: Target[];
};

const phone = profiles[0];

const key = "peer-race";

// Runs in every document before its own scripts (a string: tsx would name the
// functions with a helper the page lacks). The click on a link to the target
// is stamped in the landing page; in whichever document then shows the
// target's path with a heading that is not the landing page's, the end of the
// frame that renders it (rAF, then the task after its paint) is stamped.
const probe = (target: string) => `(() => {
  const target = ${JSON.stringify(target)};
  const trim = (path) => (path.length > 1 ? path.replace(/\\/+$/, "") : path);
  let before = null;
  let beforeText = null;
  addEventListener("click", (event) => {
    const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
    if (!link || trim(new URL(link.href, location.href).pathname) !== target) return;
    if (sessionStorage.getItem("${key}:click")) return;
    before = document.querySelector("h1");
    beforeText = before && before.textContent;
    sessionStorage.setItem("${key}:click", String(performance.timeOrigin + event.timeStamp));
  }, { capture: true });
  let seen = false;
  const check = () => {
    if (seen || !sessionStorage.getItem("${key}:click") || trim(location.pathname) !== target) return;
    const heading = document.querySelector("h1");
    if (!heading || (heading === before && heading.textContent === beforeText)) return;
    seen = true;
    observer.disconnect();
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        const painted = performance.timeOrigin + performance.now();
        const entry = performance.getEntriesByType("navigation")[0];
        const loaded = !!entry && trim(new URL(entry.name).pathname) === target;
        sessionStorage.setItem("${key}:painted", JSON.stringify({ painted, loaded, timeOrigin: performance.timeOrigin }));
      };
      channel.port2.postMessage(null);
    });
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { childList: true, subtree: true, characterData: true });
  // A router may change the path after its last change to the page.
  if (window.navigation) navigation.addEventListener("currententrychange", () => queueMicrotask(check));
})()`;

type Stamp = { clicked: number; painted: number; loaded: boolean; timeOrigin: number };

/**
 * The stamps, once the next page is painted, in whichever document that is.
 * Nothing of Playwright's runs in the page while it is timed: the first
 * waitForFunction in a document injects Playwright's helper script there,
 * about 25 ms of this phone's main thread, so the stamps are read with plain
 * evaluations, the first a while after the click.
 */
async function readStamps(page: Page): Promise<Stamp> {
  const deadline = Date.now() + 60_000;
  await page.waitForTimeout(settleMs);
  for (;;) {
    // A function, not a string: the site's CSP forbids evaluating strings.
    const stamps = await page
      .evaluate(
        (k) => [sessionStorage.getItem(`${k}:click`), sessionStorage.getItem(`${k}:painted`)],
        key,
      )
      // A page load replaced the document meanwhile: read the new one.
      .catch((error: unknown) => {
        if (/destroyed|navigat/i.test(String(error))) return [null, null];
        throw error;
      });
    const [clicked, painted] = stamps;
    if (clicked && painted) {
      return { clicked: Number(clicked), ...(JSON.parse(painted) as Omit<Stamp, "clicked">) };
    }
    if (Date.now() > deadline) throw new Error("No next page painted within a minute of the click");
    await page.waitForTimeout(100);
  }
}

async function newVisitor(browser: Browser, to: string, blockScripts = false) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  await context.addInitScript({ content: probe(to) });
  const page = await context.newPage();
  const session = await context.newCDPSession(page);
  await throttle(session, phone);
  if (blockScripts) await session.send("Network.setBlockedURLs", { urls: ["*.js", "*.mjs"] });
  return { context, page };
}

/** Lands, reads, points for `pointMs` and clicks: the stamps of that click. */
async function journey(
  page: Page,
  baseURL: string,
  site: Site,
  link: Site["links"][number],
  pointMs: number,
): Promise<Stamp> {
  await page.goto(baseURL + "/", { waitUntil: "load" });
  await page.waitForTimeout(readMs);
  const target = page.locator(link.selector).first();
  if (site.menu && !(await target.isVisible())) await page.locator(site.menu).click();
  await target.hover();
  await page.waitForTimeout(pointMs);
  await target.click();
  const stamps = await readStamps(page);
  // The two signs of a page load (its navigation entry, a clock started after the click) agree.
  if (!stamps.loaded && stamps.timeOrigin > stamps.clicked) {
    throw new Error(`${site.name} → ${link.to}: a new document that is not a page load`);
  }
  return stamps;
}

async function sample(
  browser: Browser,
  baseURL: string,
  site: Site,
  link: Site["links"][number],
  pointMs: number,
): Promise<RaceSample> {
  const { context, page } = await newVisitor(browser, link.to);
  try {
    const stamps = await journey(page, baseURL, site, link, pointMs);
    return { ms: stamps.painted - stamps.clicked, pageLoad: stamps.loaded };
  } finally {
    await context.close();
  }
}

/** The first link of each site with its scripts blocked: a page load, and where its first paint fell. */
async function pageLoadCheck(
  browser: Browser,
  baseURL: string,
  site: Site,
): Promise<PageLoadCheck> {
  const link = site.links[0]!;
  const { context, page } = await newVisitor(browser, link.to, true);
  try {
    const stamps = await journey(page, baseURL, site, link, kinds[0].pointMs);
    const firstPaint = await page
      .waitForFunction(
        () => performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
        undefined,
        { timeout: 5000 },
      )
      .then(async (handle) => (await handle.jsonValue()) as number)
      .catch(() => null);
    return {
      site: site.name,
      to: link.to,
      ms: stamps.painted - stamps.clicked,
      pageLoad: stamps.loaded,
      documentStartMs: stamps.timeOrigin - stamps.clicked,
      firstPaintMs: firstPaint === null ? null : stamps.timeOrigin + firstPaint - stamps.clicked,
    };
  } finally {
    await context.close();
  }
}

const pooled = (journeys: RaceJourney[], site: string, kind: KindName) =>
  journeys.filter((j) => j.site === site && j.kind === kind).flatMap((j) => j.samples);

export const journeyMedian = (j: RaceJourney) => Math.round(median(j.samples.map((s) => s.ms)));

/** Issue 35's targets against the peer. */
function raceTargets(journeys: RaceJourney[], peer: string): Target[] {
  const m = (site: string, kind: KindName) =>
    Math.round(median(pooled(journeys, site, kind).map((s) => s.ms)));
  const [slow, quick] = [kinds[0].name, kinds[1].name];
  const slowest = Math.round(Math.max(...pooled(journeys, ours.name, slow).map((s) => s.ms)));
  return [
    {
      target: `${slow}: median at most 0.6 × ${peer}'s`,
      ok: m(ours.name, slow) <= 0.6 * m(peer, slow),
      detail: `${m(ours.name, slow)} ms, 0.6 × ${m(peer, slow)} ms = ${Math.round(0.6 * m(peer, slow))} ms`,
    },
    {
      target: `${slow}: no sample slower than ${peer}'s median`,
      ok: slowest <= m(peer, slow),
      detail: `slowest ${slowest} ms, ${peer}'s median ${m(peer, slow)} ms`,
    },
    {
      target: `${quick}: median at most ${peer}'s`,
      ok: m(ours.name, quick) <= m(peer, quick),
      detail: `${m(ours.name, quick)} ms, ${peer}'s ${m(peer, quick)} ms`,
    },
  ];
}

/** Every journey of both sites, `runs` samples each, interleaved site by site. */
export async function racePeer(
  browser: Browser,
  baseURL: string,
  peerDir: string,
  runs: number,
): Promise<PeerRace> {
  const peer = await startPeer(peerDir);
  try {
    const sites = [
      { site: ours, baseURL },
      { site: astroPaper, baseURL: peer.baseURL },
    ];
    const checks: PageLoadCheck[] = [];
    for (const { site, baseURL: base } of sites) {
      const check = await pageLoadCheck(browser, base, site);
      console.log(
        `Page-load check, ${site.name} / → ${check.to} with its scripts blocked: ${Math.round(check.ms)} ms, ` +
          `${check.pageLoad ? "a page load" : "NOT a page load"} (new document at ${Math.round(check.documentStartMs)} ms, ` +
          `its first paint at ${check.firstPaintMs === null ? "?" : Math.round(check.firstPaintMs)} ms)`,
      );
      checks.push(check);
    }
    const journeys: RaceJourney[] = sites.flatMap(({ site }) =>
      kinds.flatMap(({ name }) =>
        site.links.map(({ to }) => ({ site: site.name, to, kind: name, samples: [] })),
      ),
    );
    for (let run = 0; run < runs; run++) {
      for (const { name, pointMs } of kinds) {
        for (const index of ours.links.keys()) {
          for (const { site, baseURL: base } of sites) {
            const link = site.links[index]!;
            const result = await sample(browser, base, site, link, pointMs);
            journeys
              .find((j) => j.site === site.name && j.to === link.to && j.kind === name)!
              .samples.push(result);
            console.log(
              `${site.name.padEnd(11)} / → ${link.to.padEnd(9)} ${name.padEnd(12)} run ${run + 1}: ` +
                `${String(Math.round(result.ms)).padStart(5)} ms${result.pageLoad ? " (page load)" : ""}`,
            );
          }
        }
      }
    }
    const summary = kinds.map(({ name }) => {
      const o = median(pooled(journeys, ours.name, name).map((s) => s.ms));
      const p = median(pooled(journeys, astroPaper.name, name).map((s) => s.ms));
      return { kind: name, ours: Math.round(o), peer: Math.round(p), ratio: o / p };
    });
    return {
      peer: peer.name,
      runs,
      journeys,
      checks,
      kinds: summary,
      targets: raceTargets(journeys, astroPaper.name),
    };
  } finally {
    peer.stop();
  }
}

/** One row a journey, then each site over its journeys, then the ratio; `*` marks a page load. */
export function raceTable(race: PeerRace): string {
  const cells = (samples: RaceSample[]) =>
    samples.map((s) => `${Math.round(s.ms)}${s.pageLoad ? "*" : ""}`).join(", ");
  const rows = [ours, astroPaper].flatMap((site) => [
    ...site.links.map(({ to }) => [
      `${site.name} / → ${to}`,
      ...kinds.flatMap(({ name }) => {
        const j = race.journeys.find(
          (x) => x.site === site.name && x.to === to && x.kind === name,
        )!;
        return [`${journeyMedian(j)} ms`, cells(j.samples)];
      }),
    ]),
    [
      `${site.name}, both journeys`,
      ...race.kinds.flatMap((k) => [`**${site === ours ? k.ours : k.peer} ms**`, ""]),
    ],
  ]);
  rows.push([
    `ratio ${ours.name} / ${astroPaper.name}`,
    ...race.kinds.flatMap((k) => [`**${k.ratio.toFixed(2)}**`, ""]),
  ]);
  const header = [
    "Journey",
    ...kinds.flatMap(({ name }) => [`${name} (median)`, `${name} (runs)`]),
  ];
  return markdown(header, rows);
}

export const raceIntro = (race: PeerRace) =>
  `Against ${race.peer} (astro-paper's production build, Astro's client router, prefetch on hover), in the same run: a visitor on a phone (412 × 823, 150 ms round trip, 1.6 Mbps both ways, CPU ${phone.cpuSlowdown}× slower) lands on the home page, reads for ${readMs / 1000} s, points at a nav link for 1 s or, quick, 300 ms, and clicks, without waiting for any app; from the click event to the end of the first frame that shows the next page's heading, in whichever document shows it (\`*\`: a full page load). Median of ${race.runs} runs a journey, each in a fresh profile, the sites interleaved; "both journeys" is the median of all their runs.`;

export function raceTargetsMarkdown(race: PeerRace): string {
  return `Issue 35's targets against ${race.peer}: ${race.targets
    .map((t) => `${t.target}: ${t.ok ? "met" : "missed"} (${t.detail})`)
    .join("; ")}.`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const peerDir = findPeer();
  if (!peerDir) {
    console.warn("No ../shared/peers/astro-paper-* beside the repository: nothing to race.");
    process.exit(1);
  }
  const server = await startServer(process.argv[2] ?? "build/client");
  const browser = await launchVisitor();
  try {
    const race = await racePeer(
      browser,
      server.baseURL,
      peerDir,
      Number(process.env.BENCH_PEER_RUNS ?? 5),
    );
    console.log(`\n${raceTable(race)}\n\n${raceTargetsMarkdown(race)}`);
  } finally {
    await browser.close();
    server.stop();
  }
}
