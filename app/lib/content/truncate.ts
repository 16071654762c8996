const segmenter = new Intl.Segmenter(undefined, { granularity: "grapheme" });

/**
 * Cuts `text` to `limit` characters as a reader counts them (grapheme
 * clusters, so an emoji or a combined accent is never split) and appends an
 * ellipsis once the text's length reaches the limit.
 */
export function truncate(text: string, limit: number): string {
  const graphemes = Array.from(segmenter.segment(text), (s) => s.segment);
  if (graphemes.length < limit) return text;
  return `${graphemes.slice(0, limit).join("").trimEnd()}…`;
}
