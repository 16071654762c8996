import { expect, test } from "vitest";
import { localPost } from "./local-post.test-support.ts";
import type { LocalPost } from "./post-files.ts";
import { postTags } from "./post-tags.ts";

const post = (slug: string, tags: string[], translations: LocalPost["translations"] = {}) =>
  localPost(slug, { tags }, { translations });

const ja = (slug: string, tags?: string[]) =>
  ({
    file: `content/posts/${slug}/index.ja_JP.md`,
    frontMatter: { title: "題", description: "説明", draft: false, ...(tags ? { tags } : {}) },
  }) as unknown as LocalPost["translations"][string];

const external = {
  url: "https://dev.to/you/queues",
  title: "Queues",
  publishDate: "2024-01-01",
  thumbnailAlt: "",
  tags: ["Kafka"],
};

test("each language's tags: a translation's own, or the post's; an external post's in every language", () => {
  const { errors, locales } = postTags(
    [post("a", ["Go", "Performance"], { ja_JP: ja("a", ["パフォーマンス"]) }), post("b", ["Go"])],
    [external],
    {},
    ["en_US", "ja_JP"],
  );
  expect(errors).toEqual([]);
  expect(locales).toEqual({
    go: ["en_US", "ja_JP"],
    performance: ["en_US"],
    kafka: ["en_US", "ja_JP"],
    パフォーマンス: ["ja_JP"],
  });
});

test("a problem in any language's tags is said once, naming the file that writes the tag", () => {
  const { errors } = postTags(
    [post("a", ["C#"], { ja_JP: ja("a", ["C++"]) }), post("b", ["C++"])],
    [],
    {},
    ["en_US", "ja_JP"],
  );
  // In English, "C#" and "C++" meet in /tags/c; in Japanese both posts say "C++", one tag.
  expect(errors).toHaveLength(1);
  expect(errors[0]).toMatch(
    /^content\/posts\/b\/index\.md: tags\[0\] "C\+\+" makes the address \/tags\/c, as "C#" \(content\/posts\/a\/index\.md\) does/,
  );
});
