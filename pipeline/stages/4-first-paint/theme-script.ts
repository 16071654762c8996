// The theme switch's script (content/theme.ts `switch`), inline at the end of
// every page's <head> and allowed by its hash like every inline script
// (stage 6). It runs before the body is parsed, so the first frame already
// has the visitor's choice, and it needs nothing of React: one listener on
// the window handles the button before the app is fetched and after it
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
// follow it. Every page carries it, so it is short: a block rather than a
// function (the page-view script may follow it in the same element), the
// window's on* properties rather than addEventListener.

import { transformSync } from "esbuild";
import { themeColors } from "../../../app/lib/theme/neutrals.ts";

/** Browser code, written to be read; minified, it is the inline script. */
export const themeSource = `{
const root = document.documentElement, tag = document.createElement("meta"),
  colours = ${JSON.stringify(themeColors)};
// Where storage is blocked, the choice lasts as long as the page.
let store = {};
try { store = localStorage; } catch {}
tag.name = "theme-color";
const apply = () => {
  const choice = store.theme;
  root.dataset.theme = colours[choice] ? choice : "system";
  tag.content = colours[choice];
  colours[choice] ? document.head.prepend(tag) : tag.remove();
};
apply();
onpageshow = onstorage = apply;
onclick = (event) => {
  if (!event.target.closest?.(".switch")) return;
  store.theme = { system: "light", light: "dark", dark: "system" }[root.dataset.theme];
  apply();
};
}`;

/** What every page runs: a few hundred bytes, so it may sit in every page's <head>. */
export const themeScript = transformSync(themeSource, { minify: true }).code.trim();
