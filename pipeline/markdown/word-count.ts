import type { Element, Root, Text } from "hast";
import { visit } from "unist-util-visit";

// A post's reading time comes from its count of words, and a word is what the
// post's language calls one: Japanese, Chinese and Thai put no spaces between
// words, so splitting on spaces would count a paragraph as one word.
// Intl.Segmenter finds the words with the language's own dictionary.

/** The segmenter of `locale` ("ja", "ja_JP", "pt-BR"); the default language's when it names none Intl knows. */
function wordSegmenter(locale: string): Intl.Segmenter {
  try {
    return new Intl.Segmenter(locale.replace(/_/g, "-"), { granularity: "word" });
  } catch {
    return new Intl.Segmenter(undefined, { granularity: "word" });
  }
}

/** How many words `text` has in `locale` (punctuation and spaces aside). */
export function countWords(text: string, locale: string): number {
  let words = 0;
  for (const segment of wordSegmenter(locale).segment(text)) if (segment.isWordLike) words++;
  return words;
}

/** How many words a reader reads in `tree`: its text, without what only assistive technology hears. */
export function countTreeWords(tree: Root, locale: string): number {
  const texts: string[] = [];
  visit(tree, (node) => {
    if (node.type === "element") {
      const { className, dataFootnoteRef, dataFootnoteBackref } = (node as Element).properties;
      if (Array.isArray(className) && className.includes("sr-only")) return "skip";
      // A footnote's number and its way back are signs, not words.
      if (dataFootnoteRef !== undefined || dataFootnoteBackref !== undefined) return "skip";
    }
    if (node.type === "text") texts.push((node as Text).value);
  });
  return countWords(texts.join(""), locale);
}
