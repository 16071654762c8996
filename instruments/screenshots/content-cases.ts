// npm run screenshots:cases: the site with 0, 1, 2, 7 and 30 posts and
// projects (short, long and mixed descriptions), each built for real in a
// copy of the project, served as `npm start` serves it, and photographed at
// 390 and 1280 px, light and dark, into screenshots/cases/<n>/. A contact
// sheet of each case goes to docs/screenshots/cases-<n>.png.
import { pagePaths } from "../../app/lib/pages/site-pages.ts";
import { mkdirSync } from "node:fs";
import { startServer } from "../../server/local-server.ts";
import { generatedContent, type Amounts } from "../../tests/harness/sites/generated-content.ts";
import { buildCopy, makeProjectCopy } from "../../tests/harness/sites/project-copy.ts";
import { contactSheet } from "./contact-sheet.ts";
import { shotName, takeScreenshots } from "./take-screenshots.ts";

const cases: Amounts[] = [
  { posts: 0, projects: 0 },
  { posts: 1, projects: 1, descriptions: "short" },
  { posts: 2, projects: 2, descriptions: "long" },
  { posts: 7, projects: 7, descriptions: "mixed" },
  { posts: 30, projects: 30, descriptions: "mixed" },
];
const routes = [...pagePaths];

mkdirSync("docs/screenshots", { recursive: true });
for (const amounts of cases) {
  const name = String(amounts.posts);
  const dir = makeProjectCopy(`.test-builds/cases/${name}`, await generatedContent(amounts), {
    keepContent: true,
  });
  const build = buildCopy(dir);
  if (build.status !== 0)
    throw new Error(`The case with ${name} entries did not build:\n${build.output}`);
  const server = await startServer(`${dir}/build/client`);
  try {
    const out = `screenshots/cases/${name}`;
    await takeScreenshots(server.baseURL, routes, out);
    const tiles = routes.map(shotName).flatMap((page) => [
      { file: `${out}/${page}-1280-light.png`, label: `${page}, 1280 px`, width: 1280 },
      { file: `${out}/${page}-390-dark.png`, label: "390 px, dark", width: 390 },
    ]);
    const title = `${name} posts and ${name} projects, ${amounts.descriptions ?? "no"} descriptions`;
    await contactSheet(title, [tiles], `docs/screenshots/cases-${name}.png`);
    console.log(`${title}: built in ${build.seconds.toFixed(1)} s, screenshots in ${out}/`);
  } finally {
    server.stop();
  }
}
