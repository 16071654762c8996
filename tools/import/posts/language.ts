import { postSchema } from "../../../content/schema/entries.ts";

/**
 * The language a feed declares (RSS <language>, Atom xml:lang, JSON Feed
 * language), as the post's `lang`: a canonical BCP 47 tag ("zh-CN"), and
 * only when it is another language than the site's (`owner.locale`, "en_US").
 * A tag that names no language ("english") is not one.
 */
export function postLanguage(
  declared: string | undefined,
  siteLocale: string | undefined,
): string | undefined {
  const tag = canonical(declared?.trim().replaceAll("_", "-"));
  const site = canonical(siteLocale?.replaceAll("_", "-"));
  if (!tag || !site || !postSchema.shape.lang.safeParse(tag).success) return undefined;
  return new Intl.Locale(tag).language === new Intl.Locale(site).language ? undefined : tag;
}

function canonical(tag: string | undefined): string | undefined {
  if (!tag) return undefined;
  try {
    return Intl.getCanonicalLocales(tag)[0];
  } catch {
    return undefined;
  }
}
