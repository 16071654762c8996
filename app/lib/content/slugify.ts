import { maxSlugBytes } from "../../../content/schema/slug.ts";

// A name made into a slug that keeps content/schema/slug.ts's rule: its
// script kept (nothing transliterated), Latin letters lowercased, every run
// of spaces, punctuation and signs one hyphen, digits as they are ("E2E" is
// "e2e"). "" when no letter or digit is left, which the caller replaces.

/** A capital Latin letter, which alone is lowercased. */
const capitalLatin = /(?=\p{Script=Latin})[\p{Lu}\p{Lt}]/gu;

/** What is not part of a word: spaces, punctuation, symbols, and the rest. */
const between = /[^\p{L}\p{M}\p{N}\u200C\u200D]+/gu;

/** The most characters a made slug has, cut between words: an address a reader can still read. */
export const maxSlugLength = 60;

const bytes = (text: string) => new TextEncoder().encode(text).length;

/** `text` as a slug: "2020 年终总结！" → "2020-年终总结", "Why E2E?" → "why-e2e"; "" when nothing is left. */
export function slugify(text: string): string {
  const slug = text
    .normalize("NFC")
    .replace(capitalLatin, (letter) => letter.toLowerCase())
    .normalize("NFC")
    .replace(between, "-")
    .replace(/^-+|-+$/g, "");
  return shortened(slug);
}

// Made on first use: the page table imports this module, and the browser's
// bundle of it should keep no segmenter it never calls.
let graphemes: Intl.Segmenter | undefined;

/**
 * At most 60 characters (as a reader counts them: a letter with its marks is
 * one) and 200 bytes, cut at a hyphen when one is in the second half.
 */
function shortened(slug: string): string {
  graphemes ??= new Intl.Segmenter(undefined, { granularity: "grapheme" });
  const characters = [...graphemes.segment(slug)].map(({ segment }) => segment);
  if (characters.length <= maxSlugLength && bytes(slug) <= maxSlugBytes) return slug;
  let cut = characters.slice(0, maxSlugLength + 1);
  while (bytes(cut.join("")) > maxSlugBytes + 1) cut = cut.slice(0, -1);
  const text = cut.join("");
  const hyphen = text.lastIndexOf("-");
  const kept = hyphen > text.length / 2 ? text.slice(0, hyphen) : cut.slice(0, -1).join("");
  return kept.replace(/-+$/, "");
}
