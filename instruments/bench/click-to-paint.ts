// How long a visitor who follows a nav link waits: lands on a page, reads,
// rests the pointer on the link for a second (the app and, since issue 28,
// the page's data and modules arrive meanwhile; longer if the app has not
// hydrated by then), clicks, and waits until the next page's heading has
// been painted. Timed in the page, from the click
// event to the end of the first frame that shows the new heading, throttled
// as a phone on a slow connection (150 ms round trip, 1.6 Mbps, CPU 4×
// slower) and not. Run on its own it compares built sites interleaved:
//   tsx instruments/bench/click-to-paint.ts build/client [other/client …]
import type { Browser, CDPSession, Page } from "playwright-core";
import { navPages, sitePages } from "../../app/lib/pages/site-pages.ts";
import { startServer } from "../../server/local-server.ts";
import { median } from "./report.ts";
import { launchVisitor } from "./visit-bytes.ts";

/** Each nav link, followed from a page that is not its own: Home's from a page with no link of its own (About). */
export const journeys = navPages.map(({ path }) => ({
  from: path === "/" ? sitePages.find((page) => !page.nav)!.path : "/",
  to: path,
}));

export const profiles = [
  { name: "throttled", latencyMs: 150, bitsPerSecond: 1_600_000, cpuSlowdown: 4 },
  { name: "unthrottled" },
] as const;

export type ProfileName = (typeof profiles)[number]["name"];
export type ClickTiming = { from: string; to: string; profile: ProfileName; samples: number[] };

export const readMs = 1000;
export const pointMs = 1000;

/** Chromium's own emulation of the profile's connection and CPU, for the page `session` drives. */
export async function throttle(session: CDPSession, profile: (typeof profiles)[number]) {
  if (!("latencyMs" in profile)) return;
  await session.send("Network.enable");
  await session.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: profile.latencyMs,
    downloadThroughput: profile.bitsPerSecond / 8,
    uploadThroughput: profile.bitsPerSecond / 8,
  });
  await session.send("Emulation.setCPUThrottlingRate", { rate: profile.cpuSlowdown });
}

// Browser code, as a string: tsx would name its functions with a helper the page lacks.
const waitForPaint = `(target) => new Promise((done) => {
  const before = document.querySelector("h1");
  let clickedAt = 0;
  addEventListener("click", (event) => (clickedAt = event.timeStamp), { capture: true });
  const observer = new MutationObserver(() => {
    const heading = document.querySelector("h1");
    if (!heading || heading === before || location.pathname !== target) return;
    observer.disconnect();
    // The frame that renders it, then the task after its paint.
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => done(performance.now() - clickedAt);
      channel.port2.postMessage(null);
    });
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
})`;

/** Milliseconds from the click to the end of the frame that first shows the next page's heading. */
async function clickToPaint(page: Page, baseURL: string, to: string): Promise<number> {
  const href = new URL(to, baseURL + "/").pathname;
  const link = page.getByRole("navigation").first().locator(`a[href="${href}"]`);
  await link.hover();
  await page.waitForTimeout(pointMs);
  // On a slow machine the app may need longer: the visitor waits for it, so the click is client-side.
  await page.waitForFunction(() => "__reactRouterDataRouter" in window);
  const painted = page.evaluate<number>(`(${waitForPaint})(${JSON.stringify(href)})`);
  await link.click();
  const elapsed = await painted;
  const clientSide = await page.evaluate(() => "__reactRouterDataRouter" in window);
  if (!clientSide) throw new Error(`The click to ${to} loaded a new page`);
  return elapsed;
}

/** One sample of every journey in every profile, for each site, interleaved. */
export async function measureClicks(
  browser: Browser,
  baseURLs: string[],
  runs: number,
): Promise<ClickTiming[][]> {
  const results = baseURLs.map(() =>
    profiles.flatMap(({ name }) =>
      journeys.map(({ from, to }) => ({ from, to, profile: name, samples: [] as number[] })),
    ),
  );
  for (let run = 0; run < runs; run++) {
    for (const [index, profile] of profiles.entries()) {
      for (const [j, { from, to }] of journeys.entries()) {
        for (const [site, baseURL] of baseURLs.entries()) {
          process.stdout.write(
            `Click to paint ${from} → ${to}, ${profile.name}, run ${run + 1}   \r`,
          );
          const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
          try {
            const page = await context.newPage();
            await throttle(await context.newCDPSession(page), profile);
            await page.goto(baseURL + from, { waitUntil: "load" });
            await page.waitForTimeout(readMs);
            const sample = await clickToPaint(page, baseURL, to);
            results[site]![index * journeys.length + j]!.samples.push(sample);
          } finally {
            await context.close();
          }
        }
      }
    }
  }
  return results;
}

export const medianMs = (timing: ClickTiming) => Math.round(median(timing.samples));

if (import.meta.url === `file://${process.argv[1]}`) {
  const dirs = process.argv.slice(2);
  const servers = await Promise.all(dirs.map((dir) => startServer(dir)));
  const browser = await launchVisitor();
  try {
    const runs = Number(process.env.BENCH_RUNS ?? 5);
    const results = await measureClicks(
      browser,
      servers.map((s) => s.baseURL),
      runs,
    );
    for (const [site, timings] of results.entries()) {
      console.log(`\n${dirs[site]}`);
      for (const t of timings) {
        console.log(
          `${t.profile} ${t.from} → ${t.to}: median ${medianMs(t)} ms [${t.samples.map(Math.round).join(", ")}]`,
        );
      }
    }
  } finally {
    await browser.close();
    for (const server of servers) server.stop();
  }
}
