import { MainNav as Links } from "./main-nav";
import { ThemeSwitch } from "./theme-switch";

/**
 * The header's navigation followed by the theme switch. The build puts this
 * module in place of main-nav.tsx only when content/theme.ts turns the switch
 * on (pipeline/vite-plugins/theme-switch.ts), so a site without it ships the
 * very same code as before.
 */
export function MainNav() {
  return (
    <div className="flex items-center gap-1">
      <Links />
      <ThemeSwitch />
    </div>
  );
}
