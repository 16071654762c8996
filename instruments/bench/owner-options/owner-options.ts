// The bench's owner options: the site as it is, then with the theme switch,
// with analytics (Plausible's page view, to a stand-in endpoint on this
// machine) and with both, each built in a copy of the project, to report what
// each adds to a visit. The copies keep the owner's content and only turn
// the options on, so any fork is measured with its own pages.
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import type { Browser } from "playwright-core";
import { startServer } from "../../../server/local-server.ts";
import {
  buildCopy,
  makeProjectCopy,
  type Files,
} from "../../../tests/harness/sites/project-copy.ts";
import { bothOptionsLanding } from "../../../tests/harness/budgets.ts";
import { kb, markdown } from "../report.ts";
import type { Target } from "../targets.ts";
import { idleSeconds, measureVisits, type Visit } from "../visit-bytes.ts";

export type OptionVisits = { option: string; visits: Visit[] };

const themeSwitch = (): Files => ({
  // The owner's accent colours stay; only the switch is turned on.
  "content/theme-own.ts": readFileSync("content/theme.ts"),
  "content/theme.ts":
    'import { theme as own } from "./theme-own.ts";\nexport const theme = { ...own, switch: true };\n',
});

const analytics = (host: string): Files => ({
  "content/analytics.ts": `export const analytics = ${JSON.stringify({ provider: "plausible", id: "bench.example", host })};\n`,
});

/** Builds and visits each option; `routes` as the site's own visits. */
export async function measureOwnerOptions(
  visitor: Browser,
  routes: readonly string[],
): Promise<OptionVisits[]> {
  // Plausible answers a page view with 202 and no body.
  const endpoint = createServer((_, response) => response.writeHead(202).end());
  await new Promise<void>((done) => endpoint.listen(0, "127.0.0.1", done));
  const host = `http://127.0.0.1:${(endpoint.address() as AddressInfo).port}`;
  const cases = [
    { option: "Theme switch", files: themeSwitch() },
    { option: "Analytics (Plausible)", files: analytics(host) },
    { option: "Both", files: { ...themeSwitch(), ...analytics(host) } },
  ];
  try {
    const measured: OptionVisits[] = [];
    for (const { option, files } of cases) {
      process.stdout.write(`Building with ${option}                    \r`);
      const dir = ".test-builds/bench-options";
      makeProjectCopy(dir, files, { keepContent: true });
      // Page views from 127.0.0.1 are sent only when the build says so.
      const build = buildCopy(dir, { VITE_ANALYTICS_LOCAL: "true" });
      if (build.status !== 0) throw new Error(`${option} did not build:\n${build.output}`);
      const server = await startServer(join(dir, "build/client"));
      try {
        measured.push({ option, visits: await measureVisits(visitor, server.baseURL, routes) });
      } finally {
        server.stop();
      }
    }
    return measured;
  } finally {
    endpoint.close();
  }
}

const largest = (visits: Visit[]) => Math.max(...visits.map((v) => v.landing.bytes));

/** Each option's largest reading visit, and what it adds to the site's. */
export function ownerOptionsTable(site: Visit[], options: OptionVisits[]): string {
  const added = (visits: Visit[]) =>
    Math.max(
      ...visits.map((v) => {
        const own = site.find((s) => s.route === v.route && s.screen === v.screen);
        return v.landing.bytes - (own?.landing.bytes ?? 0);
      }),
    );
  return markdown(
    ["Option", "Largest reading visit", "Added to a visit (at most)"],
    options.map(({ option, visits }) => [
      option,
      kb(largest(visits)),
      `${Math.max(0, added(visits))} B`,
    ]),
  );
}

/** With every option on, each reading visit within its budget and still without a script. */
export function checkOptionTargets(options: OptionVisits[]): Target[] {
  return options.flatMap(({ option, visits }) =>
    visits.flatMap(({ route, screen, landing }) => {
      const visit = `${option}: ${route} (${screen})`;
      const checks: Target[] = [
        {
          target: `${visit}: no script requested in ${idleSeconds} s without intent`,
          ok: landing.scripts === 0,
          detail: `${landing.scripts} of ${landing.requests} requests`,
        },
      ];
      if (option !== "Both") return checks;
      const target = `${visit}: at most ${kb(bothOptionsLanding)} in ${idleSeconds} s without intent`;
      return [
        ...checks,
        { target, ok: landing.bytes <= bothOptionsLanding, detail: kb(landing.bytes) },
      ];
    }),
  );
}
