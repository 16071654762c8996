import { expect, test } from "vitest";
import { FieldError, readFields, writtenDay } from "./fields.ts";

test("a date is the writer's calendar day, never moved by a time zone", () => {
  expect(writtenDay("2024-01-05")?.day).toBe("2024-01-05");
  expect(writtenDay("2024-11-30T23:30:00-08:00")?.day).toBe("2024-11-30");
  expect(writtenDay("2024-12-01T07:45:00+09:00")).toEqual({ day: "2024-12-01", time: "07:45:00" });
  expect(writtenDay("2013/7/13 20:46:25")).toEqual({ day: "2013-07-13", time: "20:46:25" });
  expect(writtenDay("2019-03-04 22:10:00 -0800")?.day).toBe("2019-03-04");
  expect(writtenDay("2023-02-30")).toBeUndefined();
  expect(writtenDay("someday")).toBeUndefined();
});

test("each generator's names for the fields", () => {
  // astro-paper
  expect(
    readFields({
      title: "T",
      pubDatetime: "2024-06-01T04:30:00Z",
      modDatetime: "2024-06-03T12:00:00Z",
      canonicalURL: "https://dev.to/sam/t",
      tags: ["a"],
    }),
  ).toMatchObject({
    publishDate: { day: "2024-06-01", field: "pubDatetime" },
    updated: "2024-06-03",
    canonical: "https://dev.to/sam/t",
  });
  // astro-theme-cactus
  expect(readFields({ publishDate: "2024-01-02", updatedDate: "2024-02-03" })).toMatchObject({
    publishDate: { day: "2024-01-02" },
    updated: "2024-02-03",
  });
  // Hugo, Zola
  expect(
    readFields({ lastmod: "2024-01-02", taxonomies: { tags: ["x"], categories: ["c"] } }),
  ).toMatchObject({ updated: "2024-01-02", tags: ["x"], categories: ["c"] });
  expect(readFields({ extra: { canonical_url: "https://a.example/p" } }).canonical).toBe(
    "https://a.example/p",
  );
  // Jekyll's space-separated tags, Hexo's nested categories
  expect(readFields({ tags: "go web", categories: [["生活", "随笔"]] }, true)).toMatchObject({
    tags: ["go", "web"],
    categories: ["生活", "随笔"],
  });
  // Elsewhere (Eleventy, Hexo) a string is one tag.
  expect(readFields({ tags: "second tag" }).tags).toEqual(["second tag"]);
});

test("drafts, old addresses and the slug", () => {
  expect(readFields({ published: false }).draft).toBe(true);
  expect(readFields({ draft: true }).draft).toBe(true);
  expect(readFields({ draft: false }).draft).toBe(false);
  expect(
    readFields({
      permalink: "/notes/a/",
      aliases: ["/old/a/"],
      redirect_from: "/a.html",
      slug: "a",
    }),
  ).toMatchObject({ address: "/notes/a/", aliases: ["/old/a/", "/a.html"], slug: "a" });
  // Zola's path has no leading slash; Eleventy's permalink: false had no page.
  expect(readFields({ path: "blog/a" }).address).toBe("/blog/a");
  expect(readFields({ permalink: false }).address).toBeUndefined();
});

test("a value no rule reads is the field, the value and the rule", () => {
  expect(() => readFields({ date: "someday" })).toThrow(
    new FieldError(
      "date",
      "someday",
      "must be a date, such as 2024-01-05 or 2024-01-05T10:00:00+08:00",
    ),
  );
  expect(() => readFields({ canonicalURL: "not a url" })).toThrow(
    'canonicalURL "not a url": must be the original\'s http(s) URL',
  );
  expect(() => readFields({ tags: { a: 1 } })).toThrow('tags {"a":1}: must be a list of words');
});
