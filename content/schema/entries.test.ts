import { expect, test } from "vitest";
import { postSchema } from "./entries.ts";

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
