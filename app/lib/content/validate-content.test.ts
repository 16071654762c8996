import { describe, expect, test } from "vitest";
import { owner } from "../../../tests/fixtures/sample/content/owner.ts";
import { posts } from "../../../tests/fixtures/sample/content/posts.ts";
import { projects } from "../../../tests/fixtures/sample/content/projects.ts";
import { sampleRawContent as rawContent } from "../../../tests/fixtures/sample/raw-content.ts";
import { ownerSchema } from "../../../content/schema/owner.ts";
import { postSchema, projectSchema } from "../../../content/schema/entries.ts";
import { ContentError, validateContent } from "./validate-content.ts";

const IMAGES = ["default-thumbnail.jpg", "headshot.jpg", "wallet-addresses.jpg"] as const;
const files = (images: readonly string[]) => ({ images, files: [] });
const POST_TITLE = posts[0]!.title;
const POST = `content/posts.ts: posts[0] ("${POST_TITLE}")`;
const PROJECT = `content/projects.ts: projects[0] ("${projects[0]!.title}")`;
const OWNER = "content/owner.ts: owner";

type Entry = Record<string, unknown>;
type Loose = { owner: Entry; posts: Entry[]; projects: Entry[] } & Record<string, unknown>;

/** A deep copy of the real content, loosely typed so tests can break it. */
function copy(): Loose {
  return structuredClone(rawContent) as unknown as Loose;
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
    validateContent(raw, files(images));
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

describe("validateContent: the template's sample content", () => {
  test("passes with the images in content/images", () => {
    expect(() => validateContent(rawContent, files(IMAGES))).not.toThrow();
  });

  test("returns the content", () => {
    const result = validateContent(rawContent, files(IMAGES));
    expect(result.owner.name).toBe(owner.name);
    expect(result.owner.about).toHaveLength(3);
    expect(result.posts).toEqual(posts);
    expect(result.projects).toHaveLength(projects.length);
    expect(result.projects[0]!.url).toBe(projects[0]!.url);
  });

  test("passes even with extra, unused image files", () => {
    expect(() => validateContent(rawContent, files([...IMAGES, "unused.png"]))).not.toThrow();
  });

  test("the real content matches each schema on its own", () => {
    expect(ownerSchema.safeParse(owner).success).toBe(true);
    for (const p of posts) expect(postSchema.safeParse(p).success).toBe(true);
    for (const p of projects) expect(projectSchema.safeParse(p).success).toBe(true);
  });
});

describe("validateContent: empty lists", () => {
  test("empty posts and projects are valid", () => {
    const result = validateContent(
      { ...rawContent, posts: [], projects: [] },
      files(["headshot.jpg", "default-thumbnail.jpg"]),
    );
    expect(result.posts).toEqual([]);
    expect(result.projects).toEqual([]);
  });
});

describe("validateContent: normalisation", () => {
  test("a project without `tech` gets an empty list", () => {
    const content = copy();
    delete project(content).tech;
    expect(validateContent(content, files(IMAGES)).projects[0]!.tech).toEqual([]);
  });

  test("text is trimmed", () => {
    const content = copy();
    post(content).title = "  Spaced title  ";
    expect(validateContent(content, files(IMAGES)).posts[0]!.title).toBe("Spaced title");
  });

  test("the input is not modified", () => {
    const content = copy();
    delete project(content).tech;
    validateContent(content, files(IMAGES));
    expect("tech" in project(content)).toBe(false);
  });
});

describe("validateContent: each problem names the file, the entry, the field and the rule", () => {
  test("a missing post field", () => {
    const content = copy();
    delete post(content).publishDate;
    expect(problemLines(contentError(content))).toEqual([
      `  - ${POST}.publishDate is required; got nothing (the field is missing)`,
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
    expect(validateContent(content, files(IMAGES)).posts[0]!.publishDate).toBe("2024-02-29");
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
    expect(() => validateContent(content, files(IMAGES))).not.toThrow();
  });

  test("a post thumbnail that is not in content/images", () => {
    expect(
      problemLines(contentError(rawContent, ["default-thumbnail.jpg", "headshot.jpg"])),
    ).toEqual([
      `  - ${POST}.thumbnail must name a file in content/images (found: default-thumbnail.jpg, headshot.jpg); got "wallet-addresses.jpg"`,
    ]);
  });

  test("an owner headshot that is not in content/images", () => {
    const content = copy();
    content.owner.headshot = "portrait.png";
    expect(problemLines(contentError(content))).toEqual([
      `  - ${OWNER}.headshot must name a file in content/images (found: default-thumbnail.jpg, headshot.jpg, wallet-addresses.jpg); got "portrait.png"`,
    ]);
  });

  test("no images at all lists every missing image", () => {
    const content = copy();
    content.postDefaults = { thumbnail: "default-thumbnail.jpg", thumbnailAlt: "" };
    const lines = problemLines(contentError(content, []));
    expect(lines).toEqual([
      `  - ${OWNER}.headshot must name a file in content/images (found: none); got "headshot.jpg"`,
      `  - content/posts.ts: postDefaults.thumbnail must name a file in content/images (found: none); got "default-thumbnail.jpg"`,
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
      `  - ${OWNER}.locale must look like "en_US" or "pt_BR" (did you mean "en_US"?); got "English"`,
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
    delete post(content).publishDate;
    content.owner.headshot = "portrait.jpg";
    const message = contentError(content).message;
    expect(message).toContain(`${POST}.publishDate`);
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

describe("validateContent: imported entries, overrides, profiles and colours", () => {
  const imported = (url: string, title = "Imported") => ({
    url,
    title,
    description: "From a feed.",
    publishDate: "2024-06-01",
  });

  test("an imported post is named by its file and index", () => {
    const content = copy();
    content.importedPosts = [
      imported("https://dev.to/ada/one"),
      { ...imported("javascript:x"), title: "Bad" },
    ];
    expect(problemLines(contentError(content))).toEqual([
      '  - content/imported/posts.json: [1] ("Bad").url must be an absolute http(s) URL; got "javascript:x"',
    ]);
  });

  test("an imported post without a thumbnail gets the default one; sorted with the rest", () => {
    const content = copy();
    content.importedPosts = [imported("https://dev.to/ada/one")];
    content.postDefaults = {};
    // No image in postDefaults: the thumbnail the build draws (no name).
    const drawn = validateContent(content, files(IMAGES));
    expect(drawn.posts.map((p) => [p.thumbnail, p.thumbnailAlt])).toEqual([
      ["wallet-addresses.jpg", ""],
      [undefined, ""],
    ]);
    content.postDefaults = { thumbnail: "default-thumbnail.jpg", thumbnailAlt: "A pattern" };
    const named = validateContent(content, files(IMAGES));
    expect(named.posts.map((p) => [p.thumbnail, p.thumbnailAlt])).toEqual([
      ["wallet-addresses.jpg", ""],
      ["default-thumbnail.jpg", "A pattern"],
    ]);
  });

  test("an override or a hidden URL that matches no imported entry is named", () => {
    const content = copy();
    content.importedPosts = [imported("https://dev.to/ada/one")];
    content.overrides = {
      hidden: ["https://dev.to/ada/typo"],
      posts: { "https://dev.to/ada/one": { thumbnail: "missing.jpg" } },
      projects: { "https://github.com/ada/none": { title: "X" } },
    };
    expect(problemLines(contentError(content))).toEqual([
      `  - content/overrides.ts: overrides.posts["https://dev.to/ada/one"].thumbnail must name a file in content/images (found: ${IMAGES.join(", ")}); got "missing.jpg"`,
      '  - content/overrides.ts: overrides.hidden[0] must be the URL of an imported post or project; got "https://dev.to/ada/typo"',
      '  - content/overrides.ts: overrides.projects["https://github.com/ada/none"] is for no imported project: its key must be the URL of one; got {"title":"X"}',
    ]);
  });

  test("a profile file must be in content/files, and a profile needs a URL or a file", () => {
    const content = copy();
    (content.links as { more: unknown[] }).more = [
      { label: "CV", file: "cv.pdf", icon: "resume" },
      { label: "Site", url: "javascript:alert(1)", icon: "website" },
    ];
    const lines = problemLines(contentError(content));
    expect(lines).toEqual([
      '  - content/links.ts: links.more[1].url must be an absolute http(s) URL or a mailto: address; got "javascript:alert(1)"',
      '  - content/links.ts: links.more[0].file must name a file in content/files (found: none); got "cv.pdf"',
    ]);
  });

  test("an accent colour too faint to read is refused with its ratio", () => {
    const content = copy();
    content.theme = { accent: { light: "#0b6e66", dark: "#1f2937" } };
    const lines = problemLines(contentError(content));
    expect(lines[0]).toMatch(
      /^ {2}- content\/theme\.ts: theme\.accent\.dark has a contrast ratio of 1\.\d\d:1 against the dark page background #0e1216; text needs at least 4\.5:1 \(WCAG AA\); got "#1f2937"$/,
    );
  });

  test("a colour that is not a hex colour", () => {
    const content = copy();
    content.theme = { accent: { light: "teal", dark: "#5fd4c4" } };
    expect(problemLines(contentError(content))).toEqual([
      '  - content/theme.ts: theme.accent.light must be a hex colour such as "#0b6e66"; got "teal"',
    ]);
  });
});
