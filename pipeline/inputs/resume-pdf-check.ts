import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

// npm run resume:pdf prints About into content/files/resume.pdf and writes,
// after the PDF's end, the hash of the content About is made from. The build
// hashes that content again: a PDF printed from other content is out of
// date, and the build says so. A hash, not the files' times: a git clone or
// checkout gives every file a new time.

export const resumePdf = "content/files/resume.pdf";

/** The files of content/ that About (and so the printed résumé) is made from. */
const aboutSources = [
  "content/owner.ts",
  "content/links.ts",
  "content/copy.ts",
  "content/overrides.ts",
  "content/experience.ts",
  "content/imported/experience.json",
];

/** The hash of the content About is made from, the same on every machine. */
export function aboutContentHash(root = process.cwd()): string {
  const hash = createHash("sha256");
  for (const file of aboutSources) {
    const path = join(root, file);
    hash.update(
      `${file}\0${existsSync(path) ? readFileSync(path, "utf8").replace(/\r\n/g, "\n") : ""}\0`,
    );
  }
  return hash.digest("hex").slice(0, 16);
}

const marker = "% portfolio-about-content ";

/** A PDF with the hash of its content after its end (PDF readers skip a comment there). */
export const stampedPdf = (pdf: Buffer, hash: string) =>
  Buffer.concat([pdf, Buffer.from(`\n${marker}${hash}\n`)]);

/** One line when content/files/resume.pdf was printed by resume:pdf from other content than today's. */
export function resumePdfWarning(root = process.cwd()): string | undefined {
  const path = join(root, resumePdf);
  if (!existsSync(path)) return undefined;
  const tail = readFileSync(path).subarray(-200).toString("latin1");
  const printed = tail.slice(tail.lastIndexOf(marker) + marker.length).trim();
  // A PDF the owner made elsewhere carries no hash: not ours to judge.
  if (!tail.includes(marker) || printed === aboutContentHash(root)) return undefined;
  return `Warning: ${resumePdf} is older than the content About shows (printed from other content): run \`npm run resume:pdf\` to print it again.`;
}
