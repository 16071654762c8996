import { afterEach, expect, test } from "vitest";
import { postFeedContent, sharePostFeedBodies } from "./post-feed-bodies.ts";

const local = {
  url: "https://you.example/blog/hello",
  local: { slug: "hello", file: "content/posts/hello/index.md" },
};
const elsewhere = { url: "https://medium.com/@you/other" };

afterEach(() => sharePostFeedBodies(new Map()));

test("a post written on the site has the body its build shared, by its page's URL; one elsewhere none", () => {
  sharePostFeedBodies(new Map([["hello", "<p>Hello.</p>"]]));
  const content = postFeedContent([local, elsewhere]);
  expect(content(local.url)).toBe("<p>Hello.</p>");
  expect(content(elsewhere.url)).toBeUndefined();
});

test("a site without local posts needs no body at all", () => {
  expect(postFeedContent([elsewhere], undefined)(elsewhere.url)).toBeUndefined();
});

test("a post written on the site without a shared body stops the build, naming its file", () => {
  expect(() => postFeedContent([local], new Map())).toThrow(
    "The feeds have no body for content/posts/hello/index.md",
  );
  expect(() => postFeedContent([local], undefined)).toThrow("content/posts/hello/index.md");
});
