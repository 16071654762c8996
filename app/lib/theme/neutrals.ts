// The site's neutral colours for each theme; the accent comes from
// content/theme.ts (accent.ts derives the rest of the palette from it).
// pipeline/vite-plugins/theme-css.ts writes all of them into app/app.css.
// Kept free of any library: the page metadata in the browser bundle reads it.

export const neutrals = {
  light: {
    page: "#fbfaf8",
    surface: "#ffffff",
    ink: "#1c1f23",
    muted: "#57606a",
    line: "#e6e2dc",
  },
  dark: {
    page: "#0e1216",
    surface: "#151b21",
    ink: "#e8ecef",
    muted: "#a3adb8",
    line: "#27313a",
  },
} as const;

export type Scheme = keyof typeof neutrals;

/** The page background of each colour scheme, for the theme-color meta tags and the manifest. */
export const themeColors = { light: neutrals.light.page, dark: neutrals.dark.page } as const;
