// npm run screenshots:personas: the Japanese and Arabic personas of the
// browser tests (tests/fixtures/personas/), each built for real in a copy of
// the project, served as `npm start` serves it, and photographed at 390 and
// 1280 px, light and dark, into screenshots/personas/<id>/. Contact sheets go
// to docs/screenshots/persona-<id>-<scheme>.png. Chinese, Japanese and Arabic
// need their system fonts installed (Debian: fonts-noto-cjk, fonts-noto-core).
import { mkdirSync } from "node:fs";
import { startServer } from "../../server/local-server.ts";
import * as ar from "../../tests/fixtures/personas/ar.ts";
import * as ja from "../../tests/fixtures/personas/ja.ts";
import { buildCopy, makeProjectCopy } from "../project-copy/project-copy.ts";
import { contactSheet } from "./contact-sheet.ts";
import { takeScreenshots } from "./take-screenshots.ts";

const routes = ["/", "/about-me", "/blog", "/projects"];
const pages = ["home", "about-me", "blog", "projects"];

mkdirSync("docs/screenshots", { recursive: true });
for (const { facts, content } of [ja, ar]) {
  const dir = makeProjectCopy(`.test-builds/persona-${facts.id}`, await content());
  const build = buildCopy(dir);
  if (build.status !== 0)
    throw new Error(`The ${facts.id} persona did not build:\n${build.output}`);
  const server = await startServer(`${dir}/build/client`);
  try {
    const out = `screenshots/personas/${facts.id}`;
    await takeScreenshots(server.baseURL, routes, out);
    for (const scheme of ["light", "dark"] as const) {
      const tiles = pages.flatMap((page) => [
        { file: `${out}/${page}-1280-${scheme}.png`, label: `${page}, 1280 px`, width: 1280 },
        { file: `${out}/${page}-390-${scheme}.png`, label: "390 px", width: 390 },
      ]);
      const title = `${facts.name} (${facts.locale}), ${scheme}`;
      await contactSheet(title, tiles, `docs/screenshots/persona-${facts.id}-${scheme}.png`);
    }
    console.log(`${facts.locale}: built in ${build.seconds.toFixed(1)} s, screenshots in ${out}/`);
  } finally {
    server.stop();
  }
}
