// npm run screenshots: every page of the production build at 390 and 1280 px,
// light and dark, into screenshots/. Needs a running server:
//   npm start   (then, in another shell)   npm run screenshots
// BASE_URL, ROUTES, OUT_DIR and ENGINE (chromium, firefox or webkit) override
// the defaults; `npm run screenshots:engines` shoots every engine at once.
import { pagePaths } from "../../app/lib/pages/site-pages.ts";
import { engine } from "../../tests/harness/browsers/engines.ts";
import { engineNames, type EngineName } from "../../tests/harness/browsers/visitor.ts";
import { takeScreenshots } from "./take-screenshots.ts";

const base = process.env.BASE_URL ?? "http://127.0.0.1:3000";
const routes = process.env.ROUTES?.split(",") ?? [...pagePaths];
const out = process.env.OUT_DIR ?? "screenshots";
const name = (process.env.ENGINE ?? "chromium") as EngineName;

if (!engineNames.includes(name)) {
  console.error(`ENGINE must be one of ${engineNames.join(", ")}; got "${name}"`);
  process.exit(1);
}
const found = engine(name);
if ("missing" in found) {
  console.error(found.missing);
  process.exit(1);
}
const running = await found.start();
try {
  await takeScreenshots(base, routes, out, running);
} finally {
  await running.close();
}
console.log(`Screenshots in ${name} written to ${out}/`);
