import { links, previewImage, site } from "../content/site-content.ts";
import { profileLinks } from "../profiles/social-links.ts";
import { settings } from "../settings/settings.ts";
import { identity } from "./nodes.ts";

/** The owner as every page's structured data names them (build time only). */
export const who = identity(
  site,
  settings,
  previewImage(site.headshot),
  profileLinks(settings, links),
);
