import { readFileSync } from "node:fs";
import type { Plugin } from "vite";
import { appCssMarkerPlugin } from "./app-css-marker.ts";

/** The line in app/app.css that the switcher's styles (app/languages.css) replace. */
export const languagesMarker =
  "/* languages: written here by pipeline/vite-plugins/languages.ts */";

/**
 * For a site in more than one language (content/languages.ts): the
 * switcher's styles, and `__LANGUAGES__`. The code only such a site runs
 * (the switcher, the hreflang links, the language of an untranslated field)
 * is written under that constant, so a site in one language builds from
 * exactly the code and CSS it had before, byte for byte: the bundler drops
 * what the constant switches off.
 */
export function languagesPlugin(multilingual: boolean): Plugin[] {
  const css = multilingual
    ? readFileSync(new URL("../../app/languages.css", import.meta.url), "utf8")
    : "";
  return [
    {
      name: "portfolio:languages",
      config: () => ({ define: { __LANGUAGES__: JSON.stringify(multilingual) } }),
    },
    appCssMarkerPlugin("languages-css", languagesMarker, css),
  ];
}
