// The theme switch's script (content/theme.ts `switch`), inline at the end of
// every page's <head> and allowed by its hash like every inline script
// (stage 6). It runs before the body is parsed, so the first frame already
// has the visitor's choice, and it needs nothing of React: one listener on
// the document handles the button before the app is fetched and after it
// hydrates, and the choice lives only in <html data-theme> and localStorage,
// which React never renders. The CSS does the rest (theme-switch.ts in
// pipeline/vite-plugins/): colours, and which icon and name the button shows.
//
// The theme-color tags that React renders (light and dark, by media query)
// stay as they are: React 19 matches them by their attributes. For a chosen
// theme the script puts a tag of its own first in <head>, with that theme's
// page colour and no media query, and browsers take the first tag that applies.
//
// It applies the choice again when a page comes back from the back/forward
// cache and when another tab changes it (storage). "system" needs nothing on
// a change of the system's setting: the CSS and the page's theme-color tags
// follow it.

import { transformSync } from "esbuild";
import { themeColors } from "../../../app/lib/theme/neutrals.ts";

/** Browser code, written to be read; minified, it is the inline script. */
export const themeSource = `(() => {
const root = document.documentElement, tag = document.createElement("meta");
tag.name = "theme-color";
const apply = (choice) => {
  try { choice ||= localStorage.theme; } catch {}
  root.dataset.theme = choice = /^(light|dark)$/.test(choice) ? choice : "system";
  if (choice === "system") return tag.remove();
  tag.content = ${JSON.stringify(themeColors)}[choice];
  document.head.prepend(tag);
};
apply();
for (const type of ["pageshow", "storage"]) addEventListener(type, () => apply());
document.addEventListener("click", (event) => {
  if (!event.target.closest?.(".theme-switch")) return;
  const next = { system: "light", light: "dark", dark: "system" }[root.dataset.theme];
  try { localStorage.theme = next; } catch {}
  root.dataset.switching = "";
  apply(next);
  // Style the new colours now, with transitions off; turn them on again after.
  getComputedStyle(root).color;
  setTimeout(() => delete root.dataset.switching);
});
})();`;

/** What every page runs: a few hundred bytes, so it may sit in every page's <head>. */
export const themeScript = transformSync(themeSource, { minify: true }).code.trim();
