import type { ThemeInput } from "./schema/site.ts";

// The accent colour of links, buttons and highlights, for each theme. The
// build checks that each one is readable as text on its background (WCAG AA,
// 4.5:1) and names any that is not.
export const theme: ThemeInput = {
  accent: {
    light: "#0b6e66",
    dark: "#5fd4c4",
  },
};
