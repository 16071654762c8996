import { describe, expect, test } from "vitest";
import { palette } from "../../app/lib/theme/accent.ts";
import { themeColors } from "../../app/lib/theme/neutrals.ts";
import { themeCss } from "./theme-css.ts";

const colours = palette({ accent: { light: "#8a3ffc", dark: "#be95ff" } });

describe("themeCss with the switch", () => {
  const css = themeCss(colours, true);

  test("the system's colours stay as they are; a chosen theme has its own, and its color-scheme", () => {
    expect(css.startsWith(`${themeCss(colours, false)}\n`)).toBe(true);
    expect(css).toMatch(
      new RegExp(
        `:root\\[data-theme="light"\\] \\{\\s*color-scheme: light;\\s*--color-page: ${themeColors.light};`,
      ),
    );
    expect(css).toMatch(
      new RegExp(
        `:root\\[data-theme="dark"\\] \\{\\s*color-scheme: dark;\\s*--color-page: ${themeColors.dark};`,
      ),
    );
    expect(css).toMatch(
      /--color-accent: #be95ff;\s*--color-accent-soft: [^;]+;\s*--color-accent-ink: [^;]+;\s*\}\s*\/\*/,
    );
  });

  test("the button shows only once the script has marked the page; a pointer or focus on it stops transitions", () => {
    expect(css).toMatch(/\.switch,\s*\[data-when\] \{\s*display: none;/);
    expect(css).toMatch(/\[data-theme\] \.switch \{\s*display: grid;/);
    expect(css).toMatch(/\[data-theme="light"\] \[data-when="light"\]/);
    expect(css).toMatch(
      /:has\(\.switch:is\(:hover, :focus\)\) \* \{\s*transition: none !important;/,
    );
  });

  test("without the switch, the CSS is the system-only one", () => {
    expect(themeCss(colours)).toBe(themeCss(colours, false));
    expect(themeCss(colours)).not.toMatch(/switch|data-theme/);
  });
});
