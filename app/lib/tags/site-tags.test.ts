import { expect, test } from "vitest";
import { siteTags, tagPagePath, tagSlug } from "./site-tags.ts";

test("a tag's slug keeps its script: NFC, Latin lower-cased, spaces to hyphens, digits whole", () => {
  expect(tagSlug("Web performance")).toBe("web-performance");
  expect(tagSlug("E2E testing")).toBe("e2e-testing");
  expect(tagSlug("日本語")).toBe("日本語");
  expect(tagSlug("Ελληνικά")).toBe("Ελληνικά");
  expect(tagSlug("الذكاء الاصطناعي")).toBe("الذكاء-الاصطناعي");
  expect(tagSlug("Cafe\u0301")).toBe("café");
  expect(tagSlug("++")).toBe("");
});

test("the owner's slug for a tag wins, by its spelling letter case aside", () => {
  expect(tagSlug("日本語", { 日本語: "japanese" })).toBe("japanese");
  expect(tagSlug("kafka", { Kafka: "apache-kafka" })).toBe("apache-kafka");
});

test("a tag's page address is percent-encoded, as a URL writes it", () => {
  expect(tagPagePath("go")).toBe("/tags/go");
  expect(tagPagePath("日本語")).toBe("/tags/%E6%97%A5%E6%9C%AC%E8%AA%9E");
});

test("each tag once by its slug, its posts newest first, the tags in the language's order", () => {
  const newer = { id: "newer", tags: ["Kafka", "Go"] };
  const older = { id: "older", tags: ["kafka", "Ärger"] };
  const posts: { id: string; tags?: string[] }[] = [newer, older, { id: "none" }];
  const tags = siteTags(posts, {}, "de-DE");
  expect(tags.map((tag) => [tag.slug, tag.name, tag.posts.map((post) => post.id)])).toEqual([
    ["ärger", "Ärger", ["older"]],
    ["go", "Go", ["newer"]],
    ["kafka", "Kafka", ["newer", "older"]],
  ]);
});
