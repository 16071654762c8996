// Walks journeys in Chromium, Firefox and WebKit: one describe block per
// engine, one test per journey, each in a fresh profile. An engine that
// cannot run here (engine-check.ts, once a run) is one skipped test naming
// why and what to install; in CI (CI=true) it is one failed test instead.
import { afterAll, beforeAll, describe, inject, test } from "vitest";
import { engine } from "../browsers/engines";
import { engineNames, type Engine, type EngineName } from "../browsers/visitor";
import type { Journey, JourneySite } from "./journey-steps";
import { startWatchProxy, type WatchProxy } from "./watch-proxy";

/** How long the slow site holds each script: long enough for a click to come first. */
const slowScripts = 2000;

/** A journey takes a few seconds; one still walking after this waits on a driver that stopped answering. */
const stuckAfter = 45_000;

class DriverStuck extends Error {}

function answersWithin(ms: number, walking: Promise<void>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const stuck = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DriverStuck(`no answer in ${ms / 1000} s`)), ms);
  });
  return Promise.race([walking, stuck]).finally(() => clearTimeout(timer));
}

export type Walks = {
  /** The engines to walk in; every one unless named. */
  engines?: readonly EngineName[];
  /** The proxy (hosts/other-hosts-proxy.ts) through which an engine reaches every other host, which it makes fail. */
  proxyFor?: (engine: EngineName) => string;
};

/** `upstream()` is the site's address, known once the file's own setup has run. */
export function inEveryEngine(
  upstream: () => string,
  journeys: Journey[],
  { engines = engineNames, proxyFor }: Walks = {},
): void {
  let proxies: WatchProxy[] = [];
  let site: JourneySite;
  beforeAll(async () => {
    proxies = [await startWatchProxy(upstream()), await startWatchProxy(upstream(), slowScripts)];
    site = {
      url: proxies[0]!.url,
      slowScriptsUrl: proxies[1]!.url,
      otherHostsFail: proxyFor !== undefined,
    };
  });
  afterAll(() => proxies.forEach((proxy) => proxy.stop()));

  describe.each(engines)("in %s", (name) => {
    const problem = inject("engines")[name];
    const found = engine(name);
    if (problem || "missing" in found) {
      const reason = problem ?? ("missing" in found ? found.missing : "");
      if (process.env.CI === "true")
        test(`cannot run: ${reason}`, () => {
          const error = new Error(reason);
          error.stack = reason; // one line, not a trace of the test harness
          throw error;
        });
      else test.skip(`skipped: ${reason}`, () => {});
      return;
    }
    let running: Engine | undefined;
    beforeAll(async () => {
      running = await found.start();
    }, 60_000);
    afterAll(() => running?.close());

    test.each(journeys)(
      "$name",
      async ({ walk, options }) => {
        const once = async () => {
          const visitor = await running!.visit({ ...options, proxy: proxyFor?.(name) });
          try {
            await walk(visitor, site);
          } finally {
            await visitor.close();
          }
        };
        try {
          const first = once();
          // A stuck walk may still end, in error, once its engine is closed: nothing to report then.
          first.catch(() => {});
          await answersWithin(stuckAfter, first);
        } catch (error) {
          if (!(error instanceof DriverStuck)) throw error;
          // A driver that stops answering (WebKit's, twice, under the fork's load) is no
          // finding about the site: start the engine afresh and walk the journey once more.
          await running?.close();
          running = await found.start();
          await once();
        }
      },
      3 * stuckAfter,
    );
  });
}
