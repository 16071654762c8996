import { describe, expect, test } from "vitest";
import { localNeighbours, withLocalPosts, type LocalPostInput } from "./local-posts.ts";
import type { ShownPost } from "./merge-entries.ts";

const site = { baseUrl: "https://you.example", basePath: "/portfolio/" };
const external: ShownPost = {
  url: "https://medium.com/@you/elsewhere",
  title: "Elsewhere",
  description: "On another platform.",
  publishDate: "2025-02-01",
  thumbnail: "cover.jpg",
  thumbnailAlt: "",
};
const local = (slug: string, publishDate: string, more = {}): LocalPostInput => ({
  slug,
  default: {
    file: `content/posts/${slug}/index.md`,
    frontMatter: {
      title: slug,
      description: `About ${slug}.`,
      publishDate,
      tags: [],
      draft: false,
      ...more,
    },
  },
});

describe("withLocalPosts", () => {
  test("in another language's build, a local post is marked with the language it is written in", () => {
    const [post] = withLocalPosts(
      [],
      [local("hello", "2025-01-01")],
      site,
      { thumbnailAlt: "" },
      "en-US",
    );
    expect(post!.lang).toBe("en-US");
    const [own] = withLocalPosts([], [local("hello", "2025-01-01")], site, { thumbnailAlt: "" });
    expect(own!.lang).toBeUndefined();
  });

  test("no local posts: the list as it was", () => {
    expect(withLocalPosts([external], [], site, { thumbnailAlt: "" })).toEqual([external]);
  });

  test("local and external posts together, newest first, a local one at its page's URL", () => {
    const posts = withLocalPosts(
      [external],
      [
        local("older", "2025-01-01"),
        local("newer", "2025-03-01", {
          updated: "2025-03-02",
          tags: ["Go"],
          canonical: "https://dev.to/you/newer",
        }),
      ],
      site,
      { thumbnailAlt: "" },
    );
    expect(posts.map((post) => post.title)).toEqual(["newer", "Elsewhere", "older"]);
    expect(posts[0]).toEqual({
      url: "https://you.example/portfolio/blog/newer",
      title: "newer",
      description: "About newer.",
      publishDate: "2025-03-01",
      thumbnailAlt: "",
      local: {
        slug: "newer",
        file: "content/posts/newer/index.md",
        updated: "2025-03-02",
        tags: ["Go"],
        canonical: "https://dev.to/you/newer",
      },
    });
  });

  test("a local post shows postDefaults' thumbnail, as an external one without its own does", () => {
    const [post] = withLocalPosts([], [local("a", "2025-01-01")], site, {
      thumbnail: "default.jpg",
      thumbnailAlt: "A default",
    });
    expect(post).toMatchObject({ thumbnail: "default.jpg", thumbnailAlt: "A default" });
  });
});

describe("localNeighbours", () => {
  const posts = withLocalPosts(
    [external],
    [local("one", "2025-01-01"), local("two", "2025-02-02"), local("three", "2025-03-03")],
    site,
    { thumbnailAlt: "" },
  );
  test("the newer and the older local post, external ones passed over", () => {
    expect(localNeighbours(posts, "two")).toMatchObject({
      newer: { title: "three" },
      older: { title: "one" },
    });
    expect(localNeighbours(posts, "three").newer).toBeUndefined();
    expect(localNeighbours(posts, "one").older).toBeUndefined();
  });
});
