import { expect, test } from "vitest";
import { slugProblem } from "./slug.ts";

test.each([
  "hello-world",
  "2024-in-review",
  "2020-年终总结",
  "東京の夜",
  "مفاتيح-عدم-التكرار",
  "café",
  "Привет-мир",
  "می\u200cخواهم",
])("%s keeps the rule", (slug) => {
  expect(slugProblem(slug)).toBeUndefined();
});

test.each([
  ["", "must not be empty"],
  ["Cafe\u0301", "must be written in Unicode's composed form (NFC), as a keyboard writes it"],
  ["Hello-World", "must have no capital Latin letters"],
  ["Ünïcödé", "must have no capital Latin letters"],
  ["a/b", "may hold only"],
  ["/", "may hold only"],
  ["..", "may hold only"],
  ["a.b", "may hold only"],
  ["a b", "may hold only"],
  ["a--b", "may hold only"],
  ["-a", "may hold only"],
  ["a_b", "may hold only"],
  ["100%", "may hold only"],
  ["年".repeat(67), "is 201 bytes in UTF-8, and may be at most 200"],
])("%j breaks it: %s", (slug, rule) => {
  expect(slugProblem(slug)).toContain(rule);
});
