import { codeThemes } from "./code-themes.ts";

// The one stylesheet of highlighted code, for every post: made from the two
// themes alone (not from the posts), so it is the same whichever posts a build
// has. Each class sets its scheme's colour as a custom property, and each span
// of a block is coloured light-dark(light, dark), which follows the
// color-scheme the page sets on :root (the system's, or the theme switch's).

/** The CSS of highlighted code blocks (the <figure class="code-block"> of code-blocks.ts). */
export async function highlightCss(): Promise<string> {
  const { light, dark } = await codeThemes();
  const colour = "color:light-dark(var(--hl-l),var(--hl-d))";
  return [
    `.code-block{--hl-l:${light.foreground};--hl-d:${dark.foreground};${colour};` +
      `background-color:light-dark(${light.background},${dark.background})}`,
    `.code-block span{${colour}}`,
    ...light.palette.map((value, place) => `.hl-l${place}{--hl-l:${value}}`),
    ...dark.palette.map((value, place) => `.hl-d${place}{--hl-d:${value}}`),
    ".hl-i{font-style:italic}",
    ".hl-b{font-weight:bold}",
    ".hl-u{text-decoration:underline}",
    ".hl-s{text-decoration:line-through}",
    "",
  ].join("\n");
}
