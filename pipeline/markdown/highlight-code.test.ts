import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, describe, expect, test, vi } from "vitest";
import { codeThemes } from "./code-themes.ts";
import { HighlightCache } from "./highlight-cache.ts";
import { highlightingVersion, highlightKey, type HighlightingParts } from "./highlight-code.ts";

// Highlighted code kept between builds: a build reads what an earlier one
// made without loading Shiki, and a block is made anew whenever anything
// that decides its HTML changed, or its entry cannot be read.

const dir = mkdtempSync(join(tmpdir(), "highlight-code-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
afterEach(() => {
  vi.doUnmock("shiki");
  vi.resetModules();
});

/**
 * highlight-code.ts as a new build's process loads it: nothing remembered, no
 * highlighter. With `shiki` "counted", Shiki's module is a stand-in that
 * makes no highlighter, and `loads.shiki` says whether anything imported it.
 */
async function freshModule(shiki: "real" | "counted" = "real") {
  vi.resetModules();
  const loads = { shiki: false };
  if (shiki === "counted")
    vi.doMock("shiki", () => {
      loads.shiki = true;
      return { createHighlighter: () => Promise.reject(new Error("no Shiki in this test")) };
    });
  return { ...(await import("./highlight-code.ts")), loads };
}

const code = "export const answer: number = 42; // the answer";

describe("a block highlighted by an earlier build", () => {
  test("is read from the disk, without loading Shiki", async () => {
    const cache = new HighlightCache(join(dir, "hit"));
    const first = await (await freshModule()).highlight(code, "ts", cache);
    expect(first.length).toBeGreaterThan(1);
    expect(readdirSync(cache.dir)).toHaveLength(1);

    const next = await freshModule("counted");
    expect(await next.highlight(code, "ts", new HighlightCache(cache.dir))).toEqual(first);
    expect(next.loads.shiki).toBe(false);
    // A block no cache holds does load it: the stand-in above sees that.
    await expect(next.highlight("let b = 2;", "ts", cache)).rejects.toThrow("no Shiki");
    expect(next.loads.shiki).toBe(true);
  });

  test("is made anew when its entry is corrupt, and kept again", async () => {
    const cache = new HighlightCache(join(dir, "corrupt"));
    const first = await (await freshModule()).highlight(code, "ts", cache);
    const [entry] = readdirSync(cache.dir);
    writeFileSync(join(cache.dir, entry!), '[{"type":"element","tagName":"sp');

    const next = await freshModule();
    const highlighter = await next.codeHighlighter();
    const coloured = vi.spyOn(highlighter, "codeToHast");
    expect(await next.highlight(code, "ts", cache)).toEqual(first);
    expect(coloured).toHaveBeenCalledTimes(1);
    expect(cache.read(entry!.replace(/\.json$/, ""))).toEqual(first);
    expect(readdirSync(cache.dir)).toEqual([entry]);
  });

  test("is not taken for the same code in another language, nor for other code", async () => {
    const cache = new HighlightCache(join(dir, "miss"));
    await (await freshModule()).highlight(code, "ts", cache);

    const next = await freshModule();
    const coloured = vi.spyOn(await next.codeHighlighter(), "codeToHast");
    await next.highlight(code, "js", cache);
    await next.highlight(`${code}\n`, "ts", cache);
    expect(coloured).toHaveBeenCalledTimes(2);
    expect(readdirSync(cache.dir)).toHaveLength(3);
  });
});

describe("a block's key", () => {
  test("changes with Shiki's version, its tokenizer's, the themes, our transform, the language and the code", async () => {
    const parts: HighlightingParts = {
      transform: 1,
      packages: { shiki: "4.6.0", "@shikijs/vscode-textmate": "10.1.0" },
      themes: await codeThemes(),
    };
    const key = (changed: Partial<HighlightingParts>, language = "ts", text = code) =>
      highlightKey(highlightingVersion({ ...parts, ...changed }), language, text);
    const { light, dark } = parts.themes;
    const keys = [
      key({}),
      key({ transform: 2 }),
      key({ packages: { ...parts.packages, shiki: "4.7.0" } }),
      key({ packages: { ...parts.packages, "@shikijs/vscode-textmate": "10.2.0" } }),
      key({ themes: { light, dark: { ...dark, palette: [...dark.palette, "#123456"] } } }),
      key({ themes: { light: { ...light, foreground: "#000000" }, dark } }),
      key({}, "js"),
      key({}, "ts", `${code} `),
    ];
    expect(new Set(keys).size).toBe(keys.length);
    expect(key({})).toBe(keys[0]);
  });
});
