import {
  language,
  links,
  ownerNames,
  previewImage,
  profiles,
  site,
} from "../content/site-content.ts";
import { siteBasePath } from "../languages/site-languages.ts";
import { addressLine } from "../i18n/address.ts";
import { settings } from "../settings/settings.ts";
import { identity } from "./nodes.ts";

// A city and a country written apart name the place, unless VITE_ADDRESS moved it.
const fromContent = settings.address === (links.address ?? addressLine(links.city, links.country));

/** The owner as every page's structured data names them (build time only). */
export const who = identity(
  site,
  settings,
  previewImage(site.headshot),
  profiles,
  fromContent ? { city: links.city, country: links.country } : undefined,
  // One person in every language: named from the default language's home, with each spelling.
  { basePath: siteBasePath(settings.basePath, language), names: ownerNames },
);
