// Runs Lighthouse (its default mobile preset: simulated slow 4G and a 4x
// slower CPU) against Debian's Chromium. lighthouse-summary.ts boils the
// reports down to the figures the benchmark and the CI guard look at.
import { launch } from "chrome-launcher";
import lighthouse, { type Result as Report } from "lighthouse";
import { getPriority, setPriority } from "node:os";
import { chromiumFlags, chromiumPath } from "../../tools/chromium.ts";

export type Auditor = { close: () => Promise<void>; audit: (url: string) => Promise<Report> };

/**
 * Starts one Chromium that every audit reuses; Lighthouse clears its cache
 * and storage before each run, so every run is a first visit.
 */
export async function startAuditor(): Promise<Auditor> {
  const chrome = await withPriority(() =>
    launch({
      chromePath: chromiumPath(),
      chromeFlags: chromiumFlags,
      logLevel: "silent",
    }),
  );
  return {
    close: async () => chrome.kill(),
    // A trace that Chromium failed to record (NO_NAVSTART and the like) is
    // retried once; a second failure is an error.
    audit: async (url) => {
      for (let attempt = 1; ; attempt++) {
        const result = await lighthouse(url, {
          port: chrome.port,
          logLevel: "error",
          output: "json",
        });
        const lhr = result?.lhr;
        if (lhr && !lhr.runtimeError) return lhr;
        if (attempt === 2) {
          throw new Error(
            `Lighthouse failed on ${url}: ${lhr?.runtimeError?.message ?? "no result"}`,
          );
        }
      }
    },
  };
}

/**
 * Lighthouse simulates a slow phone from the CPU time the page really takes,
 * so other work on the machine inflates Total Blocking Time. Where the system
 * allows it (root, or CAP_SYS_NICE), Chromium and the processes it forks start
 * at a higher scheduling priority than the rest of the machine; otherwise
 * nothing changes. The priority is inherited at fork, so this process raises
 * its own for the launch and drops back afterwards.
 */
async function withPriority<T>(launchBrowser: () => Promise<T>): Promise<T> {
  const before = getPriority();
  try {
    setPriority(-10);
  } catch {
    return launchBrowser();
  }
  try {
    return await launchBrowser();
  } finally {
    setPriority(before);
  }
}
