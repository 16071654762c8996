import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { palette } from "../../app/lib/theme/accent.ts";
import { themeColors } from "../../app/lib/theme/neutrals.ts";
import { themeCss, themeCssPlugin, themeMarker } from "./theme-css.ts";

const colours = palette({ accent: { light: "#8a3ffc", dark: "#be95ff" } });

describe("themeCss", () => {
  const css = themeCss(colours);

  test("defines every colour token for Tailwind, light first", () => {
    const light = css.slice(0, css.indexOf("@media"));
    for (const token of [
      "page",
      "surface",
      "ink",
      "muted",
      "line",
      "accent",
      "accent-soft",
      "accent-ink",
    ])
      expect(light).toMatch(new RegExp(`--color-${token}: #[0-9a-f]{6};`));
    expect(light).toContain("--color-accent: #8a3ffc;");
  });

  test("switches to the dark colours with the system setting", () => {
    const dark = css.slice(css.indexOf("@media (prefers-color-scheme: dark)"));
    expect(dark).toContain("--color-accent: #be95ff;");
    expect(dark).toContain(`--color-page: ${themeColors.dark};`);
  });

  test("the page backgrounds are the theme-color meta tags' colours", () => {
    expect(css).toContain(`--color-page: ${themeColors.light};`);
    expect(css).toContain(`--color-page: ${themeColors.dark};`);
  });
});

describe("themeCssPlugin", () => {
  const transform = themeCssPlugin(colours).transform as (
    code: string,
    id: string,
  ) => { code: string } | undefined;

  test("replaces the marker in app/app.css, the one place colours are written", () => {
    const source = readFileSync("app/app.css", "utf8");
    expect(source).toContain(themeMarker);
    expect(source).not.toMatch(/--color-(page|accent):/);
    const result = transform(source, "/site/app/app.css?transform-only")!;
    expect(result.code).toContain("--color-accent: #8a3ffc;");
    expect(result.code).not.toContain(themeMarker);
  });

  test("leaves other files and the stylesheet's URL stub alone", () => {
    expect(transform("a{}", "/site/app/other.css")).toBeUndefined();
    expect(transform('import "/app/app.css";', "/site/app/app.css?url")).toBeUndefined();
  });

  test("names the missing marker instead of building without colours", () => {
    expect(() => transform("a{}", "/site/app/app.css")).toThrow(themeMarker);
  });
});
