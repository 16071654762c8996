/**
 * The colours and the button of the theme switch (content/theme.ts `switch`),
 * after the system-only colours of theme-css.ts: each theme's colours again
 * for <html data-theme="light"> or "dark", the visitor's choice. The inline
 * script (pipeline/stages/4-first-paint/theme-script.ts) sets data-theme to
 * "system", "light" or "dark" before the first paint; without JavaScript
 * there is none, so no button and the system's colours. `:root` outweighs
 * the `:root { color-scheme: light dark }` that app/app.css has after these
 * rules. Plain CSS rather than new utilities, so that a site without the
 * switch carries none of it; short, as every page has it (within 500 bytes
 * gzipped, tests/template/theme-switch-bytes.test.ts).
 */
export function themeSwitchCss(
  light: Record<string, string>,
  dark: Record<string, string>,
): string {
  const tokens = (colours: Record<string, string>) =>
    Object.entries(colours)
      .map(([name, value]) => `--color-${name}: ${value};`)
      .join("\n  ");
  return `:root[data-theme="light"] {
  color-scheme: light;
  ${tokens(light)}
}
:root[data-theme="dark"] {
  color-scheme: dark;
  ${tokens(dark)}
}
/* Shown only once the script has marked the page, with the current choice. */
.switch,
[data-when] {
  display: none;
  background: none;
  border: 0;
}
[data-theme] .switch {
  display: grid;
}
[data-theme="system"] [data-when="system"],
[data-theme="light"] [data-when="light"],
[data-theme="dark"] [data-when="dark"] {
  display: inline;
}
/* The icon: a ring for light, half a disc for system, a disc for dark. */
[data-theme="system"] .switch path,
[data-theme="dark"] .switch circle {
  fill: currentColor;
}
/* Pointing at or focusing the switch (as a click, a tap or a key does),
   nothing fades from one theme's colours to the other's. */
:has(.switch:is(:hover, :focus)) * {
  transition: none !important;
}`;
}
