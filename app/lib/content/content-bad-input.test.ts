import { describe, expect, test } from "vitest";
import { posts } from "../../../tests/fixtures/sample/content/posts.ts";
import { projects } from "../../../tests/fixtures/sample/content/projects.ts";
import { sampleRawContent as rawContent } from "../../../tests/fixtures/sample/raw-content.ts";
import { ContentError, validateContent } from "./validate-content.ts";

// The bad content issue 5 lists (a missing field, a wrong type, an invalid
// URL, an impossible date, two entries with the same URL), for every field
// of every file, each checked against the exact line the build prints. The
// broader cases live in validate-content.test.ts.

const IMAGES = ["default-thumbnail.jpg", "headshot.jpg", "wallet-addresses.jpg"];
type Entry = Record<string, unknown>;
type Loose = { owner: Entry; posts: Entry[]; projects: Entry[] } & Record<string, unknown>;

const copy = () => structuredClone(rawContent) as unknown as Loose;
const POST = `content/posts.ts: posts[0] ("${posts[0]!.title}")`;
const PROJECT = `content/projects.ts: projects[0] ("${projects[0]!.title}")`;
const OWNER = "content/owner.ts: owner";

function problemLines(raw: unknown): string[] {
  let caught: unknown;
  try {
    validateContent(raw, { images: IMAGES, files: [] });
  } catch (error) {
    caught = error;
  }
  expect(caught, "validateContent should have thrown").toBeInstanceOf(ContentError);
  return (caught as Error).message.split("\n").filter((line) => line.startsWith("  - "));
}

const MISSING = "is required; got nothing (the field is missing)";

// [where the entry is named, how to reach the entry, the field]
const fields: [string, (c: Loose) => Entry, string][] = [
  // A post's description may be left out (a title-only post); a project's may not.
  ...["url", "publishDate"].map((f): [string, (c: Loose) => Entry, string] => [
    POST,
    (c) => c.posts[0]!,
    f,
  ]),
  ...["url", "description"].map((f): [string, (c: Loose) => Entry, string] => [
    PROJECT,
    (c) => c.projects[0]!,
    f,
  ]),
  ...[
    "name",
    "jobTitle",
    "greeting",
    "bio",
    "about",
    "description",
    "headshot",
    "headshotAlt",
    "locale",
  ].map((f): [string, (c: Loose) => Entry, string] => [OWNER, (c) => c.owner, f]),
];

describe.each(fields)("%s.%s", (where, entry, field) => {
  test("missing", () => {
    const content = copy();
    Reflect.deleteProperty(entry(content), field);
    expect(problemLines(content)).toEqual([`  - ${where}.${field} ${MISSING}`]);
  });

  test("of the wrong type (a number)", () => {
    const content = copy();
    entry(content)[field] = 7;
    const expected = field === "about" ? "a list" : "text";
    expect(problemLines(content)).toEqual([`  - ${where}.${field} must be ${expected}; got 7`]);
  });
});

describe("a title, which also names the entry", () => {
  test.each([
    ["posts", "content/posts.ts"],
    ["projects", "content/projects.ts"],
  ] as const)(
    "missing or of the wrong type in %s, the entry is named by its index",
    (list, file) => {
      const content = copy();
      delete content[list][0]!.title;
      expect(problemLines(content)).toEqual([`  - ${file}: ${list}[0].title ${MISSING}`]);
      content[list][0]!.title = ["A title"];
      expect(problemLines(content)).toEqual([
        `  - ${file}: ${list}[0].title must be text; got ["A title"]`,
      ]);
    },
  );
});

describe("wrong types of whole entries and lists", () => {
  test("a post that is not an object", () => {
    const content = copy();
    content.posts[0] = "https://example.com/post" as unknown as Entry;
    expect(problemLines(content)).toEqual([
      '  - content/posts.ts: posts[0] must be an object; got "https://example.com/post"',
    ]);
  });

  test("projects that are not a list", () => {
    const content = copy() as unknown as Record<string, unknown>;
    content.projects = { url: "https://example.com" };
    expect(problemLines(content)).toEqual([
      '  - content/projects.ts: projects must be a list; got {"url":"https://example.com"}',
    ]);
  });

  test("a tech tag that is not text", () => {
    const content = copy();
    content.projects[0]!.tech = ["Go", 3];
    expect(problemLines(content)).toEqual([`  - ${PROJECT}.tech[1] must be text; got 3`]);
  });
});

const badUrls = [
  ["a javascript: URL", "javascript:alert(1)"],
  ["a javascript: URL in capitals", "JAVASCRIPT:alert(1)"],
  ["a javascript: URL with leading space", " javascript:alert(1)"],
  ["a data: URL", "data:text/html,<script>alert(1)</script>"],
  ["a mailto: URL", "mailto:someone@example.com"],
  ["a relative URL", "/blog/post"],
  ["a malformed URL", "https://exa mple.com/post"],
  ["an empty URL", ""],
] as const;

describe.each([
  ["post", POST, (c: Loose) => c.posts[0]!],
  ["project", PROJECT, (c: Loose) => c.projects[0]!],
] as const)("a %s url", (_kind, where, entry) => {
  test.each(badUrls)("%s is refused", (_label, url) => {
    const content = copy();
    entry(content).url = url;
    expect(problemLines(content)).toEqual([
      `  - ${where}.url must be an absolute http(s) URL; got ${JSON.stringify(url)}`,
    ]);
  });
});

describe("impossible dates", () => {
  test.each(["2025-04-31", "2025-02-29", "2025-00-10", "2025-12-00", "2023-13-01"])(
    "%s is refused",
    (date) => {
      const content = copy();
      content.posts[0]!.publishDate = date;
      expect(problemLines(content)).toEqual([
        `  - ${POST}.publishDate must be a real calendar date written YYYY-MM-DD; got "${date}"`,
      ]);
    },
  );
});

describe("dates of another calendar", () => {
  test("a post's Solar Hijri date: its year is named, and the calendar to write it in", () => {
    const content = copy();
    content.posts[0]!.publishDate = "1403-12-28";
    content.projects[0]!.date = "2568-02-24";
    expect(problemLines(content)).toEqual([
      `  - ${POST}.publishDate has the year 1403; write the date in the Gregorian calendar (YYYY-MM-DD); got "1403-12-28"`,
      `  - ${PROJECT}.date has the year 2568; write the date in the Gregorian calendar (YYYY-MM-DD); got "2568-02-24"`,
    ]);
  });
});

describe("two entries with the same URL", () => {
  test("three posts with one URL name both later entries, the field and the first", () => {
    const content = copy();
    const url = posts[0]!.url;
    content.posts.push(
      { ...content.posts[0]!, title: "Two" },
      { ...content.posts[0]!, title: "3" },
    );
    expect(problemLines(content)).toEqual([
      `  - content/posts.ts: posts[1] ("Two").url must be unique, but entry 0 has the same URL; got "${url}"`,
      `  - content/posts.ts: posts[2] ("3").url must be unique, but entry 0 has the same URL; got "${url}"`,
    ]);
  });
});

describe("the monogram", () => {
  test.each(["ABC", "T A", ""])("%j is refused with the rule", (monogram) => {
    const content = copy();
    content.owner.monogram = monogram;
    expect(problemLines(content)).toEqual([
      `  - ${OWNER}.monogram must be one or two letters, or "icon" for the site's icon; got ${JSON.stringify(monogram)}`,
    ]);
  });

  test.each(["T", "TA", "icon", "ش‌ر", "E\u0301D"])("%j is taken", (monogram) => {
    const content = copy();
    content.owner.monogram = monogram;
    expect(() => validateContent(content, { images: IMAGES, files: [] })).not.toThrow();
  });
});
