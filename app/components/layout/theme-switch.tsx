import { useLabels } from "../labels";

// A monitor, a sun and a moon after Lucide's (ISC licence), drawn as one
// small SVG: the page carries all three, and the CSS shows the current one.
const icons = {
  system: (
    <path d="M4 4h16a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zm4 17h8m-4-4v4" />
  ),
  // Eight round dots around the disc: the sun's rays in a few bytes.
  light: (
    <>
      <circle cx="12" cy="12" r="4.5" />
      <circle cx="12" cy="12" r="10" strokeDasharray="0 7.854" />
    </>
  ),
  dark: <path d="M12 3a6 6 0 0 0 9 9 9 9 0 1 1-9-9z" />,
};
const names = { system: "themeSystem", light: "themeLight", dark: "themeDark" } as const;
const choices = ["system", "light", "dark"] as const;

/**
 * The theme switch: one button that goes from system to light to dark. React
 * only renders it. The inline script of every page
 * (pipeline/stages/4-first-paint/theme-script.ts) owns the choice: it marks
 * <html data-theme>, and the CSS (pipeline/vite-plugins/theme-switch.ts)
 * shows the button only then (never without JavaScript) and, inside it, the
 * icon and name of the current choice, so nothing React renders ever changes.
 */
export function ThemeSwitch() {
  const labels = useLabels();
  return (
    <button type="button" className="theme-switch">
      <svg
        viewBox="0 0 24 24"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {choices.map((choice) => (
          <g key={choice} data-when={choice}>
            {icons[choice]}
          </g>
        ))}
      </svg>
      {choices.map((choice) => (
        <span key={choice} data-when={choice} className="sr-only">
          {labels[names[choice]]}
        </span>
      ))}
    </button>
  );
}
