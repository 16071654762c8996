// npm run resume:pdf: builds the site, prints its About page with the
// Chromium the tests use, as the print stylesheet lays it out (the owner's
// name and contacts first), into content/files/resume.pdf, and each other
// language's About into its own copy (resume.ja.pdf, which that language's
// pages link in its place), each stamped with the hash of what the printed
// pages show (pipeline/stages/8-printed-resume.ts): later builds warn when
// an About shows something else.
import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { chromium } from "playwright-core";
import { resumePage } from "../../app/lib/pages/site-pages.ts";
import { readSettings } from "../../pipeline/inputs/check-inputs.ts";
import { readContent } from "../../pipeline/inputs/read-content.ts";
import {
  languageResume,
  printedAboutHash,
  resumePdf,
  stampedPdf,
} from "../../pipeline/stages/8-printed-resume.ts";
import { siteLanguages } from "../../app/lib/languages/site-languages.ts";
import { startServer } from "../../server/local-server.ts";
import { chromiumFlags, chromiumPath } from "../chromium.ts";

const client = "build/client";

/** Whether content/ holds a career to print: a written or imported entry of any kind. */
const hasEntries = (career: unknown) =>
  Object.values(career && typeof career === "object" ? career : {}).some(
    (entries) => Array.isArray(entries) && entries.length > 0,
  );

/** A failure the owner reads one line of, after everything is put back. */
class Stop extends Error {}

function stop(message: string): never {
  console.error(message);
  process.exit(1);
}

const { content, problems } = readContent();
if (problems.length > 0) stop(problems.join("\n"));
const { experience, importedExperience } = content;
if (!hasEntries(experience) && !hasEntries(importedExperience))
  stop(
    "npm run resume:pdf prints About's career, and the site has none: write it in " +
      "content/experience.ts or import it (`npm run import -- resume <file or URL>`). " +
      `A résumé made elsewhere goes in ${resumePdf} as it is.`,
  );

// Each language's PDF: resume.pdf for the default language, resume.ja.pdf for /ja/.
const owner = content.owner as { locale?: string } | undefined;
const languages = siteLanguages(String(owner?.locale ?? ""), content.languages as never).map(
  ({ prefix }) => ({ prefix, ...languageResume(prefix) }),
);
const served = (pdf: string) => join(client, "files", basename(pdf));

// Until the new PDFs are printed, placeholders stand in: content/links.ts may
// already link them (the build refuses a missing file), and an older print
// would only be warned about. A failure puts back what was there.
const before = new Map(
  languages.map(({ pdf }) => [pdf, existsSync(pdf) ? readFileSync(pdf) : undefined]),
);
const restore = () => {
  for (const [pdf, was] of before) {
    if (was) writeFileSync(pdf, was);
    else rmSync(pdf, { force: true });
    if (existsSync(dirname(served(pdf))))
      if (was) writeFileSync(served(pdf), was);
      else rmSync(served(pdf), { force: true });
  }
};
mkdirSync(dirname(resumePdf), { recursive: true });
for (const { pdf } of languages)
  writeFileSync(pdf, "%PDF-1.4\n% printed by npm run resume:pdf\n%%EOF\n");

try {
  const build = spawnSync("npm", ["run", "--silent", "build"], { stdio: "inherit" });
  if (build.status !== 0) throw new Stop("Nothing was printed: the build failed (above).");
  if (!existsSync(join(client, "resume.json")))
    throw new Stop("Nothing was printed: the site shows no career (all of it hidden?).");
  for (const { prefix, pdf, page } of languages) {
    const printed = await printAbout(prefix);
    writeFileSync(
      pdf,
      stampedPdf(printed, printedAboutHash(readFileSync(join(client, page), "utf8"))),
    );
    // The site just built serves the new PDF too, not the placeholder.
    if (existsSync(served(pdf))) copyFileSync(pdf, served(pdf));
    console.log(
      `Printed ${prefix ? `/${prefix}/'s ` : ""}About into ${pdf} (${Math.round(printed.length / 1024)} KB).`,
    );
  }
} catch (error) {
  restore();
  if (error instanceof Stop) stop(error.message);
  throw error;
}

/** A language's About of the site in build/client, served as its host serves it, printed as an A4 PDF. */
async function printAbout(prefix: string): Promise<Buffer> {
  const { basePath } = readSettings("production", content.links);
  // A build for a sub-path is served under it.
  const server = await startServer(client);
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumFlags });
  try {
    const page = await browser.newPage();
    const folder = prefix ? `${prefix}/` : "";
    const response = await page.goto(
      `${server.baseURL}${basePath}${folder}${resumePage.path.slice(1)}`,
    );
    if (!response?.ok()) throw new Error(`the About page answered ${response?.status()}`);
    return await page.pdf({ format: "A4", preferCSSPageSize: true, outline: true, tagged: true });
  } finally {
    await browser.close();
    server.stop();
  }
}
