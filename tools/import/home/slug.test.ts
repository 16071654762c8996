import { expect, test } from "vitest";
import { slugProblem } from "../../../content/schema/slug.ts";
import { baseSlug, kebab, lastSegment, uniqueSlug } from "./slug.ts";

const day = "2020-12-31";

test("the old address's last part, when readable, keeps its script: the post keeps its name", () => {
  expect(
    baseSlug(
      "2020 年终总结",
      "https://ada.example/2020/12/31/2020-%E5%B9%B4%E7%BB%88%E6%80%BB%E7%BB%93/",
      day,
    ),
  ).toBe("2020-年终总结");
  expect(
    baseSlug(
      "Idempotency Keys & Retries in Payment APIs",
      "https://ada.example/posts/idem-keys.html",
      day,
    ),
  ).toBe("idem-keys");
  expect(baseSlug("X", "https://ada.example/blog/Hello_World/index.html", day)).toBe("hello-world");
  // Medium's and DEV's ids are not part of the name.
  expect(
    baseSlug(
      "東京の夜",
      "https://medium.com/@ada/%E6%9D%B1%E4%BA%AC%E3%81%AE%E5%A4%9C-9f8e7d6c5b4a",
      day,
    ),
  ).toBe("東京の夜");
  expect(baseSlug("Queues in Rust", "https://dev.to/ada/queues-in-rust-2k9d", day)).toBe(
    "queues-in-rust",
  );
});

test("an address of digits, a date, an index or an id gives way to the title, in its own script", () => {
  expect(baseSlug("2020 年终总结", "https://ada.example/2020/12/31/", day)).toBe("2020-年终总结");
  expect(baseSlug("مفاتيح عدم التكرار", "https://ada.example/?p=123", day)).toBe(
    "مفاتيح-عدم-التكرار",
  );
  expect(baseSlug("Привет, мир", "https://ada.example/archives/1234.html", day)).toBe("Привет-мир");
  expect(baseSlug("東京の夜", "https://medium.com/p/9f8e7d6c5b4a", day)).toBe("東京の夜");
  expect(baseSlug("Why E2E?", "https://ada.example/index.php", day)).toBe("why-e2e");
});

test("never empty, never a hash: a title of signs alone gives the post's day; the same each run", () => {
  expect(baseSlug("🎉🎉🎉", "https://ada.example/?p=1", day)).toBe("2020-12-31");
  expect(baseSlug("🎉🎉🎉", "https://ada.example/?p=1", day)).toBe("2020-12-31");
});

test.each([
  ["https://ada.example/2020/12/31/my-post/", "my-post"],
  ["https://ada.example/2020/12/31/my-post/index.html", "my-post"],
  ["https://ada.example/p/%E5%B9%B4%zz", "%E5%B9%B4%zz"],
  ["https://ada.example/", ""],
])("lastSegment(%s) is %j", (url, segment) => {
  expect(lastSegment(url)).toBe(segment);
});

test("every slug made keeps the site's rule", () => {
  for (const [title, url] of [
    ["Ünïcödé Straße", "https://ada.example/?p=1"],
    ["Cafe\u0301", "https://ada.example/?p=2"],
    ["C++ / Rust", "https://ada.example/a%2Fb/"],
  ])
    expect(slugProblem(baseSlug(title!, url!, day))).toBeUndefined();
});

test("an image's name is lowercase ASCII kebab-case, at most 60 characters, cut between words", () => {
  expect(kebab("Koszty tranzycji: transpłciowość, Straße, Ærø")).toBe(
    "koszty-tranzycji-transplciowosc-strasse-aero",
  );
  expect(kebab("word ".repeat(20))).toBe("word-".repeat(12).slice(0, -1));
});

test("a slug already taken gets -2, -3…, in its own script too", () => {
  const taken = new Set(["hello", "hello-2", "index", "東京の夜"]);
  expect(uniqueSlug("hello", (slug) => taken.has(slug))).toBe("hello-3");
  expect(uniqueSlug("index", (slug) => taken.has(slug))).toBe("index-2");
  expect(uniqueSlug("fresh", (slug) => taken.has(slug))).toBe("fresh");
  expect(uniqueSlug("東京の夜", (slug) => taken.has(slug))).toBe("東京の夜-2");
  const long = "年".repeat(60);
  expect([...uniqueSlug(long, (slug) => slug === long)]).toHaveLength(60);
});
