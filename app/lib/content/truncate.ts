const segmenters = new Map<string, { graphemes: Intl.Segmenter; words: Intl.Segmenter }>();

function segmentersFor(language: string | undefined) {
  const key = language ?? "";
  let found = segmenters.get(key);
  if (!found) {
    found = {
      graphemes: new Intl.Segmenter(language, { granularity: "grapheme" }),
      words: new Intl.Segmenter(language, { granularity: "word" }),
    };
    segmenters.set(key, found);
  }
  return found;
}

/** Spaces, and the commas, colons and dashes a cut may leave before the ellipsis. */
const trailing = /[\s\p{Pd},;:、，；：]+$/u;

/**
 * Cuts `text` to `limit` characters as a reader counts them (grapheme
 * clusters, so an emoji or a combined accent is never split) and appends an
 * ellipsis once the text's length reaches the limit. The cut goes back to
 * the last word boundary of the text's language when one is near: between
 * words where the script has spaces, and between words or phrases in
 * Chinese and Japanese, which have none (Intl.Segmenter knows where).
 */
export function truncate(text: string, limit: number, language?: string): string {
  const { graphemes, words } = segmentersFor(language);
  const kept = Array.from(graphemes.segment(text), (s) => s.segment);
  if (kept.length < limit) return text;
  const cut = kept.slice(0, limit).join("");
  const end = lastWordBoundary(words, text, cut.length);
  // A boundary that would lose more than half the text leaves the cut where it is
  // (one long word, a URL).
  const shown = end >= cut.length / 2 ? cut.slice(0, end) : cut;
  return `${shown.replace(trailing, "") || shown.trimEnd()}…`;
}

/** The last position at or before `at` (in UTF-16 units) where `text` breaks between words. */
function lastWordBoundary(words: Intl.Segmenter, text: string, at: number): number {
  let boundary = 0;
  for (const { index, segment } of words.segment(text)) {
    if (index > at) break;
    boundary = index;
    if (index + segment.length <= at) boundary = index + segment.length;
  }
  return boundary;
}
