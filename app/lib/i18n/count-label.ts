import type { Plural } from "./dictionary.ts";

/** A label's `{name}` placeholders filled in; unknown ones are left as written. */
export function fillLabel(label: string, values: Record<string, string>): string {
  return label.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/**
 * A count in words, in the form the language's plural rules pick for it
 * (Intl.PluralRules: "1 article", "2 articles"; Arabic's six forms), its
 * number written as the language writes numbers. A form the label does not
 * give falls back to `other`. A label with a `one` form in a language that
 * has none was written for another: the English a language without a
 * dictionary shows (Thai has only `other`, which would read "1 yrs").
 */
export function countLabel(forms: Plural, count: number, language: string): string {
  const own = new Intl.PluralRules(language);
  const plural = forms.one !== undefined && !own.resolvedOptions().pluralCategories.includes("one");
  const rules = plural ? new Intl.PluralRules("en") : own;
  const form = forms[rules.select(count)] ?? forms.other;
  return fillLabel(form, { count: new Intl.NumberFormat(language).format(count) });
}
