import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { languageFile } from "../../app/lib/languages/language-file.ts";
import { pageHtmlFile, resumePage } from "../../app/lib/pages/site-pages.ts";

// npm run resume:pdf prints About into content/files/resume.pdf and writes,
// after the PDF's end, the hash of what the printed pages show: the words,
// links and images of About's main content. Each build hashes its About
// again: a PDF that shows something else is out of date, and the build says
// so. What the pages do not print (the header, the footer, the links to
// files such as the résumé itself) never makes it stale.

export const resumePdf = "content/files/resume.pdf";

/** The page the résumé is printed from, in a build: the default language's About. */
export const printedPage = pageHtmlFile(resumePage.path);

/** The hash of what a printed About shows: its main content's text, addresses and images. */
export function printedAboutHash(html: string): string {
  const main = /<main\b[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? "";
  const shown = main
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/g, "")
    // Each tag gives way to the addresses and words it shows: links, images and their text.
    .replace(
      /<[^>]*>/g,
      (tag) =>
        ` ${[...tag.matchAll(/\b(?:href|src|srcset|alt)="([^"]*)"/g)].map((m) => m[1]).join(" ")} `,
    )
    .replace(/\s+/g, " ")
    .trim();
  return createHash("sha256").update(shown).digest("hex").slice(0, 16);
}

const marker = "% portfolio-about-content ";

/** A PDF with the hash of its content after its end (PDF readers skip a comment there). */
export const stampedPdf = (pdf: Buffer, hash: string) =>
  Buffer.concat([pdf, Buffer.from(`\n${marker}${hash}\n`)]);

/** A language's résumé: its PDF in content/files/ and its About in a build ("" for the default's). */
export const languageResume = (prefix: string) => ({
  pdf: languageFile(resumePdf, prefix),
  page: prefix ? `${prefix}/${printedPage}` : printedPage,
});

/**
 * One line for each language's résumé (content/files/resume.pdf, and
 * resume.ja.pdf for the pages under /ja/) that npm run resume:pdf printed
 * from an About that showed something else than the one in `clientDir` shows.
 * `folders` are the languages' ("" for the default's).
 */
export function resumePdfWarnings(
  clientDir: string,
  folders: readonly string[] = [""],
  root = process.cwd(),
): string[] {
  return folders.flatMap((folder) => {
    const { pdf, page } = languageResume(folder);
    const path = join(root, pdf);
    const about = join(clientDir, page);
    if (!existsSync(path) || !existsSync(about)) return [];
    const tail = readFileSync(path).subarray(-200).toString("latin1");
    // A PDF the owner made elsewhere carries no hash: not ours to judge.
    if (!tail.includes(marker)) return [];
    const printed = tail.slice(tail.lastIndexOf(marker) + marker.length).trim();
    if (printed === printedAboutHash(readFileSync(about, "utf8"))) return [];
    return [
      `Warning: ${pdf} shows an older About than this build's: run \`npm run resume:pdf\` to print it again.`,
    ];
  });
}
