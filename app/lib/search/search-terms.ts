// The words of the site's search, in every script: one module, so that the
// index the build writes (pipeline/search/search-index.ts) and the query the
// browser runs (search-box.ts) cut text the same way. A term the build wrote
// and a term the visitor typed meet only if both went through here.
//
// - Every script: lower case; accents folded on Latin, Greek and Cyrillic
//   letters only (NFD, their marks dropped): Devanagari's, Thai's and
//   Arabic's marks are letters of the word, not accents.
// - Words are found by Intl.Segmenter, text cut first into pieces of about
//   2,000 characters: segmenting one long text is super-linear in Node 20.
// - Chinese, Japanese and Thai runs also give their character bigrams, so a
//   word is found however the segmenter cut the sentence around it. A query
//   uses only the bigrams: its words may be cut otherwise than the text's.
// - Arabic and Persian: the article and its clinging letters (ال وال بال كال
//   فال لل) and Hebrew's one-letter prefixes (ה ב ל מ ו כ ש) are indexed with
//   and without; a query keeps the bare word, which every form indexes.
//   Alef, yeh and kaf variants are one letter; short vowels and tatweel go.
// - A code identifier (useEffect, retry_after, os.path) is one term, and its
//   parts are terms too.

/** Han, Hiragana, Katakana and Thai: scripts written without spaces. */
const unspaced = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}ー]+/gu;
const unspacedOnly = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}ー]+$/u;
const foldable = /([\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}])\p{M}+/gu;
const arabicScript = /\p{Script=Arabic}/u;
const hebrewScript = /^\p{Script=Hebrew}+$/u;
/** The article and the letters that cling before it: ال وال بال كال فال لل, وبال, فلل… */
const arabicPrefix = /^[وف]?(?:[بك]?ال|لل)/;
const hebrewPrefixes = "הבלמוכש";
/** How long a piece of text the segmenter gets at once. */
export const pieceLength = 2000;

let segmenter: Intl.Segmenter | undefined;

/** Lower case, accents folded where they are accents, Arabic letters unified. */
export function foldText(text: string): string {
  return (
    text
      .normalize("NFD")
      .replace(foldable, "$1")
      .normalize("NFC")
      .toLowerCase()
      // Arabic: short vowels and tatweel; alef with hamza or madda; Persian's yeh and kaf.
      .replace(/[\u064B-\u0652\u0640]/g, "")
      .replace(/[أإآٱ]/g, "ا")
      .replace(/[يى]/g, "ی")
      .replace(/ك/g, "ک")
  );
}

/** `text` in pieces of about `pieceLength`, each ending at a space where there is one. */
export function textPieces(text: string, length = pieceLength): string[] {
  const pieces: string[] = [];
  let start = 0;
  while (text.length - start > length) {
    const space = text.lastIndexOf(" ", start + length);
    const end = space > start + length / 2 ? space + 1 : start + length;
    pieces.push(text.slice(start, end));
    start = end;
  }
  pieces.push(text.slice(start));
  return pieces;
}

/** The word-like segments of `text`, each with where it starts. */
export function words(text: string): { word: string; index: number }[] {
  segmenter ??= new Intl.Segmenter(undefined, { granularity: "word" });
  const found: { word: string; index: number }[] = [];
  let offset = 0;
  for (const piece of textPieces(text)) {
    for (const { segment, index, isWordLike } of segmenter.segment(piece))
      if (isWordLike) found.push({ word: segment, index: offset + index });
    offset += piece.length;
  }
  return found;
}

const bigrams = (run: string): string[] => {
  const chars = [...run];
  if (chars.length < 2) return chars;
  return chars.slice(1).map((char, i) => chars[i]! + char);
};

/** The forms of an Arabic-script or Hebrew word without its prefixes, the barest last. */
function bareForms(word: string): string[] {
  if (arabicScript.test(word)) {
    const prefix = arabicPrefix.exec(word)?.[0];
    return prefix && word.length - prefix.length >= 2 ? [word.slice(prefix.length)] : [];
  }
  if (!hebrewScript.test(word)) return [];
  const forms: string[] = [];
  let rest = word;
  // At most two prefix letters ("וב", "שה"), and at least three letters left.
  for (let i = 0; i < 2 && hebrewPrefixes.includes(rest[0]!) && rest.length > 3; i++) {
    rest = rest.slice(1);
    forms.push(rest);
  }
  return forms;
}

/**
 * A code identifier's parts: its names between dots ("time.perf_counter":
 * time, perf_counter), and each name's words ("useEffect": use, effect;
 * "perf_counter": perf, counter); a Persian word's, joined by a zero-width
 * non-joiner ("کتاب‌ها").
 */
function identifierParts(word: string): string[] {
  const names = word.split(/[.:/'’\u200c]+/u).filter(Boolean);
  const words = names.flatMap((name) =>
    name
      .replace(/([\p{Ll}\d])(\p{Lu})/gu, "$1 $2")
      .split(/[\s_-]+/u)
      .filter(Boolean),
  );
  const parts = [...(names.length > 1 ? names : []), ...words];
  return parts.length > 1 ? parts : [];
}

/**
 * The terms of `text`: what the index holds of it (`query` false) or what a
 * visitor's query looks for (`query` true). Every term is folded (foldText).
 */
export function searchTerms(text: string, query = false): string[] {
  const terms: string[] = [];
  const normalized = text.normalize("NFC");
  for (const { word } of words(normalized)) {
    const folded = foldText(word);
    if (unspacedOnly.test(folded)) {
      // The segmenter's word, in the index only: a query's words may be cut otherwise.
      if (!query) terms.push(folded);
      continue;
    }
    const bare = bareForms(folded);
    // A query keeps the barest form, which every prefixed form of the word indexes too.
    if (query) terms.push(bare.at(-1) ?? folded);
    else terms.push(folded, ...bare);
    terms.push(...identifierParts(word).map(foldText));
  }
  // The bigrams of each unspaced run, across the segmenter's words.
  for (const run of foldText(normalized).match(unspaced) ?? []) terms.push(...bigrams(run));
  return [...new Set(terms)];
}
