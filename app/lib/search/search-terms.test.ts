import MiniSearch from "minisearch";
import { expect, test } from "vitest";
import { searchOptions, type SearchDocument } from "./search-options.ts";
import { foldText, searchTerms, textPieces } from "./search-terms.ts";

/** The titles of the documents of `texts` a query finds, as the browser searches them. */
function found(texts: Record<string, string>, query: string): string[] {
  const index = new MiniSearch<SearchDocument>(searchOptions);
  index.addAll(
    Object.entries(texts).map(([title, text]) => ({
      id: title,
      kind: "post",
      title,
      description: "",
      tags: "",
      text,
    })),
  );
  // Through JSON, as the browser gets it.
  const loaded = MiniSearch.loadJSON<SearchDocument>(JSON.stringify(index), searchOptions);
  return loaded.search(query).map((result) => result.id as string);
}

test("a Japanese word inside a sentence is found, however the segmenter cut it", () => {
  const texts = {
    idempotency: "決済APIでは冪等性キーを使って二重送金を防ぎます。",
    queues: "メッセージキューで負荷を平準化します。",
  };
  expect(found(texts, "冪等性")).toEqual(["idempotency"]);
  expect(found(texts, "キュー")).toEqual(["queues"]);
  expect(found(texts, "二重送金")).toEqual(["idempotency"]);
});

test("a Chinese word and a Thai word are found inside their sentences", () => {
  const texts = {
    zh: "我们用消息队列来削峰填谷，保证服务稳定。",
    th: "ระบบคิวข้อความช่วยกระจายภาระงานของเซิร์ฟเวอร์",
  };
  expect(found(texts, "消息队列")).toEqual(["zh"]);
  expect(found(texts, "队列")).toEqual(["zh"]);
  expect(found(texts, "ข้อความ")).toEqual(["th"]);
  expect(found(texts, "เซิร์ฟเวอร์")).toEqual(["th"]);
});

test("an Arabic word is found by its bare form and with its article, and the other way round", () => {
  const texts = { withArticle: "تحسين الفهارس في قاعدة البيانات", bare: "فهارس جديدة للبحث" };
  expect(found(texts, "فهارس").sort()).toEqual(["bare", "withArticle"]);
  expect(found(texts, "الفهارس").sort()).toEqual(["bare", "withArticle"]);
  expect(found({ a: "وبالفهارس نبحث" }, "الفهارس")).toEqual(["a"]);
  // Alef with hamza is alef; a short vowel is no letter.
  expect(found({ a: "أمان الشبكة" }, "امان")).toEqual(["a"]);
  expect(found({ a: "الشَّبكة" }, "شبكة")).toEqual(["a"]);
});

test("a Hebrew word with a one-letter prefix is found by the bare word, and the other way round", () => {
  const texts = { network: "בעיות ברשת של השרת", other: "ניסיון ראשון" };
  expect(found(texts, "רשת")).toEqual(["network"]);
  expect(found(texts, "הרשת")).toEqual(["network"]);
  expect(found(texts, "שרת")).toEqual(["network"]);
  expect(found({ a: "בניסיון השני" }, "ניסיון")).toEqual(["a"]);
});

test("Persian: a word joined by a zero-width non-joiner is found by its parts", () => {
  expect(found({ a: "کتاب‌ها را خواندم" }, "کتاب")).toEqual(["a"]);
  // Arabic's yeh and kaf are Persian's.
  expect(found({ a: "سيستم كوچك" }, "سیستم کوچک")).toEqual(["a"]);
});

test("accents are folded on Latin, Greek and Cyrillic, and kept where they are letters", () => {
  expect(found({ a: "Réseau et sécurité" }, "reseau securite")).toEqual(["a"]);
  expect(found({ a: "Resume writing" }, "résumé")).toEqual(["a"]);
  expect(found({ a: "Ελληνικά κείμενα" }, "ελληνικα")).toEqual(["a"]);
  expect(found({ a: "ёлка" }, "елка")).toEqual(["a"]);
  // Devanagari's vowel signs and Thai's marks stay: a word is not another word without them.
  expect(foldText("हिन्दी")).toBe("हिन्दी");
  expect(foldText("ภาษาไทย")).toBe("ภาษาไทย");
  expect(foldText("Ünïcödé")).toBe("unicode");
  expect(found({ a: "हिन्दी में लेख" }, "हिन्दी")).toEqual(["a"]);
});

test("a code identifier is found whole, by its start and by its parts", () => {
  const texts = {
    hooks: "Call `useEffect(() => {...})` once.",
    http: "The server sends retry_after in seconds.",
    timing: "started = time.perf_counter()",
  };
  expect(found(texts, "perf_counter")).toEqual(["timing"]);
  expect(found(texts, "time.perf_counter")).toEqual(["timing"]);
  expect(found(texts, "useEffect")).toEqual(["hooks"]);
  expect(found(texts, "useeff")).toEqual(["hooks"]);
  expect(found(texts, "effect")).toEqual(["hooks"]);
  expect(found(texts, "retry_after")).toEqual(["http"]);
  expect(found(texts, "retry after")).toEqual(["http"]);
});

test("every word of a query must be found; the last may be a word's start", () => {
  const texts = { a: "Backpressure in message queues", b: "Message formats" };
  expect(found(texts, "message back")).toEqual(["a"]);
  expect(found(texts, "mess").sort()).toEqual(["a", "b"]);
  expect(found(texts, "message nothing")).toEqual([]);
});

test("long text is segmented in pieces that end at a space", () => {
  const text = "word ".repeat(1000);
  const pieces = textPieces(text);
  expect(pieces.join("")).toBe(text);
  expect(pieces.every((piece) => piece.length <= 2000)).toBe(true);
  expect(pieces.slice(0, -1).every((piece) => piece.endsWith(" "))).toBe(true);
  expect(searchTerms(`${text} 冪等`)).toContain("冪等");
});

test("300 posts' worth of text is cut in well under a second a post", () => {
  const text = "Retries with idempotency keys and exponential backoff. ".repeat(300);
  const start = performance.now();
  searchTerms(text);
  expect(performance.now() - start).toBeLessThan(1000);
});
