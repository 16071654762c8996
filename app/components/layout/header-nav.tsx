import { LanguageLinks } from "./language-links";
import { MainNav } from "./main-nav";
import { ThemeSwitch } from "./theme-switch";

type Props = {
  /** content/theme.ts turns the theme switch on. */
  themeSwitch: boolean;
  /** The site is in more than one language (content/languages.ts). */
  languages: boolean;
};

/**
 * The header's navigation, the links to the site's other languages and the
 * theme switch, each only on a site that has it: a site with neither renders
 * the navigation alone, exactly as it always has (its HTML byte for byte; the
 * components of the others are in its JavaScript, about 800 bytes gzipped,
 * which a build-time switch is not worth). On a phone the links to the other
 * languages take a line of their own rather than crowd the navigation.
 * Whichever it renders takes the header's width beside the name (min-w-0
 * flex-1), and its links wrap as whole links, never a letter a line.
 */
export function HeaderNav({ themeSwitch, languages }: Props) {
  if (languages)
    return (
      <div className="header-nav">
        <MainNav />
        <LanguageLinks />
        {themeSwitch && <ThemeSwitch />}
      </div>
    );
  if (themeSwitch)
    return (
      <div className="flex min-w-0 flex-1 items-center justify-end gap-1">
        <MainNav />
        <ThemeSwitch />
      </div>
    );
  return <MainNav className="min-w-0 flex-1" />;
}
