import { describe, expect, test } from "vitest";
import { postCanonical, postLanguage, postMark, sameLanguage } from "./post-language.ts";

const site = ["zh_CN", "en_US", "pt_BR"];

test("one language: the same tag, or one a narrower form of the other, letter case aside", () => {
  expect(sameLanguage("en", "en-US")).toBe(true);
  expect(sameLanguage("EN-us", "en-US")).toBe(true);
  expect(sameLanguage("zh-Hant-TW", "zh-Hant")).toBe(true);
  expect(sameLanguage("en-GB", "en-US")).toBe(false);
  expect(sameLanguage("zh-Hant", "zh-CN")).toBe(false);
  // A prefix of letters is not a language's prefix.
  expect(sameLanguage("e", "en")).toBe(false);
});

describe("postLanguage", () => {
  test("no lang: the default language's, at home on its pages", () => {
    expect(postLanguage(undefined, site)).toEqual({ tag: "zh-CN", home: "zh_CN" });
  });

  test("a lang that is one of the site's languages belongs to its pages", () => {
    expect(postLanguage("en", site)).toEqual({ tag: "en", home: "en_US" });
    expect(postLanguage("pt-br", site)).toEqual({ tag: "pt-BR", home: "pt_BR" });
  });

  test("another region or script of one of them belongs to it too, and keeps its own tag", () => {
    expect(postLanguage("en-GB", site)).toEqual({ tag: "en-GB", home: "en_US" });
    expect(postLanguage("zh-Hant", site)).toEqual({ tag: "zh-Hant", home: "zh_CN" });
  });

  test("a language the site does not speak is the default's", () => {
    expect(postLanguage("fr", site)).toEqual({ tag: "fr", home: "zh_CN" });
    expect(postLanguage("fr", ["en_US"])).toEqual({ tag: "fr", home: "en_US" });
  });
});

test("postMark: a post's words are marked on a page of another language only", () => {
  expect(postMark("en", "en_US")).toBeUndefined();
  expect(postMark("en", "zh_CN")).toBe("en");
  expect(postMark("zh-Hant", "zh_CN")).toBe("zh-Hant");
  expect(postMark("en-US", "en_GB")).toBe("en-US");
});

describe("postCanonical", () => {
  const pageIn = (locale: string) => `https://you.example/${locale}/blog/a`;

  test("an English post on a Chinese site: both pages name the English one", () => {
    const post = { home: "en_US", languages: ["en_US"] };
    expect(postCanonical(post, "en_US", pageIn)).toBeUndefined();
    expect(postCanonical(post, "zh_CN", pageIn)).toBe("https://you.example/en_US/blog/a");
    expect(postCanonical(post, "pt_BR", pageIn)).toBe("https://you.example/en_US/blog/a");
  });

  test("a translation's page is its own; a cross-post's names the original", () => {
    const post = { home: "zh_CN", languages: ["zh_CN", "pt_BR"] };
    expect(postCanonical(post, "pt_BR", pageIn)).toBeUndefined();
    expect(postCanonical(post, "en_US", pageIn)).toBe("https://you.example/zh_CN/blog/a");
    const elsewhere = { ...post, canonical: "https://medium.com/@you/a", languages: [] };
    expect(postCanonical(elsewhere, "zh_CN", pageIn)).toBe("https://medium.com/@you/a");
  });
});
