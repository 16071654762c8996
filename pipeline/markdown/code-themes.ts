import type { ThemeRegistration } from "shiki";
// Only the themes' table: the rest of Shiki loads when a block is coloured (highlight-code.ts).
import { bundledThemes } from "shiki/themes";
import { contrast, minimumContrast } from "../../app/lib/theme/accent.ts";

// The two themes code is coloured with, one for each colour scheme: GitHub's
// own, calm and familiar to the engineers who read the posts. A few of their
// token colours are meant to sit on a background of their own (carriage
// returns, ignored diff lines), which Shiki does not paint; each colour that
// would read under WCAG AA (4.5:1) on the block's background becomes the
// theme's text colour instead, so every token reads in both schemes.

export const codeThemeNames = {
  light: "github-light-default",
  dark: "github-dark-default",
} as const;
export type CodeScheme = keyof typeof codeThemeNames;
export const codeSchemes: CodeScheme[] = ["light", "dark"];

export type CodeTheme = {
  /** The theme as Shiki loads it, with every token colour readable. */
  registration: ThemeRegistration;
  background: string;
  foreground: string;
  /** Every other colour a token can have, lower-case and sorted: a token's class is its colour's place here. */
  palette: string[];
};

const lower = (colour: string) => colour.toLowerCase();

async function readableTheme(name: string): Promise<CodeTheme> {
  const theme = (await bundledThemes[name as keyof typeof bundledThemes]()).default;
  const background = lower(theme.colors?.["editor.background"] ?? "#ffffff");
  const foreground = lower(theme.colors?.["editor.foreground"] ?? "#000000");
  const readable = (colour: string | undefined) =>
    colour === undefined || contrast(colour, background) >= minimumContrast ? colour : foreground;
  const tokenColors = (theme.tokenColors ?? []).map((rule) => ({
    ...rule,
    settings: { ...rule.settings, foreground: readable(rule.settings.foreground) },
  }));
  const palette = [
    ...new Set(
      tokenColors.flatMap(({ settings }) =>
        settings.foreground === undefined ? [] : [lower(settings.foreground)],
      ),
    ),
  ]
    .filter((colour) => colour !== foreground)
    .sort();
  return { registration: { ...theme, tokenColors }, background, foreground, palette };
}

let themes: Promise<Record<CodeScheme, CodeTheme>> | undefined;

/** The light and the dark theme, read once a process. */
export function codeThemes(): Promise<Record<CodeScheme, CodeTheme>> {
  themes ??= Promise.all(codeSchemes.map((scheme) => readableTheme(codeThemeNames[scheme]))).then(
    ([light, dark]) => ({ light: light!, dark: dark! }),
  );
  return themes;
}
