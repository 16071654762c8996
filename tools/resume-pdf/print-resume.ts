// npm run resume:pdf: prints the About page of the site just built (the
// script builds first) with the Chromium the tests use, as the print
// stylesheet lays it out, into content/files/resume.pdf, stamped with the
// hash of the content it shows (pipeline/inputs/resume-pdf-check.ts): the
// build warns when that content has changed since.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { chromium } from "playwright-core";
import { readSettings } from "../../pipeline/inputs/check-inputs.ts";
import { aboutContentHash, resumePdf, stampedPdf } from "../../pipeline/inputs/resume-pdf-check.ts";
import { startServer } from "../../server/local-server.ts";
import { chromiumFlags, chromiumPath } from "../chromium.ts";

const { basePath } = readSettings("production");
// The build as its host serves it: under a base path, a folder of that name, so its images load.
const root = basePath === "/" ? undefined : mkdtempSync(join(tmpdir(), "resume-pdf-"));
if (root) {
  const at = join(root, basePath).replace(/\/$/, "");
  mkdirSync(dirname(at), { recursive: true });
  symlinkSync(resolve("build/client"), at, "dir");
}
const server = await startServer(root ?? "build/client");
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumFlags });
try {
  const page = await browser.newPage();
  const response = await page.goto(`${server.baseURL}${basePath}about-me`);
  if (!response?.ok()) throw new Error(`the About page answered ${response?.status()}`);
  const pdf = await page.pdf({
    format: "A4",
    preferCSSPageSize: true,
    outline: true,
    tagged: true,
  });
  mkdirSync(dirname(resumePdf), { recursive: true });
  writeFileSync(resumePdf, stampedPdf(pdf, aboutContentHash()));
  console.log(`Printed About into ${resumePdf} (${Math.round(pdf.length / 1024)} KB).`);
} finally {
  await browser.close();
  server.stop();
  if (root) rmSync(root, { recursive: true, force: true });
}
