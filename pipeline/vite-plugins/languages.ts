import { readFileSync } from "node:fs";
import type { Plugin } from "vite";
import { appCssMarkerPlugin } from "./app-css-marker.ts";

/** The line in app/app.css that the switcher's styles (app/languages.css) replace. */
export const languagesMarker =
  "/* languages: written here by pipeline/vite-plugins/languages.ts */";

/**
 * For a site in more than one language (content/languages.ts): the
 * switcher's styles, so a site in one language keeps its CSS byte for byte.
 * The code (the switcher, the hreflang links, the language of an
 * untranslated field) renders from the pages' data: nothing when there is
 * one language.
 */
export function languagesPlugin(multilingual: boolean): Plugin {
  const css = multilingual
    ? readFileSync(new URL("../../app/languages.css", import.meta.url), "utf8")
    : "";
  return appCssMarkerPlugin("languages-css", languagesMarker, css);
}
