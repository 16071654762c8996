import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { langMatches, scriptCss, scriptCssPlugin, scriptMarker } from "./script-css.ts";

describe("scriptCss: rules only for the scripts the site's languages use", () => {
  test("Latin and Cyrillic need nothing: an English, German or Russian site carries no rule", () => {
    expect(scriptCss(["en-US"])).toBe("");
    expect(scriptCss(["de-DE", "ru"])).toBe("");
  });

  test("Japanese: its system faces, room between lines, no tracking, titles broken between phrases", () => {
    const css = scriptCss(["ja-JP"]);
    expect(css).toContain(
      '[lang]:lang(ja) { --font-sans: system-ui, "Hiragino Sans", "Yu Gothic UI", "Meiryo", "Noto Sans CJK JP", sans-serif;',
    );
    expect(css).toContain("--tracking-tight: 0em;");
    expect(css).toContain(
      '--font-mono: ui-monospace, Menlo, Consolas, "Hiragino Sans", "Yu Gothic UI", "Meiryo", "Noto Sans CJK JP", monospace;',
    );
    expect(css).toContain("--text-5xl--line-height: 1.3;");
    expect(css).toContain(":is(h1, h2, h3):lang(ja) { word-break: keep-all; }");
    expect(css).toContain(
      "@supports (word-break: auto-phrase) { :is(h1, h2, h3):lang(ja) { word-break: auto-phrase; } }",
    );
    expect(css).not.toMatch(/Arabic|PingFang|Malgun/);
    // An element with a lang of its own (an entry in Japanese on another site) takes the faces.
    expect(css).toContain(":where([lang]) { font-family: var(--font-sans); }");
  });

  test("traditional Chinese takes Chinese's lines and titles and its own faces, after the simplified ones", () => {
    const css = scriptCss(["zh-TW"]);
    expect(css.indexOf("PingFang SC")).toBeGreaterThan(0);
    expect(css.indexOf("PingFang TC")).toBeGreaterThan(css.indexOf("PingFang SC"));
    expect(css).toContain(":is(h1, h2, h3):lang(zh) { word-break: keep-all; }");
    expect(css).not.toContain("auto-phrase");
  });

  test("Korean keeps its words whole everywhere; Arabic and Hindi get tall lines", () => {
    expect(scriptCss(["ko-KR"])).toContain("word-break: keep-all; }");
    expect(scriptCss(["ar-EG"])).toContain('"Noto Sans Arabic", monospace; line-height: 1.7;');
    expect(scriptCss(["hi-IN"])).toContain('"Noto Sans Devanagari"');
    expect(scriptCss(["he-IL"])).toContain('"Noto Sans Hebrew"');
  });

  test("an entry in another language brings its script's rules to an English site", () => {
    expect(scriptCss(["en-US", "ja"])).toContain("[lang]:lang(ja)");
  });
});

test("langMatches is CSS :lang()'s prefix match", () => {
  expect(langMatches("zh", "zh-TW")).toBe(true);
  expect(langMatches("zh-TW", "zh-tw")).toBe(true);
  expect(langMatches("zh-TW", "zh")).toBe(false);
  expect(langMatches("he", "hea")).toBe(false);
});

test("app/app.css holds the marker the plugin replaces", () => {
  expect(readFileSync("app/app.css", "utf8")).toContain(scriptMarker);
  // The code faces the script styles start from are the base stack's.
  expect(readFileSync("app/app.css", "utf8")).toContain(
    "--font-mono: ui-monospace, Menlo, Consolas, monospace;",
  );
  const plugin = scriptCssPlugin(["ja"]);
  const transform = plugin.transform as (code: string, id: string) => { code: string } | undefined;
  expect(transform(`a{} ${scriptMarker}`, "/x/app/app.css")?.code).toContain("[lang]:lang(ja)");
  expect(transform(`a{}`, "/x/app/app.css?url")).toBeUndefined();
  expect(() => transform("a{}", "/x/app/app.css")).toThrow(scriptMarker);
});
