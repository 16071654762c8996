// npm run screenshots:personas: the Japanese, Arabic and Thai personas of the
// browser tests (tests/fixtures/personas/), photographed at 390 and 1280 px,
// light and dark, into screenshots/personas/<id>/. Contact sheets go to
// docs/screenshots/persona-<id>-<scheme>.png. Chinese, Japanese and Arabic
// need their system fonts installed (Debian: fonts-noto-cjk, fonts-noto-core; Thai too).
import { pagePaths } from "../../app/lib/pages/site-pages.ts";
import { mkdirSync } from "node:fs";
import { contactSheet } from "./contact-sheet.ts";
import { personaSites } from "./persona-sites.ts";
import { shotName, takeScreenshots } from "./take-screenshots.ts";

const routes = [...pagePaths];
const pages = routes.map(shotName);

mkdirSync("docs/screenshots", { recursive: true });
for (const site of await personaSites()) {
  try {
    const out = `screenshots/personas/${site.id}`;
    await takeScreenshots(site.server.baseURL, routes, out);
    for (const scheme of ["light", "dark"] as const) {
      const tiles = pages.flatMap((page) => [
        { file: `${out}/${page}-1280-${scheme}.png`, label: `${page}, 1280 px`, width: 1280 },
        { file: `${out}/${page}-390-${scheme}.png`, label: "390 px", width: 390 },
      ]);
      const sheet = `docs/screenshots/persona-${site.id}-${scheme}.png`;
      await contactSheet(`${site.title}, ${scheme}`, [tiles], sheet);
    }
    console.log(`${site.title}: built in ${site.seconds.toFixed(1)} s, screenshots in ${out}/`);
  } finally {
    site.server.stop();
  }
}
