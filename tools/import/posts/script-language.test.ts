import { expect, test } from "vitest";
import { scriptLanguage } from "./script-language.ts";

test("a post in another script than the site's: its script, its language unknown", () => {
  expect(scriptLanguage("Why retries double-charge", "fa_IR")).toBe("und-Latn");
  expect(scriptLanguage("چرا تلاش دوباره دو بار پول می‌گیرد", "en_US")).toBe("und-Arab");
  expect(scriptLanguage("Почему повторы списывают дважды", "de")).toBe("und-Cyrl");
});

test("a post in the site's own script says nothing", () => {
  expect(scriptLanguage("Notes on queues", "en_US")).toBeUndefined();
  expect(scriptLanguage("Notes sur les files", "en_US")).toBeUndefined(); // Latin: the same to the page
  expect(scriptLanguage("障害対応の振り返り", "ja_JP")).toBeUndefined(); // kanji first, on a Japanese site
  expect(scriptLanguage("カナリアリリース", "ja_JP")).toBeUndefined();
  expect(scriptLanguage("한국어 글", "ko_KR")).toBeUndefined();
  expect(scriptLanguage("你好", "zh_TW")).toBeUndefined();
});

test("nothing to go on: no letter, no site language", () => {
  expect(scriptLanguage("2024: 10 / 10", "fa_IR")).toBeUndefined();
  expect(scriptLanguage("Hello", undefined)).toBeUndefined();
});
