import type { Plugin } from "vite";
import type { Palette } from "../../app/lib/theme/accent.ts";
import { neutrals, type Scheme } from "../../app/lib/theme/neutrals.ts";
import { appCssMarkerPlugin } from "./app-css-marker.ts";
import { themeSwitchCss } from "./theme-switch.ts";

/** The line in app/app.css that the colours replace. */
export const themeMarker =
  "/* theme colours: written here by pipeline/vite-plugins/theme-css.ts */";

/**
 * The site's colours as CSS: Tailwind theme tokens (so `bg-accent` and the
 * like exist) with the light values, and the dark values for visitors whose
 * system is set to dark. With the theme switch, the visitor's choice wins
 * over the system's setting (theme-switch.ts).
 */
export function themeCss(palette: Palette, switchable = false): string {
  const colours = (scheme: Scheme) => {
    const { accent, soft, ink } = palette[scheme];
    return { ...neutrals[scheme], accent, "accent-soft": soft, "accent-ink": ink };
  };
  const tokens = (scheme: Scheme) =>
    Object.entries(colours(scheme)).map(([name, value]) => `--color-${name}: ${value};`);
  return [
    `@theme {\n  ${tokens("light").join("\n  ")}\n}`,
    `@media (prefers-color-scheme: dark) {\n  :root {\n    ${tokens("dark").join("\n    ")}\n  }\n}`,
    ...(switchable ? [themeSwitchCss(colours("light"), colours("dark"))] : []),
  ].join("\n");
}

/** Writes the palette into app/app.css before Tailwind reads it. */
export function themeCssPlugin(palette: Palette, switchable = false): Plugin {
  return appCssMarkerPlugin("theme-css", themeMarker, themeCss(palette, switchable));
}
