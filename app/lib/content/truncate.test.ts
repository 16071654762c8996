import { describe, expect, test } from "vitest";
import { truncate } from "./truncate.ts";

const FAMILY = "\u{1F468}\u200D\u{1F469}\u200D\u{1F467}\u200D\u{1F466}"; // 👨‍👩‍👧‍👦, 7 code points
const NIGERIA = "\u{1F1F3}\u{1F1EC}"; // 🇳🇬, two regional indicators
const UK = "\u{1F1EC}\u{1F1E7}"; // 🇬🇧
const THUMBS_UP_TONED = "\u{1F44D}\u{1F3FD}"; // 👍🏽, emoji + skin-tone modifier
const E_ACUTE = "e\u0301"; // é as e + combining acute accent

describe("truncate: the limit boundary", () => {
  test("a text one character shorter than the limit is returned unchanged", () => {
    expect(truncate("abcd", 5)).toBe("abcd");
  });

  test("a text exactly at the limit keeps all its characters and gets an ellipsis", () => {
    expect(truncate("abcde", 5)).toBe("abcde…");
  });

  test("a text one character over the limit is cut to the limit and gets an ellipsis", () => {
    expect(truncate("abcdef", 5)).toBe("abcde…");
  });

  test("a long text is cut to exactly `limit` characters before the ellipsis", () => {
    const text = "x".repeat(500);
    const result = truncate(text, 200);
    expect(result).toBe(`${"x".repeat(200)}…`);
    expect(Array.from(result)).toHaveLength(201);
  });

  test("the ellipsis is the single character U+2026, not three dots", () => {
    const result = truncate("abcdef", 3);
    expect(result.endsWith("\u2026")).toBe(true);
    expect(result).not.toContain("...");
  });

  test("the empty string is unchanged", () => {
    expect(truncate("", 5)).toBe("");
  });
});

describe("truncate: characters as a reader counts them", () => {
  test("a ZWJ family emoji counts as one character (below the limit: unchanged)", () => {
    // 2 graphemes, 11 UTF-16 units
    const text = `${FAMILY}a`;
    expect(text.length).toBeGreaterThan(3);
    expect(truncate(text, 3)).toBe(text);
  });

  test("a ZWJ family emoji is never split", () => {
    expect(truncate(`a${FAMILY}bcd`, 2)).toBe(`a${FAMILY}…`);
    expect(truncate(`${FAMILY}${FAMILY}${FAMILY}`, 1)).toBe(`${FAMILY}…`);
  });

  test("a flag counts as one character and is never split", () => {
    expect(truncate(`${NIGERIA}${UK}`, 3)).toBe(`${NIGERIA}${UK}`);
    expect(truncate(`${NIGERIA}${UK}${NIGERIA}`, 2)).toBe(`${NIGERIA}${UK}…`);
    expect(truncate(`${NIGERIA}${UK}`, 1)).toBe(`${NIGERIA}…`);
  });

  test("an emoji with a skin-tone modifier is never split", () => {
    expect(truncate(`ok ${THUMBS_UP_TONED} great`, 4)).toBe(`ok ${THUMBS_UP_TONED}…`);
  });

  test('a combining accent ("e\\u0301") counts as one character with its letter', () => {
    const text = `caf${E_ACUTE}`; // 4 graphemes, 5 code units
    expect(truncate(text, 5)).toBe(text);
    expect(truncate(`${text}s`, 4)).toBe(`${text}…`);
    expect(truncate(`${E_ACUTE}${E_ACUTE}${E_ACUTE}`, 2)).toBe(`${E_ACUTE}${E_ACUTE}…`);
  });

  test("a combining accent is never separated from its letter", () => {
    const result = truncate(`ab${E_ACUTE}cd`, 3);
    expect(result).toBe(`ab${E_ACUTE}…`);
    expect(result).not.toMatch(/e…/);
  });
});

describe("truncate: whitespace before the ellipsis", () => {
  test("trailing spaces at the cut are trimmed before the ellipsis", () => {
    expect(truncate("Hello world, again", 6)).toBe("Hello…");
  });

  test("several trailing spaces and other whitespace are trimmed", () => {
    expect(truncate("ab   cdef", 5)).toBe("ab…");
    expect(truncate("ab\t\n cdef", 5)).toBe("ab…");
  });

  test("spaces inside the kept text are preserved", () => {
    expect(truncate("a b c d e f", 5)).toBe("a b c…");
  });

  test("a short text's own trailing spaces are left alone", () => {
    expect(truncate("ab  ", 5)).toBe("ab  ");
  });
});

describe("truncate: the cut goes back to a word boundary of the text's language", () => {
  test("between words where the script has spaces, never inside one", () => {
    expect(truncate("Notes on distributed systems and retries", 20)).toBe("Notes on distributed…");
    expect(truncate("Notes on distributed systems and retries", 18)).toBe("Notes on…");
    expect(truncate("Wallet addresses differ per chain", 12, "en")).toBe("Wallet…");
  });

  test("a comma, colon or dash left at the cut goes before the ellipsis", () => {
    expect(truncate("Ledgers, payments and cards", 9)).toBe("Ledgers…");
    expect(truncate("Well-known problems", 6)).toBe("Well…");
  });

  test("a word longer than half the limit is cut inside, as before", () => {
    expect(truncate("Supercalifragilistic expialidocious", 12)).toBe("Supercalifra…");
  });

  test("Japanese, which has no spaces, is cut between words, not inside one", () => {
    const text = "東京で気候データのパイプラインを作っています。";
    // At 12 characters the plain cut would split パイプライン (パイプ|ライン).
    expect(truncate(text, 12, "ja")).toBe("東京で気候データの…");
    expect(truncate("佐藤健太は東京でデータを扱うエンジニアです。", 8, "ja")).toBe(
      "佐藤健太は東京で…",
    );
  });

  test("Chinese is cut between words; the enumeration comma does not end the text", () => {
    // At 7 characters the plain cut would split 气候 ("climate").
    expect(truncate("我在上海构建气候数据管道，欢迎来看看。", 7, "zh")).toBe("我在上海构建…");
    expect(truncate("数据、管道、模型和可视化工具", 6, "zh")).toBe("数据、管道…");
  });

  test("Arabic is cut between words, at a grapheme, with the ellipsis after its last word", () => {
    expect(truncate("أبني أنظمة موزعة للمدفوعات الرقمية", 16, "ar")).toBe("أبني أنظمة موزعة…");
  });
});
