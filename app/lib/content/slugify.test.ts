import { expect, test } from "vitest";
import { maxSlugBytes, slugProblem } from "../../../content/schema/slug.ts";
import { maxSlugLength, slugify } from "./slugify.ts";

test.each([
  ["2020 年终总结", "2020-年终总结"],
  ["東京の夜", "東京の夜"],
  ["مفاتيح عدم التكرار في واجهات الدفع", "مفاتيح-عدم-التكرار-في-واجهات-الدفع"],
  ["Idempotency Keys & Retries in Payment APIs", "idempotency-keys-retries-in-payment-apis"],
  ["Why E2E tests? (Part 2)", "why-e2e-tests-part-2"],
  ["Café, Straße, ÆRØ", "café-straße-ærø"],
  ["Привет, мир", "Привет-мир"],
  ["  --Ünïcödé--  ", "ünïcödé"],
  ["C++ / Rust: a/b", "c-rust-a-b"],
  ["🎉🎉🎉", ""],
  ["...", ""],
])("%j → %j: the script kept, Latin lowercase, digits whole, signs one hyphen", (text, slug) => {
  expect(slugify(text)).toBe(slug);
  if (slug) expect(slugProblem(slug)).toBeUndefined();
});

test("a name in decomposed form (NFD, as macOS may write it) becomes NFC", () => {
  expect(slugify("Cafe\u0301")).toBe("café");
  expect(slugify("Cafe\u0301")).toBe("caf\u00e9");
});

test("a long name is cut between words, at most 60 characters and 200 bytes", () => {
  expect(slugify("word ".repeat(20))).toBe("word-".repeat(12).slice(0, -1));
  const han = slugify("年".repeat(100));
  expect([...han]).toHaveLength(maxSlugLength);
  const tamil = slugify("தமிழ் ".repeat(40));
  expect(new TextEncoder().encode(tamil).length).toBeLessThanOrEqual(maxSlugBytes);
  expect(tamil.endsWith("தமிழ்")).toBe(true);
  expect(slugProblem(tamil)).toBeUndefined();
});
