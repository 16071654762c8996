import { useLabels } from "../labels";

const names = { system: "themeSystem", light: "themeLight", dark: "themeDark" } as const;
const choices = ["system", "light", "dark"] as const;

/**
 * The theme switch: one button that goes from system to light to dark. React
 * only renders it. The inline script of every page
 * (pipeline/stages/4-first-paint/theme-script.ts) owns the choice: it marks
 * <html data-theme>, and the CSS (pipeline/vite-plugins/theme-switch.ts)
 * shows the button only then (never without JavaScript) and, inside it, the
 * icon and name of the current choice, so nothing React renders ever changes.
 *
 * It is in every page, within half a kilobyte (tests/template/theme-switch-bytes.test.ts):
 * one icon that the CSS fills by the choice (a ring for light, half a disc
 * for system, a disc for dark), the SVG's attributes in the order of the
 * site's other icons (react-icons') so that gzip carries them for almost
 * nothing, and only utilities the site already has.
 */
export function ThemeSwitch() {
  const labels = useLabels();
  return (
    <button type="button" className="switch text-muted size-8 place-items-center">
      <svg
        stroke="currentColor"
        fill="none"
        strokeWidth="2"
        viewBox="0 0 24 24"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        className="size-5"
      >
        <circle cx="12" cy="12" r="9" />
        <path stroke="none" d="M12 3a9 9 0 0 0 0 18z" />
      </svg>
      <span className="sr-only">
        {choices.map((choice) => (
          <span key={choice} data-when={choice}>
            {labels[names[choice]]}
          </span>
        ))}
      </span>
    </button>
  );
}
