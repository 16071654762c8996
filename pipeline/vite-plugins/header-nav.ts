import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

// Vite names modules with "/" on every system.
const header = "/app/components/layout/site-header.tsx";
const switchId = "virtual:theme-switch";
const switchComponent = fileURLToPath(
  new URL("../../app/components/layout/theme-switch.tsx", import.meta.url),
);

/**
 * What the header shows beside its navigation: with the theme switch on
 * (content/theme.ts), main-nav-with-switch.tsx in place of main-nav.tsx; for
 * a site in several languages (content/languages.ts),
 * main-nav-with-languages.tsx, with the switch from `virtual:theme-switch`
 * (the component, or nothing). Modules swapped at build time rather than
 * conditions in the header: a site with neither builds from exactly the code
 * it had before, byte for byte.
 */
export function headerNavPlugin({
  themeSwitch,
  languages,
}: {
  themeSwitch: boolean;
  languages: boolean;
}): Plugin {
  const nav = languages
    ? "./main-nav-with-languages"
    : themeSwitch
      ? "./main-nav-with-switch"
      : undefined;
  return {
    name: "portfolio:header-nav",
    enforce: "pre",
    async resolveId(source, importer) {
      if (source === switchId) return `\0${switchId}`;
      if (!nav || source !== "./main-nav" || !importer?.split("?")[0]!.endsWith(header))
        return null;
      return this.resolve(nav, importer, { skipSelf: true });
    },
    load(resolved) {
      if (resolved !== `\0${switchId}`) return undefined;
      return themeSwitch
        ? `export { ThemeSwitch } from ${JSON.stringify(switchComponent)};`
        : "export const ThemeSwitch = () => null;";
    },
  };
}
