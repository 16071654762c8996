import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "vitest";
import {
  printedAboutHash,
  printedPage,
  resumePdf,
  resumePdfWarnings,
  stampedPdf,
} from "./8-printed-resume.ts";

const about = (main: string, footer = "") =>
  `<!doctype html><html><head><title>About</title><script>x()</script></head><body>` +
  `<header><a href="/">Home</a></header><main id="content">${main}</main>` +
  `<footer>${footer}</footer></body></html>`;
const page = about(
  '<article><p class="resume-name">Ama Mensah</p><img src="/assets/ama-1.avif" alt="Ama">' +
    '<a href="https://paystack.com">Paystack</a></article>',
);

/** A project with a build of `html` as its About, and the PDF `pdf` printed before. */
function project(html: string, pdf?: Buffer) {
  const root = mkdtempSync(join(tmpdir(), "printed-resume-"));
  const client = join(root, "build/client");
  mkdirSync(join(client, "about-me"), { recursive: true });
  mkdirSync(join(root, "content/files"), { recursive: true });
  writeFileSync(join(client, printedPage), html);
  if (pdf) writeFileSync(join(root, resumePdf), pdf);
  return { root, client };
}
const pdf = Buffer.from("%PDF-1.4\n...\n%%EOF");
const printedFrom = (html: string) => stampedPdf(pdf, printedAboutHash(html));

test("no PDF, or one printed from an About that shows the same: nothing to say", () => {
  const none = project(page);
  expect(resumePdfWarnings(none.client, [""], none.root)).toEqual([]);
  const same = project(page, printedFrom(page));
  expect(resumePdfWarnings(same.client, [""], same.root)).toEqual([]);
});

test("what the page does not print (header, footer, scripts, markup) never makes it stale", () => {
  const other = about(
    '<article>\n  <p class="resume-name" data-x="1">Ama Mensah</p><img src="/assets/ama-1.avif" class="round" alt="Ama">' +
      '<a href="https://paystack.com" class="link">Paystack</a></article>',
    '<a href="/files/resume.pdf">Résumé</a>',
  ).replace("x()", "y()");
  const { client, root } = project(other, printedFrom(page));
  expect(resumePdfWarnings(client, [""], root)).toEqual([]);
});

test.each([
  ["a word", page.replace("Paystack</a>", "Flutterwave</a>")],
  ["a link's address", page.replace("https://paystack.com", "https://paystack.co")],
  ["the portrait", page.replace("ama-1.avif", "ama-2.avif")],
])("%s changed since the PDF was printed: one line that says how to print it again", (_, now) => {
  const { client, root } = project(now, printedFrom(page));
  expect(resumePdfWarnings(client, [""], root)).toEqual([
    "Warning: content/files/resume.pdf shows an older About than this build's: run `npm run resume:pdf` to print it again.",
  ]);
});

test("a PDF the owner made elsewhere is left alone", () => {
  const { client, root } = project(page, pdf);
  expect(resumePdfWarnings(client, [""], root)).toEqual([]);
});

test("each language's résumé against its own About: resume.ja.pdf against /ja/about-me", () => {
  const { client, root } = project(page, printedFrom(page));
  const japanese = page.replace("Ama Mensah", "アマ・メンサ");
  mkdirSync(join(client, "ja/about-me"), { recursive: true });
  writeFileSync(join(client, "ja", printedPage), japanese);
  writeFileSync(join(root, "content/files/resume.ja.pdf"), printedFrom(japanese));
  expect(resumePdfWarnings(client, ["", "ja"], root)).toEqual([]);
  writeFileSync(
    join(client, "ja", printedPage),
    japanese.replace("Paystack</a>", "ペイスタック</a>"),
  );
  expect(resumePdfWarnings(client, ["", "ja"], root)).toEqual([
    "Warning: content/files/resume.ja.pdf shows an older About than this build's: run `npm run resume:pdf` to print it again.",
  ]);
});
