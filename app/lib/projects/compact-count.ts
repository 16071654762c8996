/**
 * A count as a card shows it: compact in the site's language ("1.2K",
 * "1,2 k", "1.2万"). The whole count is the accessible name (countLabel).
 */
export function compactCount(count: number, languageTag: string): string {
  return new Intl.NumberFormat(languageTag, { notation: "compact" }).format(count);
}

/**
 * A count rounded as compact notation shows it: exact below 1,000; from
 * there two significant digits, or whole thousands (millions, …) from 100 of
 * them: 1234 → 1200, 12345 → 12000, 123456 → 123000. The importer records
 * stars and forks this way, so a refresh changes a file only when a card would.
 */
export function roundAsShown(count: number): number {
  if (count < 1000) return count;
  const unit = 1000 ** Math.floor(Math.log10(count) / 3);
  const quantum = count / unit < 10 ? unit / 10 : unit;
  return Math.round(count / quantum) * quantum;
}
