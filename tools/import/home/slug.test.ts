import { expect, test } from "vitest";
import { baseSlug, kebab, uniqueSlug } from "./slug.ts";

test("a Latin title gives lowercase ASCII kebab-case, its accents and letters like ł made ASCII", () => {
  expect(baseSlug("Idempotency Keys & Retries in Payment APIs", "https://x.example/p")).toBe(
    "idempotency-keys-retries-in-payment-apis",
  );
  expect(baseSlug("Koszty tranzycji: transpłciowość, Straße, Ærø", "https://x.example/p")).toBe(
    "koszty-tranzycji-transplciowosc-strasse-aero",
  );
  // At most 60 characters, cut between words.
  expect(kebab("word ".repeat(20))).toBe("word-".repeat(12).slice(0, -1));
});

test("a title in another script takes the URL's last segment, else a hash of the URL, the same each run", () => {
  expect(
    baseSlug(
      "東京の夜",
      "https://medium.com/@ada/%E6%9D%B1%E4%BA%AC%E3%81%AE%E5%A4%9C-9f8e7d6c5b4a",
    ),
  ).toBe("9f8e7d6c5b4a");
  expect(baseSlug("Привет, мир", "https://ada.example/ru/privet-mir/")).toBe("privet-mir");
  const hashed = baseSlug("東京の夜", "https://ada.example/%E6%9D%B1/");
  expect(hashed).toMatch(/^post-[0-9a-f]{8}$/);
  expect(baseSlug("東京の夜", "https://ada.example/%E6%9D%B1/")).toBe(hashed);
  expect(baseSlug("東京の夜", "https://ada.example/%E4%BA%AC/")).not.toBe(hashed);
});

test("a slug already taken gets -2, -3…", () => {
  const taken = new Set(["hello", "hello-2", "index"]);
  expect(uniqueSlug("hello", (slug) => taken.has(slug))).toBe("hello-3");
  expect(uniqueSlug("index", (slug) => taken.has(slug))).toBe("index-2");
  expect(uniqueSlug("fresh", (slug) => taken.has(slug))).toBe("fresh");
});
