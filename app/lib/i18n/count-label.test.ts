import { describe, expect, test } from "vitest";
import { countLabel, fillLabel } from "./count-label.ts";
import { ar } from "./dictionaries/ar.ts";
import { en } from "./dictionaries/en.ts";
import { fr } from "./dictionaries/fr.ts";
import { he } from "./dictionaries/he.ts";
import { ja } from "./dictionaries/ja.ts";

describe("countLabel: the plural form the language's rules pick", () => {
  test("English: one and other", () => {
    expect([0, 1, 2, 21].map((n) => countLabel(en.postsInYear, n, "en-US"))).toEqual([
      "0 articles",
      "1 article",
      "2 articles",
      "21 articles",
    ]);
  });

  test("French counts 0 and 1 as one", () => {
    expect(countLabel(fr.postsInYear, 0, "fr")).toBe("0 article");
    expect(countLabel(fr.postsInYear, 2, "fr")).toBe("2 articles");
  });

  test("Arabic: all six forms, the number written as the locale writes it (as its dates are)", () => {
    expect(countLabel(ar.postsInYear, 3, "ar")).toBe("3 مقالات");
    expect([0, 1, 2, 3, 11, 100].map((n) => countLabel(ar.postsInYear, n, "ar-EG"))).toEqual([
      "لا مقالات",
      "مقال واحد",
      "مقالان",
      "٣ مقالات",
      "١١ مقالًا",
      "١٠٠ مقال",
    ]);
  });

  test("Hebrew has a dual", () => {
    expect([1, 2, 5].map((n) => countLabel(he.postsInYear, n, "he"))).toEqual([
      "מאמר אחד",
      "שני מאמרים",
      "5 מאמרים",
    ]);
  });

  test("Japanese has one form; a missing form falls back to other", () => {
    expect(countLabel(ja.postsInYear, 1, "ja")).toBe("1件の記事");
    expect(countLabel({ other: "{count} x" }, 1, "en")).toBe("1 x");
  });

  test("English shown in a language with no plural (Thai, without a dictionary) keeps English's forms", () => {
    expect(countLabel(en.postsInYear, 1, "th-TH")).toBe("1 article");
    expect(countLabel(en.postsInYear, 2, "th-TH")).toBe("2 articles");
    expect(countLabel(ja.postsInYear, 1, "ja")).toBe("1件の記事");
  });

  test("large numbers are grouped as the language writes them", () => {
    expect(countLabel(en.postsInYear, 1200, "en")).toBe("1,200 articles");
    expect(countLabel(en.postsInYear, 1200, "de")).toBe("1.200 articles");
  });
});

test("fillLabel fills the placeholders it knows and leaves the others", () => {
  expect(fillLabel(en.feedTitle, { name: "Ada", format: "RSS" })).toBe("Ada: blog (RSS)");
  expect(fillLabel("{name} {other}", { name: "Ada" })).toBe("Ada {other}");
});
