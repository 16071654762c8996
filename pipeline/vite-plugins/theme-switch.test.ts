import { describe, expect, test } from "vitest";
import { palette } from "../../app/lib/theme/accent.ts";
import { themeColors } from "../../app/lib/theme/neutrals.ts";
import { themeCss } from "./theme-css.ts";
import { themeSwitchPlugin } from "./theme-switch.ts";

const colours = palette({ accent: { light: "#8a3ffc", dark: "#be95ff" } });

describe("themeCss with the switch", () => {
  const css = themeCss(colours, true);

  test("each colour token holds both themes, for the page's color-scheme to pick", () => {
    expect(css).toContain(`--color-page: light-dark(${themeColors.light}, ${themeColors.dark});`);
    expect(css).toContain("--color-accent: light-dark(#8a3ffc, #be95ff);");
    expect(css).not.toContain("@media (prefers-color-scheme: dark)");
  });

  test("a chosen theme sets the color-scheme; the button shows only once the script has marked the page", () => {
    expect(css).toMatch(/:root\[data-theme="dark"\] \{\s*color-scheme: dark;/);
    expect(css).toMatch(/:root\[data-theme="light"\] \{\s*color-scheme: light;/);
    expect(css).toMatch(/\.theme-switch \{\s*display: none;/);
    expect(css).toMatch(/:root\[data-theme\] \.theme-switch \{\s*display: grid;/);
    expect(css).toMatch(/:root\[data-switching\] \* \{\s*transition: none !important;/);
  });

  test("without the switch, the CSS is the system-only one", () => {
    expect(themeCss(colours)).toBe(themeCss(colours, false));
    expect(themeCss(colours)).not.toMatch(/theme-switch|light-dark|data-theme/);
  });
});

describe("themeSwitchPlugin", () => {
  type Resolve = (source: string, importer?: string) => Promise<unknown>;
  const resolveId = (on: boolean) => {
    const hook = themeSwitchPlugin(on).resolveId as unknown as (
      this: { resolve: Resolve },
      source: string,
      importer?: string,
    ) => Promise<unknown>;
    const context = { resolve: async (source: string) => ({ id: source }) };
    return (source: string, importer?: string) => hook.call(context, source, importer);
  };
  const header = "/site/app/components/layout/site-header.tsx";

  test("on: the header's navigation is the one with the switch", async () => {
    expect(await resolveId(true)("./main-nav", header)).toEqual({ id: "./main-nav-with-switch" });
    expect(
      await resolveId(true)("./main-nav", "/site/app/components/layout/main-nav-with-switch.tsx"),
    ).toBeNull();
  });

  test("off: nothing changes", async () => {
    expect(await resolveId(false)("./main-nav", header)).toBeNull();
  });
});
