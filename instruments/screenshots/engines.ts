// npm run screenshots:engines: every route of your build (build/client/, as
// `npm run build` left it) and of the Japanese and Arabic personas, at 390
// and 1280 px, light and dark, in Chromium, Firefox and WebKit, into
// screenshots/engines/<engine>/<site>/; one contact sheet per engine in
// docs/screenshots/engine-<engine>.png. A missing engine is skipped, named.
import { pagePaths } from "../../app/lib/pages/site-pages.ts";
import { mkdirSync } from "node:fs";
import { startServer } from "../../server/local-server.ts";
import { engine } from "../../tests/harness/browsers/engines.ts";
import { engineNames } from "../../tests/harness/browsers/visitor.ts";
import { contactSheet, type Tile } from "./contact-sheet.ts";
import { personaSites } from "./persona-sites.ts";
import { shotName, takeScreenshots } from "./take-screenshots.ts";

const routes = [...pagePaths];
const pages = routes.map(shotName);

mkdirSync("docs/screenshots", { recursive: true });
const sites = [
  { id: "yours", title: "Your site", server: await startServer("build/client") },
  ...(await personaSites()),
];
try {
  for (const name of engineNames) {
    const found = engine(name);
    if ("missing" in found) {
      console.warn(`Skipped ${name}: ${found.missing}`);
      continue;
    }
    const running = await found.start();
    const rows: Tile[][] = [];
    try {
      for (const site of sites) {
        const out = `screenshots/engines/${name}/${site.id}`;
        await takeScreenshots(site.server.baseURL, routes, out, running);
        for (const scheme of ["light", "dark"] as const) {
          rows.push(
            pages.flatMap((page) => [
              {
                file: `${out}/${page}-1280-${scheme}.png`,
                label: `${site.title}, ${page}, ${scheme}`,
                width: 1280,
              },
              { file: `${out}/${page}-390-${scheme}.png`, label: "390 px", width: 390 },
            ]),
          );
        }
      }
    } finally {
      await running.close();
    }
    await contactSheet(`In ${name}`, rows, `docs/screenshots/engine-${name}.png`, 1600);
    console.log(`${name}: screenshots in screenshots/engines/${name}/, sheet in docs/screenshots/`);
  }
} finally {
  for (const site of sites) site.server.stop();
}
