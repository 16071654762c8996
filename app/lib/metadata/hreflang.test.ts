import { expect, test } from "vitest";
import { hreflangs } from "./hreflang.ts";

test("a language in one region is announced by the language alone too", () => {
  expect(hreflangs(["pt-BR", "en-CA"])).toEqual([
    ["pt-BR", "pt"],
    ["en-CA", "en"],
  ]);
});

test("two regions of one language keep their own, and the first is the language's catch-all", () => {
  expect(hreflangs(["en-US", "ja-JP", "en-GB"])).toEqual([
    ["en-US", "en"],
    ["ja-JP", "ja"],
    ["en-GB"],
  ]);
  expect(hreflangs(["ja-JP", "pt-PT", "pt-BR"])).toEqual([
    ["ja-JP", "ja"],
    ["pt-PT", "pt"],
    ["pt-BR"],
  ]);
});

test("a language without a region is its own catch-all", () => {
  expect(hreflangs(["de", "de-AT"])).toEqual([["de"], ["de-AT"]]);
  expect(hreflangs(["en-US", "de"])).toEqual([["en-US", "en"], ["de"]]);
});
