import type { Plural } from "./dictionary.ts";

/** A label's `{name}` placeholders filled in; unknown ones are left as written. */
export function fillLabel(label: string, values: Record<string, string>): string {
  return label.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/**
 * A count in words, in the form the language's plural rules pick for it
 * (Intl.PluralRules: "1 article", "2 articles"; Arabic's six forms), its
 * number written as the language writes numbers. A form the label does not
 * give falls back to `other`.
 */
export function countLabel(forms: Plural, count: number, language: string): string {
  const form = forms[new Intl.PluralRules(language).select(count)] ?? forms.other;
  return fillLabel(form, { count: new Intl.NumberFormat(language).format(count) });
}
