import { describe, expect, test } from "vitest";
import { renderMarkdown } from "./render-markdown.ts";
import { countWords } from "./word-count.ts";

// Words as each language counts them, for the reading time: Japanese,
// Chinese and Thai write no spaces between words.

describe("countWords", () => {
  test.each([
    ["en", "Hello, world! It's a well-known fact — isn't it?", 9],
    ["ja", "東京に行きました。", 5],
    ["ja_JP", "東京に行きました。", 5],
    ["zh", "我们今天去公园散步", 5],
    ["th", "ภาษาไทยไม่มีการเว้นวรรค", 6],
    ["ar", "مرحبا بالعالم، كيف حالك؟", 4],
  ])("%s: %s", (locale, text, words) => {
    expect(countWords(text, locale)).toBe(words);
  });

  test("a Japanese paragraph is many words, not the one a space count would find", () => {
    const text =
      "日本語の文章は単語の間に空白を入れずに書くので、空白で数えると一語になってしまう。";
    expect(text.split(/\s+/)).toHaveLength(1);
    expect(countWords(text, "ja")).toBeGreaterThan(15);
  });
});

test("a post's words are what a reader reads: not the notes only assistive technology hears", async () => {
  const options = { file: "f.md", baseUrl: "https://me.example/", locale: "en" };
  const { words } = await renderMarkdown(
    "One two[^1] [three](https://x.example/).\n\n[^1]: Four.\n",
    options,
  );
  // One, two, three, Four: no footnote numbers, no "Footnotes" heading, no "opens in a new tab".
  expect(words).toBe(4);
  const japanese = await renderMarkdown("東京に行きました。", { ...options, locale: "ja" });
  expect(japanese.words).toBe(5);
});
