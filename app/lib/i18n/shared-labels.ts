import type { Dictionary } from "./dictionary.ts";

/**
 * The labels of the layout and of components on several pages, which every
 * page's data carries (app/components/labels.tsx); a page's own labels come
 * with its loader's data, the rest stay at build time.
 */
export const sharedLabelNames = [
  "skipLink",
  "mainNav",
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
/** A link of the header's navigation: its page (app/lib/pages/site-pages.ts) and its words. */
export type NavLink = { to: string; label: string };

/** The shared labels, and the header's navigation in the same words. */
export type SharedLabels = Pick<Dictionary, (typeof sharedLabelNames)[number]> & {
  navLinks: NavLink[];
};

/**
 * The shared labels of `labels`; the navigation's links come from the page
 * table at build time (site-words.ts), so the browser's code carries no table.
 */
export function sharedLabels(labels: Dictionary, navLinks: NavLink[] = []): SharedLabels {
  const named = Object.fromEntries(sharedLabelNames.map((name) => [name, labels[name]]));
  return { ...named, navLinks } as SharedLabels;
}

/** The theme switch's names, which pages carry only when content/theme.ts turns it on. */
export const themeLabelNames = ["themeSystem", "themeLight", "themeDark"] as const;
export type ThemeLabels = Pick<Dictionary, (typeof themeLabelNames)[number]>;

export function themeLabels(labels: Dictionary): ThemeLabels {
  return Object.fromEntries(themeLabelNames.map((name) => [name, labels[name]])) as ThemeLabels;
}
