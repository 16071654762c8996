import { expect, test } from "vitest";
import type { ShownPost } from "../content/merge-entries.ts";
import { relatedPosts, seriesParts } from "./around-a-post.ts";

const post = (title: string, tags: string[], series?: [string, number]): ShownPost => ({
  url: `https://you.example/blog/${title}`,
  title,
  publishDate: "2025-01-01",
  thumbnailAlt: "",
  tags,
  ...(series
    ? {
        local: {
          slug: title,
          file: `content/posts/${title}/index.md`,
          tags,
          home: "en_US",
          languages: ["en_US"],
          series: { key: series[0], name: series[0], part: series[1] },
        },
      }
    : {}),
});

test("related: most tags shared first, then the newest, at most three, never itself; none without tags", () => {
  const self = post("self", ["Go", "Kafka"]);
  const posts = [
    post("newest-one-tag", ["go"]),
    self,
    post("two-tags", ["Kafka", "Go"]),
    post("none", ["Rust"]),
    post("older-one-tag", ["Kafka"]),
    post("oldest-one-tag", ["Go"]),
  ];
  expect(relatedPosts(posts, self).map((one) => one.title)).toEqual([
    "two-tags",
    "newest-one-tag",
    "older-one-tag",
  ]);
  expect(relatedPosts(posts, post("untagged", []))).toEqual([]);
});

test("a series' published parts in order, whatever the list's; none outside a series", () => {
  const second = post("second", [], ["Queues", 2]);
  const posts = [second, post("other", [], ["Other", 1]), post("first", [], ["Queues", 1])];
  expect(seriesParts(posts, second).map((one) => one.title)).toEqual(["first", "second"]);
  expect(seriesParts(posts, post("alone", []))).toEqual([]);
});
