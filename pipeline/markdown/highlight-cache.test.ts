import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ElementContent } from "hast";
import { afterAll, describe, expect, test } from "vitest";
import { HighlightCache } from "./highlight-cache.ts";

const dir = mkdtempSync(join(tmpdir(), "highlight-cache-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const block: ElementContent[] = [
  {
    type: "element",
    tagName: "span",
    properties: { className: ["hl-l8", "hl-d6"] },
    children: [{ type: "text", value: "const" }],
  },
  { type: "text", value: " a = 1;" },
];

describe("HighlightCache", () => {
  test.each([
    ["cut short", '[{"type":"text","val'],
    ["not JSON", "\u0000\u0001garbage"],
    ["empty", ""],
    ["not a list", '{"type":"text","value":"a"}'],
    ["an element without children", '[{"type":"element","tagName":"span","properties":{}}]'],
    ["text without its value", '[{"type":"text"}]'],
    ["a node of another kind", '[{"type":"comment","value":"a"}]'],
  ])("reads an entry %s as none, so the block is made anew", (_, written) => {
    const folder = join(dir, "corrupt");
    const cache = new HighlightCache(folder);
    cache.write("key", block);
    writeFileSync(join(folder, "key.json"), written);
    expect(cache.read("key")).toBeUndefined();
    cache.write("key", block);
    expect(cache.read("key")).toEqual(block);
  });
});
