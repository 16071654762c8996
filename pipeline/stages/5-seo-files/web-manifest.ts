import { textDirection } from "../../../app/lib/content/text-direction.ts";
import { themeColors } from "../../../app/lib/theme/neutrals.ts";
import { iconFiles } from "../2-icons.ts";

export type ManifestSite = { name: string; description: string; language: string };

/**
 * The web app manifest: what a phone shows when the site is added to the home
 * screen, for the pages at `basePath`. Icons are the ones
 * pipeline/stages/2-icons.ts makes from content/icon.svg, one copy for the
 * site at `siteBasePath` (above another language's folder).
 */
export function webManifest(
  site: ManifestSite,
  basePath: string,
  siteBasePath = basePath,
): Record<string, unknown> {
  const icon = (file: string) => `${siteBasePath}${file}`;
  return {
    name: site.name,
    // Home screens cut labels at about 12 characters.
    short_name: site.name.length <= 12 ? site.name : site.name.split(/\s+/)[0],
    description: site.description,
    lang: site.language,
    // Left to right is what a manifest without one assumes of a left-to-right language.
    ...(textDirection(site.language) === "rtl" ? { dir: "rtl" } : {}),
    id: basePath,
    start_url: basePath,
    scope: basePath,
    // A site to read, not an app: keep the browser's address bar.
    display: "browser",
    background_color: themeColors.light,
    theme_color: themeColors.light,
    icons: [
      { src: icon(iconFiles.svg), type: "image/svg+xml", sizes: "any" },
      { src: icon(iconFiles.png), type: "image/png", sizes: "32x32" },
      { src: icon(iconFiles.apple), type: "image/png", sizes: "180x180" },
      { src: icon(iconFiles.maskable), type: "image/png", sizes: "512x512" },
      // The mark sits inside the central 80% safe zone, so launchers may mask it.
      { src: icon(iconFiles.maskable), type: "image/png", sizes: "512x512", purpose: "maskable" },
    ],
  };
}
