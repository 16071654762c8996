// npm run screenshots:languages: the sample owner's site in three languages
// (tests/fixtures/languages.ts: English, Japanese, and Arabic right to left),
// photographed at 390 and 1280 px, light and dark, into
// screenshots/languages/. Contact sheets go to docs/screenshots/languages-<scheme>.png.
import { mkdirSync } from "node:fs";
import { startServer } from "../../server/local-server.ts";
import { languagesContent } from "../../tests/fixtures/languages.ts";
import { buildCopy, makeProjectCopy } from "../../tests/harness/sites/project-copy.ts";
import { contactSheet } from "./contact-sheet.ts";
import { takeScreenshots } from "./take-screenshots.ts";

const dir = makeProjectCopy(".test-builds/languages", languagesContent());
const build = buildCopy(dir);
if (build.status !== 0)
  throw new Error(`The site in three languages did not build:\n${build.output}`);
const server = await startServer(`${dir}/build/client`);
try {
  const out = "screenshots/languages";
  const pages = ["/", "/ja/", "/ar/", "/about-me", "/ja/about-me", "/ar/about-me"];
  await takeScreenshots(server.baseURL, pages, out);
  mkdirSync("docs/screenshots", { recursive: true });
  const name = (page: string) => (page === "/" ? "home" : page.slice(1).replaceAll("/", "-"));
  for (const scheme of ["light", "dark"] as const) {
    const row = (width: 1280 | 390) =>
      pages.map((page) => ({
        file: `${out}/${name(page)}-${width}-${scheme}.png`,
        label: `${page}, ${width} px`,
        width,
      }));
    await contactSheet(
      `The sample in three languages, ${scheme}`,
      [row(1280), row(390)],
      `docs/screenshots/languages-${scheme}.png`,
    );
  }
  console.log(
    `Built in ${build.seconds.toFixed(1)} s; screenshots in ${out}/, sheets in docs/screenshots/`,
  );
} finally {
  server.stop();
}
