import type { Dictionary } from "./dictionary.ts";

/**
 * The labels of the layout and of components on several pages, which every
 * page's data carries (app/components/labels.tsx); a page's own labels come
 * with its loader's data, the rest stay at build time.
 */
export const sharedLabelNames = [
  "skipLink",
  "mainNav",
  "navHome",
  "navProjects",
  "navBlog",
  "letsConnect",
  "newTab",
  "socialProfiles",
  "builtWith",
  "skills",
  "readMore",
  "notFoundTitle",
  "errorText",
  "homeLink",
] as const;
export type SharedLabels = Pick<Dictionary, (typeof sharedLabelNames)[number]>;

export function sharedLabels(labels: Dictionary): SharedLabels {
  return Object.fromEntries(sharedLabelNames.map((name) => [name, labels[name]])) as SharedLabels;
}

/** The theme switch's names, which pages carry only when content/theme.ts turns it on. */
export const themeLabelNames = ["themeSystem", "themeLight", "themeDark"] as const;
export type ThemeLabels = Pick<Dictionary, (typeof themeLabelNames)[number]>;

export function themeLabels(labels: Dictionary): ThemeLabels {
  return Object.fromEntries(themeLabelNames.map((name) => [name, labels[name]])) as ThemeLabels;
}
