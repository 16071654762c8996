import { describe, expect, test } from "vitest";
import { postSchema, projectSchema } from "./entries.ts";

const post = {
  url: "https://blog.example.com/a-post",
  title: "A post",
  publishDate: "2025-01-02",
};

test("a post may have only a title, a link and a date (a link blog's, a release feed's)", () => {
  expect(postSchema.parse(post)).toEqual({ ...post, thumbnailAlt: "" });
  expect(postSchema.safeParse({ ...post, description: "Its summary." }).success).toBe(true);
});

test("a description that is there must still say something", () => {
  const result = postSchema.safeParse({ ...post, description: "  " });
  expect(result.error?.issues[0]).toMatchObject({
    path: ["description"],
    message: "must be non-empty text",
  });
});

test.each(["fr", "pt-BR", "zh-cn", "ar", "sr-Latn-RS"])("lang %s is a language tag", (lang) => {
  expect(postSchema.safeParse({ ...post, lang }).success).toBe(true);
});

test.each(["english", "en_US", "", "x", "fr-"])("lang %j is refused", (lang) => {
  const result = postSchema.safeParse({ ...post, lang });
  expect(result.error?.issues[0]).toMatchObject({
    path: ["lang"],
    message: 'must be a BCP 47 language tag such as "fr" or "pt-BR"',
  });
});

describe("a date in another calendar is named by its year", () => {
  const nextYear = new Date().getUTCFullYear() + 1;
  const rule = (year: string) =>
    `has the year ${year}; write the date in the Gregorian calendar (YYYY-MM-DD)`;

  // 1403-12-30 is a Solar Hijri day; 1403-02-31 is one Gregorian does not have.
  test.each(["1403-12-28", "1403-02-31", "2568-02-24", "1899-12-31"])(
    "publishDate %s is refused",
    (publishDate) => {
      const result = postSchema.safeParse({ ...post, publishDate });
      expect(result.error?.issues).toEqual([
        expect.objectContaining({ path: ["publishDate"], message: rule(publishDate.slice(0, 4)) }),
      ]);
    },
  );

  test("a Gregorian year after next year is said to be too far ahead, not another calendar's", () => {
    const publishDate = `${nextYear + 1}-01-01`;
    expect(postSchema.safeParse({ ...post, publishDate }).error?.issues).toEqual([
      expect.objectContaining({
        path: ["publishDate"],
        message: `has the year ${nextYear + 1}, more than a year ahead: a date can be at most in ${nextYear}`,
      }),
    ]);
  });

  test("a project's date too", () => {
    const project = { url: post.url, title: "A", description: "B", date: "1402-05-01" };
    expect(projectSchema.safeParse(project).error?.issues[0]).toMatchObject({
      path: ["date"],
      message: rule("1402"),
    });
  });

  test.each(["1900-01-01", "1999-12-31", `${nextYear}-12-31`])("%s is fine", (publishDate) => {
    expect(postSchema.safeParse({ ...post, publishDate }).success).toBe(true);
  });
});

describe("a project's signal is optional, and checked when written", () => {
  const project = { url: post.url, title: "A", description: "B" };
  test("without it a project is as it was", () => {
    expect(projectSchema.parse(project)).toEqual({ ...project, tech: [] });
  });
  test("stars, forks, archived, the month updated and featured", () => {
    const signal = { stars: 1200, forks: 0, archived: true, updated: "2025-03", featured: true };
    expect(projectSchema.parse({ ...project, ...signal })).toMatchObject(signal);
  });
  test.each([
    [{ stars: -1 }, "stars", "must be 0 or more"],
    [{ forks: 2.5 }, "forks", "must be a whole number"],
    [{ updated: "2025-13" }, "updated", 'must be a month written YYYY-MM, such as "2021-03"'],
    [{ updated: "2025-03-01" }, "updated", 'must be a month written YYYY-MM, such as "2021-03"'],
    [
      { updated: "1403-01" },
      "updated",
      "has the year 1403; write the month in the Gregorian calendar (YYYY-MM)",
    ],
    [
      { updated: "2568-02" },
      "updated",
      "has the year 2568; write the month in the Gregorian calendar (YYYY-MM)",
    ],
  ])("%j is refused", (fields, field, message) => {
    expect(projectSchema.safeParse({ ...project, ...fields }).error?.issues[0]).toMatchObject({
      path: [field],
      message,
    });
  });
});
