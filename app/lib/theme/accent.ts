import Color from "colorjs.io";
import type { Theme } from "../../../content/schema/site.ts";
import { neutrals, type Scheme } from "./neutrals.ts";

/** WCAG AA for normal text. */
export const minimumContrast = 4.5;

export type AccentColours = { accent: string; soft: string; ink: string };
export type Palette = Record<Scheme, AccentColours>;

const hex = (colour: Color) =>
  colour.to("srgb").toGamut().toString({ format: "hex", collapse: false });

/**
 * The accent's companions, in its own hue: `soft`, a faint tint behind the
 * active navigation link (moved towards the page until the accent reads on
 * it), and `ink`, the text on an accent-coloured button (white or a
 * near-black, whichever reads better).
 */
export function accentColours(accent: string, scheme: Scheme): AccentColours {
  const base = new Color(accent).to("oklch");
  const hue = Number.isNaN(base.coords[2]) ? 0 : (base.coords[2] ?? 0);
  const chroma = base.coords[1] ?? 0;
  const tint = (lightness: number) =>
    hex(new Color("oklch", [lightness, chroma * (scheme === "light" ? 0.2 : 0.3), hue]));
  const steps = scheme === "light" ? [0.95, 0.96, 0.97, 0.98] : [0.29, 0.27, 0.25, 0.23];
  const soft = steps.map(tint).find((c) => contrast(accent, c) >= minimumContrast);
  const inks = ["#ffffff", hex(new Color("oklch", [0.2, Math.min(chroma, 0.1) * 0.25, hue]))];
  const ink = inks.sort((a, b) => contrast(b, accent) - contrast(a, accent))[0]!;
  return { accent: hex(base), soft: soft ?? tint(steps.at(-1)!), ink };
}

export function palette(theme: Theme): Palette {
  return {
    light: accentColours(theme.accent.light, "light"),
    dark: accentColours(theme.accent.dark, "dark"),
  };
}

export function contrast(a: string, b: string): number {
  return new Color(a).contrast(new Color(b), "WCAG21");
}

/**
 * Every place the accent is text, or carries text, with too little contrast:
 * on the page, on a card, on its own tint, and under a button's label.
 */
export function contrastProblems(accent: string, scheme: Scheme): string[] {
  const { soft, ink } = accentColours(accent, scheme);
  const { page, surface } = neutrals[scheme];
  const pairs: [string, string, string][] = [
    [accent, page, `the ${scheme} page background ${page}`],
    [accent, surface, `the ${scheme} card background ${surface}`],
    [accent, soft, `its own tint ${soft} (the active navigation link)`],
    [ink, accent, `the button label colour ${ink}`],
  ];
  return pairs.flatMap(([fg, bg, what]) => {
    const ratio = contrast(fg, bg);
    if (ratio >= minimumContrast) return [];
    return [
      `has a contrast ratio of ${(Math.floor(ratio * 100) / 100).toFixed(2)}:1 against ${what}; ` +
        `text needs at least ${minimumContrast}:1 (WCAG AA)`,
    ];
  });
}
