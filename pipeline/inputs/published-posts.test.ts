import { describe, expect, test } from "vitest";
import type { LocalPost, PostFile, TranslationFile } from "./post-files.ts";
import { isPublished, publishedPosts, utcDay } from "./published-posts.ts";

const file = (publishDate: string, draft = false): PostFile => ({
  file: "content/posts/x/index.md",
  frontMatter: { title: "T", description: "D", publishDate, tags: [], draft },
  body: "Text.\n",
  bodyLine: 6,
});

const post = (slug: string, main: PostFile, translations: Record<string, TranslationFile> = {}) =>
  ({ slug, folder: `content/posts/${slug}`, default: main, translations }) satisfies LocalPost;

const slugs = (posts: LocalPost[]) => posts.map((one) => one.slug);

const at = (iso: string) => new Date(iso);

describe("drafts", () => {
  const posts = [post("written", file("2025-01-01")), post("draft", file("2025-01-01", true))];
  const now = at("2025-06-01T12:00:00Z");

  test("a draft is never in production", () => {
    expect(slugs(publishedPosts(posts, { now, mode: "production" }))).toEqual(["written"]);
  });

  test("npm run dev shows it", () => {
    expect(slugs(publishedPosts(posts, { now, mode: "dev" }))).toEqual(["written", "draft"]);
  });
});

describe("scheduled posts: published from the start of their day in UTC", () => {
  const posts = [post("today", file("2025-03-10")), post("tomorrow", file("2025-03-11"))];
  const production = (iso: string) =>
    slugs(publishedPosts(posts, { now: at(iso), mode: "production" }));

  test.each([
    ["2025-03-09T23:59:59.999Z", []],
    ["2025-03-10T00:00:00.000Z", ["today"]],
    ["2025-03-10T23:59:59.999Z", ["today"]],
    ["2025-03-11T00:00:00.000Z", ["today", "tomorrow"]],
  ])("at %s: %j", (now, shown) => {
    expect(production(now)).toEqual(shown);
  });

  test("the day is UTC's whatever the clock's zone: 23:30 in New York is the next day", () => {
    expect(production("2025-03-09T23:30:00-04:00")).toEqual(["today"]);
    expect(utcDay(at("2025-03-09T23:30:00-04:00"))).toBe("2025-03-10");
  });

  test("a year ahead, a month's end and a leap day compare as days", () => {
    const now = { now: at("2024-02-29T00:00:00Z"), mode: "production" as const };
    expect(isPublished({ draft: false, publishDate: "2024-02-29" }, now)).toBe(true);
    expect(isPublished({ draft: false, publishDate: "2024-03-01" }, now)).toBe(false);
    expect(isPublished({ draft: false, publishDate: "2025-01-01" }, now)).toBe(false);
    expect(isPublished({ draft: false, publishDate: "2023-12-31" }, now)).toBe(true);
  });

  test("npm run dev shows a post before its day", () => {
    const shown = publishedPosts(posts, { now: at("2025-03-01T00:00:00Z"), mode: "dev" });
    expect(slugs(shown)).toEqual(["today", "tomorrow"]);
  });
});

describe("translations", () => {
  const now = at("2025-03-10T08:00:00Z");

  test("a translation that is a draft or not yet due is left out on its own", () => {
    const one = post("one", file("2025-03-01"), {
      ja_JP: file("2025-03-02"),
      pt_BR: file("2025-03-02", true),
      de_DE: file("2025-03-11"),
    });
    const [shown] = publishedPosts([one], { now, mode: "production" });
    expect(Object.keys(shown!.translations)).toEqual(["ja_JP"]);
    const [all] = publishedPosts([one], { now, mode: "dev" });
    expect(Object.keys(all!.translations)).toEqual(["ja_JP", "pt_BR", "de_DE"]);
  });

  test("a translation without a day of its own is published with its post", () => {
    const undated = {
      ...file("2025-03-10"),
      frontMatter: { title: "T", description: "D", draft: false },
    };
    const one = post("one", file("2025-03-10"), { ja_JP: undated });
    const [shown] = publishedPosts([one], { now, mode: "production" });
    expect(Object.keys(shown!.translations)).toEqual(["ja_JP"]);
    expect(publishedPosts([one], { now: at("2025-03-09T23:00:00Z"), mode: "production" })).toEqual(
      [],
    );
  });

  test("a post held back holds back its translations", () => {
    const held = post("held", file("2025-03-01", true), { ja_JP: file("2025-03-01") });
    expect(publishedPosts([held], { now, mode: "production" })).toEqual([]);
  });

  test("the posts given are not changed", () => {
    const one = post("one", file("2025-03-01"), { ja_JP: file("2025-03-01", true) });
    publishedPosts([one], { now, mode: "production" });
    expect(Object.keys(one.translations)).toEqual(["ja_JP"]);
  });
});
