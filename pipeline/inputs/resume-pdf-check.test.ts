import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "vitest";
import { aboutContentHash, resumePdf, resumePdfWarning, stampedPdf } from "./resume-pdf-check.ts";

const project = () => {
  const root = mkdtempSync(join(tmpdir(), "resume-pdf-"));
  mkdirSync(join(root, "content/files"), { recursive: true });
  writeFileSync(join(root, "content/owner.ts"), "export const owner = {};\n");
  writeFileSync(join(root, "content/experience.ts"), "export const experience = {};\n");
  return root;
};
const pdf = Buffer.from("%PDF-1.4\n...\n%%EOF");

test("no PDF, or one printed from today's content: nothing to say", () => {
  const root = project();
  expect(resumePdfWarning(root)).toBeUndefined();
  writeFileSync(join(root, resumePdf), stampedPdf(pdf, aboutContentHash(root)));
  expect(resumePdfWarning(root)).toBeUndefined();
});

test("content changed since the PDF was printed: one line that says how to print it again", () => {
  const root = project();
  writeFileSync(join(root, resumePdf), stampedPdf(pdf, aboutContentHash(root)));
  writeFileSync(join(root, "content/experience.ts"), "export const experience = { work: [] };\n");
  expect(resumePdfWarning(root)).toBe(
    "Warning: content/files/resume.pdf is older than the content About shows (printed from other content): run `npm run resume:pdf` to print it again.",
  );
});

test("a PDF the owner made elsewhere is left alone", () => {
  const root = project();
  writeFileSync(join(root, resumePdf), pdf);
  expect(resumePdfWarning(root)).toBeUndefined();
});
