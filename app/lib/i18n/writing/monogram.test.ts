import { expect, test } from "vitest";
import { monogramOf } from "./monogram";

test("the first letters of the first two words, by default", () => {
  expect(monogramOf("Tobi Adeyemi", undefined)).toEqual({ letters: "TA" });
  expect(monogramOf("Ana Maria da Silva", undefined)).toEqual({ letters: "AM" });
  expect(monogramOf("Madonna", undefined)).toEqual({ letters: "M" });
  expect(monogramOf("佐藤美咲", undefined)).toEqual({ letters: "佐" });
});

test("one letter where a script's letters join: two would read as a word", () => {
  expect(monogramOf("شیرین رحیمی", undefined)).toEqual({ letters: "ش" });
  expect(monogramOf("ليلى حداد", undefined)).toEqual({ letters: "ل" });
});

test("a whole letter, never half of one", () => {
  expect(monogramOf("Ėmilija Ąžuolaitė", undefined)).toEqual({ letters: "ĖĄ" });
  expect(monogramOf("E\u0301lodie Durand", undefined)).toEqual({ letters: "E\u0301D" });
});

test("the owner's letters, or the site's icon", () => {
  expect(monogramOf("شیرین رحیمی", "ش‌ر")).toEqual({ letters: "ش‌ر" });
  expect(monogramOf("Tobi Adeyemi", "T")).toEqual({ letters: "T" });
  expect(monogramOf("Tobi Adeyemi", "icon")).toEqual({ icon: true });
});

test("Thai, Lao, Khmer and Myanmar: one letter, the first consonant, never a vowel written before it", () => {
  // Two initials, "พศ", would read as the Buddhist era's abbreviation.
  expect(monogramOf("พลอย ศรีสวัสดิ์", undefined)).toEqual({ letters: "พ" });
  expect(monogramOf("เอกชัย ใจดี", undefined)).toEqual({ letters: "อ" });
  expect(monogramOf("ແສງ ພົມມະວົງ", undefined)).toEqual({ letters: "ສ" });
  expect(monogramOf("សុខា ចាន់", undefined)).toEqual({ letters: "ស" });
  expect(monogramOf("အောင် ကျော်", undefined)).toEqual({ letters: "အ" });
  expect(monogramOf("สุดา วงศ์ไทย", undefined)).toEqual({ letters: "ส" });
});
