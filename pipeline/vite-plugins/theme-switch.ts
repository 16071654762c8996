import type { Plugin } from "vite";

/**
 * The colours and the button of the theme switch (content/theme.ts `switch`),
 * in place of the system-only colours of theme-css.ts. Each colour is both of
 * its values in light-dark(), which follows the page's color-scheme: light
 * and dark from app/app.css (the system's setting decides), or the one the
 * visitor chose. The inline script (pipeline/stages/4-first-paint/theme-script.ts)
 * sets <html data-theme> to "system", "light" or "dark" before the first
 * paint; without JavaScript there is none, so no button and the system's
 * colours. Plain CSS rather than utility classes, so that a site without the
 * switch carries none of it.
 */
export function themeSwitchCss(
  light: Record<string, string>,
  dark: Record<string, string>,
): string {
  const tokens = Object.entries(light).map(
    ([name, value]) => `--color-${name}: light-dark(${value}, ${dark[name]});`,
  );
  return `@theme {
  ${tokens.join("\n  ")}
}
:root[data-theme="light"] {
  color-scheme: light;
}
:root[data-theme="dark"] {
  color-scheme: dark;
}
/* While the theme changes, nothing fades from one colour to the other. */
:root[data-switching] * {
  transition: none !important;
}
.theme-switch {
  display: none;
  place-items: center;
  width: 2.25rem;
  height: 2.25rem;
  border-radius: 9999px;
  background: none;
  color: var(--color-muted);
}
:root[data-theme] .theme-switch {
  display: grid;
}
.theme-switch:hover {
  color: var(--color-ink);
  background: var(--color-accent-soft);
}
.theme-switch svg {
  width: 1.25rem;
  height: 1.25rem;
}
.theme-switch [data-when] {
  display: none;
}
:root[data-theme="system"] .theme-switch [data-when="system"],
:root[data-theme="light"] .theme-switch [data-when="light"],
:root[data-theme="dark"] .theme-switch [data-when="dark"] {
  display: inline;
}`;
}

// Vite names modules with "/" on every system.
const header = "/app/components/layout/site-header.tsx";

/**
 * With the switch on, the header imports main-nav-with-switch.tsx where it
 * imports main-nav.tsx. A module swapped at build time rather than a
 * condition in the header: a site without the switch builds from exactly the
 * code it had before, byte for byte.
 */
export function themeSwitchPlugin(on: boolean): Plugin {
  return {
    name: "portfolio:theme-switch",
    enforce: "pre",
    async resolveId(source, importer) {
      if (!on || source !== "./main-nav" || !importer?.split("?")[0]!.endsWith(header)) return null;
      return this.resolve("./main-nav-with-switch", importer, { skipSelf: true });
    },
  };
}
