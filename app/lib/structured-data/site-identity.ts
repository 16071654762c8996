import {
  address,
  addressFromContent,
  language,
  links,
  ownerNames,
  previewImage,
  profiles,
  site,
} from "../content/site-content.ts";
import { siteBasePath } from "../languages/site-languages.ts";
import { settings } from "../settings/settings.ts";
import { identity } from "./nodes.ts";

/** The owner as every page's structured data names them (build time only). */
export const who = identity(
  site,
  // The address line in the page's language.
  { ...settings, address },
  previewImage(site.headshot),
  profiles,
  // A city and a country written apart name the place, unless VITE_ADDRESS moved it.
  addressFromContent ? { city: links.city, country: links.country } : undefined,
  // One person in every language: named from the default language's home, with each spelling.
  { basePath: siteBasePath(settings.basePath, language), names: ownerNames },
);
