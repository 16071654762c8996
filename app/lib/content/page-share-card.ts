import { monogramOf } from "../i18n/writing/monogram.ts";
import { siteBasePath } from "../languages/site-languages.ts";
import { languageTag } from "../metadata/site-urls.ts";
import { shareCardImage, type ShareImage } from "../metadata/share-card.ts";
import { settings } from "../settings/settings.ts";
import { language, palette, previewImage, site } from "./site-content.ts";

/**
 * A page's share card, for its loader: `title` in `lang` (the page's
 * language unless given), with the owner's name and monogram (or the
 * headshot, for an owner whose monogram is the site's icon) in the accent.
 * Any page may have one: its meta hands the result to buildMeta as `image`.
 */
export function pageShareCard(title: string, lang?: string): ShareImage {
  const monogram = monogramOf(site.name, site.monogram);
  const base = siteBasePath(settings.basePath, language);
  return shareCardImage(
    {
      title,
      lang: lang ?? languageTag(site.locale),
      name: site.name,
      ...("letters" in monogram
        ? { monogram: monogram.letters }
        : { headshot: previewImage(site.headshot) }),
      site: new URL(settings.baseUrl).host,
      accent: palette.light.accent,
    },
    base,
  );
}

/**
 * The card of one of the site's own pages (Home, About, the Blog, Projects):
 * only when the owner turns cards on (VITE_SHARE_CARDS); without it they
 * keep the headshot, as the specification has it.
 */
export const sitePageShareCard = (title: string): ShareImage | undefined =>
  settings.shareCards ? pageShareCard(title) : undefined;
