import type { Counts, Outcome } from "./outcome.ts";

// Names listed per reason before "and N more": enough to find them, short enough to read.
const shownNames = 5;

/**
 * One line per source with its counts; below it, each reason entries were
 * left out for, with the entries it applies to, the entries kept as they
 * were (a résumé's), and the warnings that matter.
 */
export function sourceReport(
  label: string,
  counts: Counts,
  {
    skipped,
    kept = [],
    notes,
    warnings,
  }: Pick<Outcome<unknown>, "skipped" | "notes" | "warnings"> & { kept?: string[] },
): string {
  const { added, updated, unchanged } = counts;
  const lines = [
    `${label}: ${added} added, ${updated} updated, ${unchanged} unchanged, ${skipped.length} skipped`,
  ];
  const reasons = new Map<string, string[]>();
  for (const { name, why } of skipped) reasons.set(why, [...(reasons.get(why) ?? []), name]);
  for (const [why, names] of reasons) {
    const listed = names.slice(0, shownNames).join(", ");
    const more = names.length > shownNames ? ` and ${names.length - shownNames} more` : "";
    lines.push(`  skipped ${names.length} (${why}): ${listed}${more}`);
  }
  for (const line of kept) lines.push(`  ${line}`);
  for (const note of notes) lines.push(`  note: ${note}`);
  for (const warning of warnings) lines.push(`  warning: ${warning}`);
  return lines.join("\n");
}

/** A post or project as people recognise it in the output: its title, shortened. */
export function label(title: string, fallback: string): string {
  if (!title) return fallback;
  return `"${title.length > 60 ? `${title.slice(0, 59)}…` : title}"`;
}
