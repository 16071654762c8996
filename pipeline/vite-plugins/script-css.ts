import type { Plugin } from "vite";
import { scriptStyles, type ScriptStyle } from "../../app/lib/i18n/writing/scripts.ts";
import { appCssMarkerPlugin } from "./app-css-marker.ts";

/** The line in app/app.css that the script styles replace. */
export const scriptMarker =
  "/* script styles: written here by pipeline/vite-plugins/script-css.ts */";

/** Whether CSS `:lang(range)` matches an element in `tag`: the same, or a prefix up to a "-". */
export function langMatches(range: string, tag: string): boolean {
  const [r, t] = [range.toLowerCase(), tag.toLowerCase()];
  return t === r || t.startsWith(`${r}-`);
}

const titles = ":is(h1, h2, h3)";
/** The code faces of app/app.css's --font-mono, without its generic family. */
const monoBase = "ui-monospace, Menlo, Consolas";

/**
 * The CSS of the scripts that `languages` (language tags, "ja-JP") are
 * written in (app/lib/i18n/writing/scripts.ts), or nothing when Latin's base styles
 * serve them all. Each rule applies to elements that carry a `lang` of that
 * language, the page's <html> or an entry in another language.
 */
export function scriptCss(languages: string[]): string {
  const used = scriptStyles.filter((style) =>
    style.languages.some((range) => languages.some((tag) => langMatches(range, tag))),
  );
  if (used.length === 0) return "";
  const select = (style: ScriptStyle, element = "[lang]") =>
    style.languages.map((language) => `${element}:lang(${language})`).join(", ");
  const rules = used.map((style) => {
    const faces = style.fonts.map((font) => `"${font}"`);
    const declarations = {
      "--font-sans": ["system-ui", ...faces, "sans-serif"].join(", "),
      // Code faces rarely have the script; its letters take its own faces,
      // not a generic monospace that draws Arabic unjoined.
      "--font-mono": [monoBase, ...faces, "monospace"].join(", "),
      ...style.properties,
      ...(style.keepWords ? { "word-break": "keep-all" } : {}),
    };
    const body = Object.entries(declarations).map(([name, value]) => `${name}: ${value};`);
    return `${select(style)} { ${body.join(" ")} }`;
  });
  const unbroken = used.filter((style) => style.titles);
  const phrased = used.filter((style) => style.titles === "auto-phrase");
  if (unbroken.length > 0)
    rules.push(`${unbroken.map((s) => select(s, titles)).join(", ")} { word-break: keep-all; }`);
  if (phrased.length > 0)
    rules.push(
      `@supports (word-break: auto-phrase) { ${phrased.map((s) => select(s, titles)).join(", ")} { word-break: auto-phrase; } }`,
    );
  // An element with a lang of its own takes its script's faces.
  return `@layer base {\n  :where([lang]) { font-family: var(--font-sans); }\n  ${rules.join("\n  ")}\n}`;
}

/** Writes the styles of the site's scripts into app/app.css before Tailwind reads it. */
export function scriptCssPlugin(languages: string[]): Plugin {
  return appCssMarkerPlugin("script-css", scriptMarker, scriptCss(languages));
}
