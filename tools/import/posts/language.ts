import { postSchema } from "../../../content/schema/entries.ts";
import { scriptLanguage } from "./script-language.ts";

/**
 * The language a feed declares (RSS <language>, Atom xml:lang, JSON Feed
 * language), as the post's `lang`: a canonical BCP 47 tag ("zh-CN"), and
 * only when it is another language than the site's (`owner.locale`, "en_US").
 * A tag that names no language ("english") is not one. A feed that names
 * none: the script of the post's `text` (its title), when not the site's.
 */
export function postLanguage(
  declared: string | undefined,
  siteLocale: string | undefined,
  text = "",
): string | undefined {
  if (!declared?.trim()) return scriptLanguage(text, siteLocale);
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
