import { describe, expect, test } from "vitest";
import { postFrontMatterSchema, translationFrontMatterSchema } from "./post-file.ts";

const post = { title: "A post", description: "What it says.", publishDate: "2025-01-02" };

/** The issues for `fields` over a valid post's, as [path, message]. */
const issues = (fields: Record<string, unknown>) =>
  (postFrontMatterSchema.safeParse({ ...post, ...fields }).error?.issues ?? []).map((issue) => [
    issue.path.join("."),
    issue.message,
  ]);

test("a title, a description and a day are enough: no tags, not a draft", () => {
  expect(postFrontMatterSchema.parse(post)).toEqual({ ...post, tags: [], draft: false });
});

test("every field, written well", () => {
  const full = {
    ...post,
    updated: "2025-01-02",
    tags: ["TypeScript", "web performance"],
    draft: true,
    canonical: "https://medium.com/@owner/a-post-123",
  };
  expect(postFrontMatterSchema.parse(full)).toEqual(full);
});

test("lang: a BCP 47 tag in index.md, as a post elsewhere writes it; none in a translation", () => {
  expect(postFrontMatterSchema.parse({ ...post, lang: "pt-BR" }).lang).toBe("pt-BR");
  expect(issues({ lang: "en_US" })).toEqual([
    ["lang", 'must be a BCP 47 language tag such as "fr" or "pt-BR"'],
  ]);
  expect(translationFrontMatterSchema.safeParse({ ...post, lang: "ja" }).success).toBe(false);
});

test.each(["title", "description", "publishDate"])("%s is required", (field) => {
  const rest = Object.fromEntries(Object.entries(post).filter(([key]) => key !== field));
  expect(postFrontMatterSchema.safeParse(rest).error?.issues).toMatchObject([{ path: [field] }]);
});

test("a title or description of blanks says nothing", () => {
  expect(issues({ title: "  ", description: "" })).toEqual([
    ["title", "must be non-empty text"],
    ["description", "must be non-empty text"],
  ]);
});

test.each([
  ["2025-02-29", "must be a real calendar date written YYYY-MM-DD"],
  ["2025-1-2", "must be a real calendar date written YYYY-MM-DD"],
  ["1403-02-01", "has the year 1403; write the date in the Gregorian calendar (YYYY-MM-DD)"],
])("publishDate %s is refused as the other dates of content/ are", (publishDate, message) => {
  expect(issues({ publishDate })).toEqual([["publishDate", message]]);
  expect(issues({ updated: publishDate })).toEqual([["updated", message]]);
});

test("updated may be the day of publishing or later, never before", () => {
  expect(issues({ updated: "2025-01-02" })).toEqual([]);
  expect(issues({ updated: "2025-03-01" })).toEqual([]);
  expect(issues({ updated: "2025-01-01" })).toEqual([
    ["updated", 'is before its publishDate "2025-01-02"'],
  ]);
});

test("updated before publishDate is said with the other mistakes, not after they are fixed", () => {
  expect(issues({ title: "", updated: "2024-12-31" })).toEqual([
    ["title", "must be non-empty text"],
    ["updated", 'is before its publishDate "2025-01-02"'],
  ]);
});

test("a tag is short text, listed once whatever its letter case", () => {
  expect(issues({ tags: ["a".repeat(40)] })).toEqual([]);
  expect(issues({ tags: ["a".repeat(41), " "] })).toEqual([
    // The build words it "must have at most 40 characters" (app/lib/validation/format-issues.ts).
    ["tags.0", expect.stringContaining("40")],
    ["tags.1", "must be non-empty text"],
  ]);
  expect(issues({ tags: ["React", "CSS", "react"] })).toEqual([
    ["tags.2", 'repeats tags[0] ("React"); list each tag once'],
  ]);
});

test.each([["medium.com/@owner/a-post"], ["ftp://example.com/a-post"], ["/blog/a-post"]])(
  "canonical %s is not an absolute http(s) URL",
  (canonical) => {
    expect(issues({ canonical })).toEqual([["canonical", "must be an absolute http(s) URL"]]);
  },
);

test("draft is true or false, not a word", () => {
  expect(issues({ draft: "yes" })).toMatchObject([["draft", expect.any(String)]]);
});

test("a field the schema does not know is refused", () => {
  expect(postFrontMatterSchema.safeParse({ ...post, thumbnail: "a.jpg" }).error?.issues).toEqual([
    expect.objectContaining({ code: "unrecognized_keys", keys: ["thumbnail"] }),
  ]);
});

describe("a translation's front matter", () => {
  const translation = { title: "投稿", description: "説明。" };
  const refused = (fields: Record<string, unknown>) =>
    (translationFrontMatterSchema.safeParse({ ...translation, ...fields }).error?.issues ?? []).map(
      (issue) => [issue.path.join("."), issue.message],
    );

  test("a title and a description are enough: the post's day and tags, not a draft", () => {
    expect(translationFrontMatterSchema.parse(translation)).toEqual({
      ...translation,
      draft: false,
    });
  });

  test("its own tags, none included, and a day of its own, a draft, an update and a canonical URL", () => {
    const full = {
      ...translation,
      publishDate: "2025-02-01",
      updated: "2025-02-03",
      tags: [],
      draft: true,
      canonical: "https://zenn.dev/owner/a-post",
    };
    expect(translationFrontMatterSchema.parse(full)).toEqual(full);
  });

  test.each(["title", "description"])("%s is required", (field) => {
    expect(refused({ [field]: undefined })).toMatchObject([[field, expect.any(String)]]);
  });

  test("its fields are checked as a post's", () => {
    expect(
      refused({ publishDate: "2025-02-01", updated: "2025-01-01", tags: ["Go", "go"], x: 1 }),
    ).toEqual([
      ["tags.1", 'repeats tags[0] ("Go"); list each tag once'],
      ["", expect.stringContaining("x")],
      ["updated", 'is before its publishDate "2025-02-01"'],
    ]);
  });
});

describe("aliases: the post's old addresses", () => {
  test("paths as the old site wrote them, or percent-encoded; left out, none", () => {
    const aliases = ["/2020/12/31/2020-年终总结/", "/posts/cold-starts.html", "/p/%E6%9D%B1"];
    expect(postFrontMatterSchema.parse({ ...post, aliases }).aliases).toEqual(aliases);
    expect(postFrontMatterSchema.parse(post).aliases).toBeUndefined();
    expect(translationFrontMatterSchema.parse({ ...post, aliases }).aliases).toEqual(aliases);
  });

  test.each([
    [
      "https://old.example/2020/x/?a=1",
      'must be a path, without the old site\'s address: write "/2020/x/"',
    ],
    ["2020/x", 'must be a path that starts with "/", such as "/2020/12/31/my-post/"'],
    ["/a%zz", 'has a "%" that is not a percent-encoded character'],
    ["/?p=12", 'must be a path alone, without "?…" or "#…": hosts\' redirects match the path'],
    ["/a#b", 'must be a path alone, without "?…" or "#…": hosts\' redirects match the path'],
    [
      "/my post",
      "must have no spaces or control characters: hosts' redirect files are split at spaces",
    ],
    [
      "/a%20b",
      "must have no spaces or control characters: hosts' redirect files are split at spaces",
    ],
    ["/posts/*", 'must have no "*", ":" or "\\": hosts\' redirect files read them as patterns'],
    ["/posts/:slug", 'must have no "*", ":" or "\\": hosts\' redirect files read them as patterns'],
    ["/a//b", 'must have no empty, "." or ".." part: hosts resolve them away'],
    ["/a/../b", 'must have no empty, "." or ".." part: hosts resolve them away'],
    ["/a/%2E%2E/b", 'must have no empty, "." or ".." part: hosts resolve them away'],
    [
      "/.well-known/x",
      'must have no part that starts with "." (such as ".well-known"): hosts do not serve those',
    ],
  ])("%j: %s", (alias, message) => {
    expect(issues({ aliases: [alias] })).toEqual([["aliases.0", message]]);
  });

  test("the same old address twice, slash, index.html or letter case aside, is said at the repeat", () => {
    expect(issues({ aliases: ["/2020/My-Post/", "/a", "/2020/my-post/index.html"] })).toEqual([
      ["aliases.2", 'is aliases[0] ("/2020/My-Post/") again; list each old address once'],
    ]);
  });
});

test("a series comes with its part, a whole number from 1, and a part with its series", () => {
  expect(issues({ series: "Queues", part: 2 })).toEqual([]);
  expect(issues({ series: "Queues" })).toEqual([
    ["part", "is missing: a post in a series says which part it is (part: 1, 2, 3…)"],
  ]);
  expect(issues({ part: 1 })).toEqual([
    ["series", "is missing: a part belongs to a series (series: its name)"],
  ]);
  expect(issues({ series: "Queues", part: 0 })).toEqual([
    ["part", "must be 1 or more: the first part of a series is 1"],
  ]);
  expect(issues({ series: "Queues", part: 1.5 })).toEqual([
    ["part", "must be a whole number, the post's place in its series (1, 2, 3…)"],
  ]);
});

describe("image and imageAlt: the picture shared with the post's page", () => {
  const translation = (fields: Record<string, unknown>) =>
    (translationFrontMatterSchema.safeParse({ ...post, ...fields }).error?.issues ?? []).map(
      (issue) => [issue.path.join("."), issue.message],
    );

  test("a file beside the post, with what it shows", () => {
    const shared = { image: "cover.jpg", imageAlt: "A harbour at dawn" };
    expect(postFrontMatterSchema.parse({ ...post, ...shared })).toMatchObject(shared);
    expect(issues({ image: "./images/cover.png", imageAlt: "A harbour" })).toEqual([]);
  });

  test("an image without imageAlt, and in index.md an imageAlt without an image, are each said", () => {
    expect(issues({ image: "cover.jpg" })).toEqual([
      [
        "imageAlt",
        "is missing: a post's image comes with its text alternative (imageAlt: what it shows)",
      ],
    ]);
    expect(issues({ imageAlt: "A harbour" })).toEqual([
      ["image", "is missing: imageAlt describes the post's image (image: a file beside index.md)"],
    ]);
    expect(issues({ image: "cover.jpg", imageAlt: "  " })).toEqual([
      ["imageAlt", "must be non-empty text"],
    ]);
  });

  test.each(["https://example.com/cover.jpg", "data:image/png;base64,AAAA", "/images/cover.jpg"])(
    "%s is no file beside the post",
    (image) => {
      expect(issues({ image, imageAlt: "A harbour" })).toEqual([
        ["image", 'must be an image file beside the post, named from its folder ("cover.jpg")'],
      ]);
    },
  );

  test("a translation may word the post's imageAlt alone, or give its own image with its own imageAlt", () => {
    expect(translation({ imageAlt: "夜明けの港" })).toEqual([]);
    expect(translation({ image: "cover.ja.jpg", imageAlt: "夜明けの港" })).toEqual([]);
    expect(translation({ image: "cover.ja.jpg" })).toEqual([
      [
        "imageAlt",
        "is missing: a post's image comes with its text alternative (imageAlt: what it shows)",
      ],
    ]);
  });
});
