import { load } from "cheerio/slim";
import { compile } from "html-to-text";
import { httpUrl } from "./urls.ts";

// Plain text on one line: no wrapping, no link targets or images, headings
// as written (html-to-text shouts h1-h6 and th in capitals by default).
const toText = compile({
  wordwrap: false,
  selectors: [
    { selector: "a", options: { ignoreHref: true } },
    { selector: "img", format: "skip" },
    { selector: "script", format: "skip" },
    { selector: "style", format: "skip" },
    { selector: "hr", format: "skip" },
    { selector: "ul", options: { itemPrefix: " " } },
    ...["h1", "h2", "h3", "h4", "h5", "h6"].map((h) => ({
      selector: h,
      options: { uppercase: false },
    })),
    { selector: "table", format: "block" },
  ],
});

const tiny = (size: string | undefined) => size !== undefined && parseFloat(size) <= 2;
const collapse = (text: string) => text.replace(/\s+/g, " ").trim();

/** HTML as plain text: markup removed, entities decoded, whitespace collapsed. */
export function htmlText(html: string | undefined): string {
  return html ? collapse(toText(html)) : "";
}

/** Text that may carry HTML entities but no markup: "&lt;div&gt;" and "<div>" both stay "<div>". */
export function plainText(text: string | undefined): string {
  return text ? collapse(toText(text.replaceAll("<", "&lt;"))) : "";
}

/** The first paragraph of an article's HTML, as text; without paragraphs, all of its text. */
export function firstText(html: string | undefined): string {
  if (!html) return "";
  const $ = load(html);
  for (const paragraph of $("p").toArray()) {
    const text = htmlText($.html(paragraph));
    if (text) return text;
  }
  return htmlText(html);
}

/** Cut at a word boundary, marking the cut, so a long summary stays a summary. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.-]+$/, "")}…`;
}

/**
 * The images of an article, in order, leaving out tracking pixels (1×1, or
 * Medium's stat beacon) and inline data: images.
 */
export function contentImages(html: string | undefined, base: string): string[] {
  if (!html) return [];
  const $ = load(html);
  return $("img")
    .toArray()
    .filter((img) => !tiny(img.attribs.width) && !tiny(img.attribs.height))
    .map((img) => httpUrl(img.attribs.src ?? img.attribs["data-src"], base))
    .filter((url): url is string => url !== undefined && !/\/_\/stat\b/.test(url));
}
