import { ThemeSwitch } from "virtual:theme-switch";
import { LanguageLinks } from "./language-links";
import { MainNav as Links } from "./main-nav";

/**
 * The header's navigation, the links to the site's other languages and, if
 * content/theme.ts turns it on, the theme switch. The build puts this module
 * in place of main-nav.tsx only for a site in several languages
 * (pipeline/vite-plugins/header-nav.ts); on a phone the links to the other
 * languages take a line of their own rather than crowd the navigation.
 */
export function MainNav() {
  return (
    <div className="header-nav">
      <Links />
      <LanguageLinks />
      <ThemeSwitch />
    </div>
  );
}
