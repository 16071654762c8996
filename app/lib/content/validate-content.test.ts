import { describe, expect, test } from "vitest";
import { owner } from "../../../content/owner";
import { posts } from "../../../content/posts";
import { projects } from "../../../content/projects";
import { ownerSchema, postSchema, projectSchema } from "../../../content/schema";
import { ContentError, validateContent } from "./validate-content";

const IMAGES = ["headshot.jpg", "wallet-addresses.jpg"] as const;
const POST_TITLE = posts[0]!.title;
const POST = `content/posts.ts: posts[0] ("${POST_TITLE}")`;
const PROJECT = `content/projects.ts: projects[0] ("${projects[0]!.title}")`;
const OWNER = "content/owner.ts: owner";

type Entry = Record<string, unknown>;
type Loose = { owner: Entry; posts: Entry[]; projects: Entry[] };

/** A deep copy of the real content, loosely typed so tests can break it. */
function copy(): Loose {
  return structuredClone({ owner, posts, projects }) as unknown as Loose;
}

function post(content: Loose, index = 0): Entry {
  return content.posts[index]!;
}

function project(content: Loose, index = 0): Entry {
  return content.projects[index]!;
}

/** The ContentError validateContent throws for `raw` (fails the test otherwise). */
function contentError(raw: unknown, images: readonly string[] = IMAGES): ContentError {
  let caught: unknown;
  try {
    validateContent(raw, images);
  } catch (error) {
    caught = error;
  }
  expect(caught, "validateContent should have thrown").toBeInstanceOf(ContentError);
  const error = caught as ContentError;
  expect(error).toBeInstanceOf(Error);
  expect(error.name).toBe("ContentError");
  return error;
}

function problemLines(error: Error): string[] {
  return error.message.split("\n").filter((line) => line.startsWith("  - "));
}

describe("validateContent: the real content", () => {
  test("passes with the images in content/images", () => {
    expect(() => validateContent({ owner, posts, projects }, IMAGES)).not.toThrow();
  });

  test("returns the content", () => {
    const result = validateContent({ owner, posts, projects }, IMAGES);
    expect(result.owner.name).toBe(owner.name);
    expect(result.owner.about).toHaveLength(3);
    expect(result.posts).toEqual(posts);
    expect(result.projects).toHaveLength(projects.length);
    expect(result.projects[0]!.url).toBe(projects[0]!.url);
  });

  test("passes even with extra, unused image files", () => {
    expect(() =>
      validateContent({ owner, posts, projects }, [...IMAGES, "unused.png"]),
    ).not.toThrow();
  });

  test("the real content matches each schema on its own", () => {
    expect(ownerSchema.safeParse(owner).success).toBe(true);
    for (const p of posts) expect(postSchema.safeParse(p).success).toBe(true);
    for (const p of projects) expect(projectSchema.safeParse(p).success).toBe(true);
  });
});

describe("validateContent: empty lists", () => {
  test("empty posts and projects are valid", () => {
    const result = validateContent({ owner, posts: [], projects: [] }, ["headshot.jpg"]);
    expect(result.posts).toEqual([]);
    expect(result.projects).toEqual([]);
  });
});

describe("validateContent: normalisation", () => {
  test("a project without `tech` gets an empty list", () => {
    const content = copy();
    delete project(content).tech;
    expect(validateContent(content, IMAGES).projects[0]!.tech).toEqual([]);
  });

  test("text is trimmed", () => {
    const content = copy();
    post(content).title = "  Spaced title  ";
    expect(validateContent(content, IMAGES).posts[0]!.title).toBe("Spaced title");
  });

  test("the input is not modified", () => {
    const content = copy();
    delete project(content).tech;
    validateContent(content, IMAGES);
    expect("tech" in project(content)).toBe(false);
  });
});

describe("validateContent: each problem names the file, the entry, the field and the rule", () => {
  test("a missing post field", () => {
    const content = copy();
    delete post(content).description;
    expect(problemLines(contentError(content))).toEqual([
      `  - ${POST}.description is required; got nothing (the field is missing)`,
    ]);
  });

  test("a missing post title (the entry is then named by its index)", () => {
    const content = copy();
    delete post(content).title;
    const lines = problemLines(contentError(content));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^ {2}- content\/posts\.ts: posts\[0\]\.title /);
    expect(lines[0]).toContain("is required");
    expect(lines[0]).toContain("got nothing (the field is missing)");
  });

  test("a missing owner field", () => {
    const content = copy();
    delete content.owner.name;
    const lines = problemLines(contentError(content));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^ {2}- content\/owner\.ts: owner\.name /);
    expect(lines[0]).toContain("is required");
    expect(lines[0]).toContain("the field is missing");
  });

  test("an empty (blank) text field", () => {
    const content = copy();
    post(content).description = "   ";
    expect(problemLines(contentError(content))).toEqual([
      `  - ${POST}.description must be non-empty text; got "   "`,
    ]);
  });

  test("a field of the wrong type", () => {
    const content = copy();
    project(content).tech = "Go";
    expect(problemLines(contentError(content))).toEqual([
      `  - ${PROJECT}.tech must be a list; got "Go"`,
    ]);
  });

  test("a title of the wrong type", () => {
    const content = copy();
    project(content).title = 42;
    const lines = problemLines(contentError(content));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^ {2}- content\/projects\.ts: projects\[0\]\.title /);
    expect(lines[0]).toContain("must be text; got 42");
    expect(lines[0]).toMatch(/got 42$/);
  });

  test("a missing section", () => {
    const content = copy() as Partial<Loose>;
    delete content.projects;
    const lines = problemLines(contentError(content));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^ {2}- content\/projects\.ts: projects /);
    expect(lines[0]).toContain("is required");
  });

  test.each([
    ["not a URL", "not a url"],
    ["a javascript: URL", "javascript:alert(1)"],
    ["a protocol-relative URL", "//example.com/post"],
    ["an ftp URL", "ftp://example.com/post"],
  ])("a post with %s", (_label, url) => {
    const content = copy();
    post(content).url = url;
    expect(problemLines(contentError(content))).toEqual([
      `  - ${POST}.url must be an absolute http(s) URL; got ${JSON.stringify(url)}`,
    ]);
  });

  test.each([
    ["not a URL", "github.com/someone/project"],
    ["a javascript: URL", "javascript:alert(1)"],
  ])("a project with %s", (_label, url) => {
    const content = copy();
    project(content).url = url;
    expect(problemLines(contentError(content))).toEqual([
      `  - ${PROJECT}.url must be an absolute http(s) URL; got ${JSON.stringify(url)}`,
    ]);
  });

  test("an impossible date (2025-02-30)", () => {
    const content = copy();
    post(content).publishDate = "2025-02-30";
    const lines = problemLines(contentError(content));
    expect(lines.length).toBeGreaterThanOrEqual(1);
    for (const line of lines) {
      expect(line.startsWith(`  - ${POST}.publishDate must be `)).toBe(true);
      expect(line.endsWith('; got "2025-02-30"')).toBe(true);
    }
    expect(lines.join("\n")).toMatch(/real calendar date|YYYY-MM-DD/);
  });

  test("February 29 is rejected outside a leap year and accepted in one", () => {
    const content = copy();
    post(content).publishDate = "2025-02-29";
    expect(contentError(content).message).toContain(`${POST}.publishDate must be`);
    post(content).publishDate = "2024-02-29";
    expect(validateContent(content, IMAGES).posts[0]!.publishDate).toBe("2024-02-29");
  });

  for (const date of ["24/02/2025", "2025-2-24", "2025-13-01", "2025-02-32", "February 24, 2025"]) {
    test(`a date in the wrong format (${JSON.stringify(date)}) is a ContentError`, () => {
      const content = copy();
      post(content).publishDate = date;
      const lines = problemLines(contentError(content));
      expect(lines).toContain(
        `  - ${POST}.publishDate must be a real calendar date written YYYY-MM-DD; got ${JSON.stringify(date)}`,
      );
      for (const line of lines)
        expect(line.startsWith(`  - ${POST}.publishDate must be `)).toBe(true);
    });
  }

  test("a date that is not text", () => {
    const content = copy();
    post(content).publishDate = 20250224;
    const lines = problemLines(contentError(content));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toBe(`  - ${POST}.publishDate must be text; got 20250224`);
  });

  test("duplicate post URLs", () => {
    const content = copy();
    content.posts.push({ ...post(content), title: "Second post" });
    expect(problemLines(contentError(content))).toEqual([
      `  - content/posts.ts: posts[1] ("Second post").url must be unique, but entry 0 has the same URL; got ${JSON.stringify(posts[0]!.url)}`,
    ]);
  });

  test("duplicate project URLs", () => {
    const content = copy();
    content.projects.push({
      ...project(content),
      title: "other",
      url: "https://example.com/other",
    });
    content.projects.push({ ...project(content), title: "again" });
    expect(problemLines(contentError(content))).toEqual([
      `  - content/projects.ts: projects[2] ("again").url must be unique, but entry 0 has the same URL; got ${JSON.stringify(projects[0]!.url)}`,
    ]);
  });

  test("the same URL in a post and a project is allowed", () => {
    const content = copy();
    project(content).url = post(content).url;
    expect(() => validateContent(content, IMAGES)).not.toThrow();
  });

  test("a post thumbnail that is not in content/images", () => {
    expect(problemLines(contentError({ owner, posts, projects }, ["headshot.jpg"]))).toEqual([
      `  - ${POST}.thumbnail must name a file in content/images (found: headshot.jpg); got "wallet-addresses.jpg"`,
    ]);
  });

  test("an owner headshot that is not in content/images", () => {
    const content = copy();
    content.owner.headshot = "portrait.png";
    expect(problemLines(contentError(content))).toEqual([
      `  - ${OWNER}.headshot must name a file in content/images (found: headshot.jpg, wallet-addresses.jpg); got "portrait.png"`,
    ]);
  });

  test("no images at all lists every missing image", () => {
    const lines = problemLines(contentError({ owner, posts, projects }, []));
    expect(lines).toEqual([
      `  - ${OWNER}.headshot must name a file in content/images (found: none); got "headshot.jpg"`,
      `  - ${POST}.thumbnail must name a file in content/images (found: none); got "wallet-addresses.jpg"`,
    ]);
  });

  test("an image name that is not an image file", () => {
    const content = copy();
    post(content).thumbnail = "wallet-addresses.gif";
    expect(problemLines(contentError(content, [...IMAGES, "wallet-addresses.gif"]))).toEqual([
      `  - ${POST}.thumbnail must be an image file name in content/images (.jpg, .png, .webp or .avif); got "wallet-addresses.gif"`,
    ]);
  });

  test("an image path instead of a file name", () => {
    const content = copy();
    content.owner.headshot = "images/headshot.jpg";
    const lines = problemLines(contentError(content));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`${OWNER}.headshot must be an image file name`);
  });

  test.each([2, 4])("about with %i paragraphs", (count) => {
    const content = copy();
    const about = owner.about.slice(0, 2);
    while (about.length < count) about.push("Another paragraph.");
    content.owner.about = about;
    const lines = problemLines(contentError(content));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^ {2}- content\/owner\.ts: owner\.about must have exactly three paragraphs; got \[/,
    );
  });

  test("a blank about paragraph names its index", () => {
    const content = copy();
    (content.owner.about as string[])[1] = " ";
    expect(problemLines(contentError(content))).toEqual([
      `  - ${OWNER}.about[1] must be non-empty text; got " "`,
    ]);
  });

  test("a bad locale", () => {
    const content = copy();
    content.owner.locale = "English";
    expect(problemLines(contentError(content))).toEqual([
      `  - ${OWNER}.locale must look like "en_US"; got "English"`,
    ]);
  });
});

describe("validateContent: several problems", () => {
  test("problems in every file are listed in one ContentError", () => {
    const content = copy();
    content.owner.about = ["one"];
    post(content).url = "javascript:alert(1)";
    post(content).publishDate = "2025-02-30";
    project(content).url = "not a url";
    const error = contentError(content);
    const message = error.message;
    expect(message.startsWith("Invalid content:\n")).toBe(true);
    expect(message).toContain(`${OWNER}.about must have exactly three paragraphs`);
    expect(message).toContain(
      `${POST}.url must be an absolute http(s) URL; got "javascript:alert(1)"`,
    );
    expect(message).toContain(`${POST}.publishDate must be`);
    expect(message).toContain(`${PROJECT}.url must be an absolute http(s) URL; got "not a url"`);
  });

  test("problems in later entries name the right entry", () => {
    const content = copy();
    content.posts.push({ ...post(content), url: "https://example.com/2", title: "Second" });
    post(content, 1).thumbnailAlt = 7;
    expect(problemLines(contentError(content))).toEqual([
      `  - content/posts.ts: posts[1] ("Second").thumbnailAlt must be text; got 7`,
    ]);
  });

  test("a schema problem and a missing image are reported together", () => {
    const content = copy();
    delete post(content).description;
    content.owner.headshot = "portrait.jpg";
    const message = contentError(content).message;
    expect(message).toContain(`${POST}.description`);
    expect(message).toContain(`${OWNER}.headshot must name a file in content/images`);
  });
});

describe("validateContent: not an object", () => {
  test("undefined is a ContentError, not a crash", () => {
    expect(contentError(undefined).message).toContain("content is required");
  });
});

describe("validateContent: duplicates are found whatever else is wrong", () => {
  test("a duplicate URL is reported alongside another entry's problem", () => {
    const content = copy();
    content.posts.push({ ...post(content), title: "Copy" });
    content.posts.push({ ...post(content), title: "Broken", publishDate: "2025-02-30" });
    const lines = problemLines(contentError(content));
    expect(lines).toContain(
      `  - content/posts.ts: posts[1] ("Copy").url must be unique, but entry 0 has the same URL; got ${JSON.stringify(posts[0]!.url)}`,
    );
  });
  test("URLs that differ only by a trailing slash are the same", () => {
    const content = copy();
    content.projects.push({ ...project(content), title: "Slash", url: `${projects[0]!.url}/` });
    expect(problemLines(contentError(content))).toEqual([
      `  - content/projects.ts: projects[1] ("Slash").url must be unique, but entry 0 has the same URL; got ${JSON.stringify(`${projects[0]!.url}/`)}`,
    ]);
  });
});
