import { expect, test } from "vitest";
import { phraseBreaks } from "./phrase-breaks";

test("Japanese breaks after punctuation and where a phrase's kana meets the next phrase", () => {
  expect(phraseBreaks("こんにちは、佐藤美咲です")).toEqual(["こんにちは、", "佐藤美咲です"]);
  expect(phraseBreaks("気象データの前処理について考える（１）")).toEqual([
    "気象データの",
    "前処理について",
    "考える",
    "（１）",
  ]);
  expect(phraseBreaks("最近の記事")).toEqual(["最近の", "記事"]);
});

test("never inside a name or a word of kanji and katakana", () => {
  expect(phraseBreaks("アメダス変換ツール")).toEqual(["アメダス変換ツール"]);
  expect(phraseBreaks("佐藤美咲")).toEqual(["佐藤美咲"]);
});

test("Chinese breaks after its punctuation only", () => {
  expect(phraseBreaks("你好，我是王伟。欢迎")).toEqual(["你好，", "我是王伟。", "欢迎"]);
});

test("text with no Chinese or Japanese is one piece, whatever its punctuation", () => {
  for (const text of ["Hi, I'm Tobi", "Recent Articles", "مرحبًا، أنا ليلى", "Olá, (eu)"]) {
    expect(phraseBreaks(text)).toEqual([text]);
  }
});
