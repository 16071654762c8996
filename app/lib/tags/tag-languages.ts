// Each language has the tags its posts carry there (pipeline/inputs/post-tags.ts),
// so a tag's page, or the tags page, may have no counterpart in another
// language: the header's link to that language (language-links.tsx) then
// leads to its tags page, or, without tags there, its home.

/** The other languages' pages, by locale, where they differ from this page's path: "tags" or "" (home). */
export function tagLanguagePaths(
  slug: string | undefined,
  tagLocales: Readonly<Record<string, readonly string[]>>,
  locales: readonly string[],
): Record<string, string> {
  const tagged = (locale: string) =>
    Object.values(tagLocales).some((having) => having.includes(locale));
  const has = (locale: string) =>
    slug === undefined ? tagged(locale) : (tagLocales[slug] ?? []).includes(locale);
  return Object.fromEntries(
    locales
      .filter((locale) => !has(locale))
      .map((locale) => [locale, slug !== undefined && tagged(locale) ? "tags" : ""]),
  );
}
