import { expect, test } from "vitest";
import { homeEntries } from "./home-entries.ts";

const post = (url: string) => ({ url, title: url, publishDate: "2025-01-01", thumbnailAlt: "" });
const project = (url: string, featured?: boolean) => ({
  url,
  title: url,
  description: url,
  tech: [],
  ...(featured && { featured }),
});

test("Home lists the first n posts, and n projects with the featured ones first", () => {
  const shown = homeEntries(
    [post("a"), post("b"), post("c")],
    [project("new"), project("old"), project("pinned", true), project("also", true)],
    2,
  );
  expect(shown.posts.map((p) => p.url)).toEqual(["a", "b"]);
  expect(shown.projects.map((p) => p.url)).toEqual(["pinned", "also"]);
  expect(homeEntries([], [project("x")], 2)).toEqual({ posts: [], projects: [project("x")] });
});
