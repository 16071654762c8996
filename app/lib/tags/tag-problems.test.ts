import { expect, test } from "vitest";
import { tagProblems } from "./tag-problems.ts";

const a = "content/posts/a/index.md";
const b = "content/posts/b/index.md";

test("good tags: no problem", () => {
  expect(
    tagProblems(
      [
        { where: a, tags: ["Go", "日本語"] },
        { where: b, tags: ["Go"] },
      ],
      {},
    ),
  ).toEqual({ errors: [], notices: [] });
});

test("two spellings of one tag are one tag, said once in one line", () => {
  const { errors, notices } = tagProblems(
    [
      { where: a, tags: ["Kafka"] },
      { where: b, tags: ["kafka"] },
      { where: "content/posts/c/index.md", tags: ["kafka"] },
    ],
    {},
  );
  expect(errors).toEqual([]);
  expect(notices).toEqual([
    `Tags: "Kafka" (${a}) and "kafka" (${b}) are one tag, /tags/kafka; write it one way to choose how it is shown.`,
  ]);
});

test("a tag that makes no address, or the tags page's own, or another tag's, is one line naming the file, the field and the rule", () => {
  const { errors } = tagProblems(
    [
      { where: a, tags: ["++", "Index"] },
      { where: b, tags: ["C#"] },
      { where: "content/posts/c/index.md", tags: ["C++"] },
    ],
    {},
  );
  expect(errors).toEqual([
    `${a}: tags[0] "++" makes no address (no letter or digit in it); give it an address of its own in content/posts.ts: export const tagSlugs = { "++": "…" }`,
    `${a}: tags[1] "Index" makes the address /tags/index, which the tags page's own file takes; give it an address of its own in content/posts.ts: export const tagSlugs = { "Index": "…" }`,
    `content/posts/c/index.md: tags[0] "C++" makes the address /tags/c, as "C#" (${b}) does: two tags may not share a page; write them as one tag, or give it an address of its own in content/posts.ts: export const tagSlugs = { "C++": "…" }`,
  ]);
  // The owner's own addresses part them.
  expect(
    tagProblems(
      [
        { where: b, tags: ["C#"] },
        { where: a, tags: ["C++", "++"] },
      ],
      { "C++": "cpp", "++": "plus-plus" },
    ).errors,
  ).toEqual([]);
});
