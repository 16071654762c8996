import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { ContentError } from "../../app/lib/content/validate-content.ts";
import { readPostFiles, takenPostSlugs, type PostFileOptions } from "./post-files.ts";

// A project root made for each case, holding only the files it gives.

const roots: string[] = [];
afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

function project(files: Record<string, string | Buffer>): string {
  const root = mkdtempSync(join(tmpdir(), "post-files-"));
  roots.push(root);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  }
  return root;
}

const options: PostFileOptions = { languages: ["ja_JP", "pt_BR"], routes: takenPostSlugs([]) };

/** A post file: front matter of these lines, then the body. */
const post = (frontMatter: string[], body = "Hello.\n") =>
  ["---", ...frontMatter, "---", body].join("\n");
const fields = ["title: A post", "description: What it says.", "publishDate: 2025-01-02"];
const good = post(fields);

/** The lines of the ContentError readPostFiles throws (fails the test if it returns). */
function problems(files: Record<string, string | Buffer>, given = options): string[] {
  const root = project(files);
  let caught: unknown;
  try {
    readPostFiles(root, given);
  } catch (error) {
    caught = error;
  }
  expect(caught, "readPostFiles should have thrown").toBeInstanceOf(ContentError);
  const [heading, ...lines] = (caught as ContentError).message.split("\n");
  expect(heading).toBe("Invalid content:");
  return lines;
}

describe("reading posts", () => {
  test("no content/posts/: no posts", () => {
    expect(readPostFiles(project({ "content/posts.ts": "" }), options)).toEqual([]);
  });

  test("a post and its translation: front matter typed, the body, and the body's first line", () => {
    const root = project({
      "content/posts/hello-world/index.md": post(
        [...fields, "tags:", "  - TypeScript", "  - CSS", "draft: true"],
        "\n# Hello\n\nText.\n",
      ),
      "content/posts/hello-world/index.ja_JP.md": post(
        ["title: 投稿", "description: 説明。", "publishDate: 2025-01-03"],
        "こんにちは。\n",
      ),
      "content/posts/hello-world/photo.jpg": "",
      "content/posts/hello-world/notes.md": "not a post file\n",
    });
    expect(readPostFiles(root, options)).toEqual([
      {
        slug: "hello-world",
        folder: "content/posts/hello-world",
        default: {
          file: "content/posts/hello-world/index.md",
          frontMatter: {
            title: "A post",
            description: "What it says.",
            publishDate: "2025-01-02",
            tags: ["TypeScript", "CSS"],
            draft: true,
          },
          body: "\n# Hello\n\nText.\n",
          bodyLine: 10,
        },
        translations: {
          ja_JP: {
            file: "content/posts/hello-world/index.ja_JP.md",
            // Its tags left out: the post's (local-posts.ts).
            frontMatter: {
              title: "投稿",
              description: "説明。",
              publishDate: "2025-01-03",
              draft: false,
            },
            body: "こんにちは。\n",
            bodyLine: 6,
          },
        },
      },
    ]);
  });

  test("posts come by slug; a byte order mark and Windows line ends are read as any file", () => {
    const windows = `\uFEFF${good.replaceAll("\n", "\r\n")}`;
    const root = project({ "content/posts/b/index.md": windows, "content/posts/a/index.md": good });
    const posts = readPostFiles(root, options);
    expect(posts.map((one) => one.slug)).toEqual(["a", "b"]);
    expect(posts[1]!.default).toMatchObject({ body: "Hello.\n", bodyLine: 6 });
    expect(posts[1]!.default.frontMatter.title).toBe("A post");
  });

  test("a date is read as written, not as YAML 1.1's timestamp", () => {
    const [read] = readPostFiles(project({ "content/posts/a/index.md": good }), options);
    expect(read!.default.frontMatter.publishDate).toBe("2025-01-02");
  });
});

describe("front matter: one line a mistake, with the file's line", () => {
  test("a field's mistake names its line, the field, the rule and the value", () => {
    const file = post([
      "title: A post",
      "description: What it says.",
      "publishDate: 2025-02-30",
      "tags: [css, CSS]",
      "canonical: medium.com/a",
      "draft: yes",
    ]);
    expect(problems({ "content/posts/a/index.md": file })).toEqual([
      '  - content/posts/a/index.md:4: publishDate must be a real calendar date written YYYY-MM-DD; got "2025-02-30"',
      '  - content/posts/a/index.md:5: tags[1] repeats tags[0] ("css"); list each tag once; got "CSS"',
      '  - content/posts/a/index.md:6: canonical must be an absolute http(s) URL; got "medium.com/a"',
      '  - content/posts/a/index.md:7: draft must be true or false; got "yes"',
    ]);
  });

  test("a lang that is no BCP 47 tag is one line; a translation has none, its name says its language", () => {
    expect(
      problems({
        "content/posts/a/index.md": post([...fields, "lang: english"]),
        "content/posts/a/index.ja_JP.md": post([...fields, "lang: ja"]),
      }),
    ).toEqual([
      "  - content/posts/a/index.ja_JP.md:5: lang is index.md's alone: a translation's language is its file's name (index.<locale>.md); got \"ja\"",
      '  - content/posts/a/index.md:5: lang must be a BCP 47 language tag such as "fr" or "pt-BR"; got "english"',
    ]);
  });

  test("a tag too long, in a list written a line each, names the tag's line", () => {
    const file = post([...fields, "tags:", "  - fine", `  - ${"x".repeat(41)}`]);
    expect(problems({ "content/posts/a/index.md": file })).toEqual([
      `  - content/posts/a/index.md:7: tags[1] must have at most 40 characters; got "${"x".repeat(41)}"`,
    ]);
  });

  test("a missing field names the opening line; an unknown one its own, with what it could mean", () => {
    const file = post(["titel: A post", "publishDate: 2025-01-02", "updated: 2025-01-01"]);
    expect(problems({ "content/posts/a/index.md": file })).toEqual([
      "  - content/posts/a/index.md:1: title is required; got nothing (the field is missing)",
      "  - content/posts/a/index.md:1: description is required; got nothing (the field is missing)",
      '  - content/posts/a/index.md:2: titel is not a field here (did you mean "title"?)',
      '  - content/posts/a/index.md:4: updated is before its publishDate "2025-01-02"; got "2025-01-01"',
    ]);
  });

  test("an empty front matter asks for each required field", () => {
    expect(problems({ "content/posts/a/index.md": post([]) })).toEqual([
      "  - content/posts/a/index.md:1: title is required; got nothing (the field is missing)",
      "  - content/posts/a/index.md:1: description is required; got nothing (the field is missing)",
      "  - content/posts/a/index.md:1: publishDate is required; got nothing (the field is missing)",
    ]);
  });

  test("malformed YAML: the line and column, and the line as written", () => {
    const file = post(["title: A post: the sequel", ...fields.slice(1)]);
    expect(problems({ "content/posts/a/index.md": file })).toEqual([
      '  - content/posts/a/index.md:2:8: front matter must be valid YAML: Nested mappings are not allowed in compact mappings; got "title: A post: the sequel"',
    ]);
  });

  test("a field written twice is malformed YAML, at the second", () => {
    const file = post([...fields, "title: Again"]);
    expect(problems({ "content/posts/a/index.md": file })).toEqual([
      '  - content/posts/a/index.md:5:1: front matter must be valid YAML: Map keys must be unique; got "title: Again"',
    ]);
  });

  test("front matter that is not fields", () => {
    expect(problems({ "content/posts/a/index.md": post(["- A post"]) })).toEqual([
      '  - content/posts/a/index.md:2: front matter must be fields, one "name: value" a line; got ["A post"]',
    ]);
  });

  test("no front matter, or none closed", () => {
    expect(
      problems({
        "content/posts/a/index.md": "# A post\n\nHello.\n",
        "content/posts/b/index.md": "---\ntitle: A post\n\nHello.\n",
      }),
    ).toEqual([
      '  - content/posts/a/index.md:1: front matter must open the file: a line "---", its fields (title, description, publishDate…), and a line "---"; got "# A post"',
      '  - content/posts/b/index.md:1: front matter must end with a line "---" before the post\'s text; got the end of the file',
    ]);
  });

  test("an empty body, with the line it should start on", () => {
    expect(
      problems({
        "content/posts/a/index.md": post(fields, "\n  \n"),
        "content/posts/b/index.md": post(fields).replace(/Hello\.\n$/, ""),
      }),
    ).toEqual([
      '  - content/posts/a/index.md:6: body must have the post\'s text after the front matter; got "\\n  \\n"',
      '  - content/posts/b/index.md:6: body must have the post\'s text after the front matter; got ""',
    ]);
  });
});

describe("slugs", () => {
  test.each([
    ["My-Post", "must have no capital Latin letters", "my-post"],
    [
      "my_post",
      "may hold only letters, digits and single hyphens between them (no spaces, slashes, dots or other signs)",
      "my-post",
    ],
    [
      "two--hyphens",
      "may hold only letters, digits and single hyphens between them (no spaces, slashes, dots or other signs)",
      "two-hyphens",
    ],
    [
      "-leading",
      "may hold only letters, digits and single hyphens between them (no spaces, slashes, dots or other signs)",
      "leading",
    ],
    [
      "Cafe\u0301",
      "must be written in Unicode's composed form (NFC), as a keyboard writes it",
      "café",
    ],
  ])(
    "%s breaks the slug rule: one line naming the folder, the rule and what it meant",
    (slug, rule, meant) => {
      expect(problems({ [`content/posts/${slug}/index.md`]: good })).toEqual([
        `  - content/posts/${slug}: slug ${rule} (did you mean "${meant}"?); got "${slug}"`,
      ]);
    },
  );

  test.each(["café-notes", "2020-年终总结", "東京の夜", "مفاتيح-عدم-التكرار"])(
    "%s keeps its script: a post's folder and address",
    (slug) => {
      const root = project({ [`content/posts/${slug}/index.md`]: good });
      expect(readPostFiles(root, options)[0]!.slug).toBe(slug);
    },
  );

  test("digits are fine", () => {
    const root = project({ "content/posts/2024-in-review/index.md": good });
    expect(readPostFiles(root, options)[0]!.slug).toBe("2024-in-review");
  });

  test("a slug a route takes", () => {
    expect(problems({ "content/posts/index/index.md": good })).toEqual([
      '  - content/posts/index: slug is taken by /blog/index.html, the blog\'s own page, which hosts serve at /blog/index; give the folder another name; got "index"',
    ]);
  });

  test("two folders whose slugs differ only by case", () => {
    expect(
      problems({ "content/posts/hello/index.md": good, "content/posts/Hello/index.md": good }),
    ).toEqual([
      '  - content/posts/Hello: slug must have no capital Latin letters (did you mean "hello"?); got "Hello"',
      '  - content/posts/hello: slug differs from content/posts/Hello only by letter case, and hosts that ignore case would serve one for the other; got "hello"',
    ]);
  });

  test("two folders that are one slug in two Unicode forms", () => {
    expect(
      problems({
        "content/posts/caf\u00e9/index.md": good,
        "content/posts/cafe\u0301/index.md": good,
      }),
    ).toEqual([
      '  - content/posts/cafe\u0301: slug must be written in Unicode\'s composed form (NFC), as a keyboard writes it (did you mean "caf\u00e9"?); got "cafe\u0301"',
      '  - content/posts/caf\u00e9: slug is content/posts/cafe\u0301 written in another Unicode form: the two posts would have one address; got "caf\u00e9"',
    ]);
  });
});

describe("takenPostSlugs: what the site's own addresses take under /blog", () => {
  test("the blog's own page, and the first folder of any page under /blog", () => {
    expect(Object.keys(takenPostSlugs(["/", "/about-me", "/blog", "/projects"]))).toEqual([
      "index",
    ]);
    expect(takenPostSlugs(["/blog", "/blog/tags", "/blog/tags/css", "/blogroll"])).toEqual({
      index: expect.any(String),
      tags: "the page /blog/tags",
    });
  });

  test("the caller's taken slugs are refused, each with what takes it", () => {
    const routes = { tags: "the page /blog/tags" };
    expect(problems({ "content/posts/tags/index.md": good }, { ...options, routes })).toEqual([
      '  - content/posts/tags: slug is taken by the page /blog/tags; give the folder another name; got "tags"',
    ]);
  });
});

describe("the files of a post's folder", () => {
  test("a translation for a language the site does not have names the ones it has", () => {
    const files = { "content/posts/a/index.md": good, "content/posts/a/index.fr_FR.md": good };
    expect(problems(files)).toEqual([
      '  - content/posts/a/index.fr_FR.md: language must be one of the site\'s other languages, the keys of content/languages.ts (ja_JP, pt_BR); got "fr_FR"',
    ]);
    expect(problems(files, { ...options, languages: [] })).toEqual([
      '  - content/posts/a/index.fr_FR.md: language must be one of the site\'s other languages, the keys of content/languages.ts (none); got "fr_FR"',
    ]);
  });

  test("a translation without index.md", () => {
    expect(problems({ "content/posts/a/index.ja_JP.md": good })).toEqual([
      "  - content/posts/a: index.md is required beside index.ja_JP.md: the post in the site's default language; got nothing (the file is missing)",
    ]);
  });

  test("a translation needs only its words: the post's day, tags and draft are the post's", () => {
    const [read] = readPostFiles(
      project({
        "content/posts/a/index.md": good,
        "content/posts/a/index.ja_JP.md": post(["title: 投稿", "description: 説明。"]),
      }),
      options,
    );
    expect(read!.translations.ja_JP!.frontMatter).toEqual({
      title: "投稿",
      description: "説明。",
      draft: false,
    });
  });

  test("a translation's mistakes are said as a post's, naming its file and line", () => {
    expect(
      problems({
        "content/posts/a/index.md": good,
        "content/posts/a/index.ja_JP.md": post(["title: 投稿", "tags: [Go, go]"]),
      }),
    ).toEqual([
      "  - content/posts/a/index.ja_JP.md:1: description is required; got nothing (the field is missing)",
      '  - content/posts/a/index.ja_JP.md:3: tags[1] repeats tags[0] ("Go"); list each tag once; got "go"',
    ]);
  });

  test("a translation updated before the post was published", () => {
    const translation = post(["title: 投稿", "description: 説明。", "updated: 2025-01-01"]);
    expect(
      problems({ "content/posts/a/index.md": good, "content/posts/a/index.ja_JP.md": translation }),
    ).toEqual([
      '  - content/posts/a/index.ja_JP.md:4: updated is before the post\'s publishDate "2025-01-02" (index.md), the day its page shows; got "2025-01-01"',
    ]);
  });

  test("a folder with no post in it", () => {
    expect(problems({ "content/posts/a/photo.jpg": "" })).toEqual([
      "  - content/posts/a: index.md is required: each folder of content/posts is a post, written in its index.md; got nothing (the file is missing)",
    ]);
  });

  test.each([
    ["index.ja-JP.md", ' (did you mean "index.ja_JP.md"?)'],
    ["index.MD", ' (did you mean "index.md"?)'],
    ["index.draft.md", ""],
    ["index-old.md", ""],
  ])("another file named index*.md: %s", (name, hint) => {
    expect(
      problems({ "content/posts/a/index.md": good, [`content/posts/a/${name}`]: good }),
    ).toEqual([
      `  - content/posts/a/${name}: file name must be index.md, or index.<language>.md for a language of content/languages.ts (ja_JP, pt_BR)${hint}; got "${name}"`,
    ]);
  });

  test("a post written as a file of content/posts is asked to be a folder", () => {
    expect(problems({ "content/posts/hello.md": good })).toEqual([
      "  - content/posts/hello.md: a post must be a folder of its own: write it as content/posts/hello/index.md, its images beside it; got a file",
    ]);
  });

  test("every problem of every post, together, a line each, in the folders' order", () => {
    expect(
      problems({
        "content/posts/b/index.md": post(fields.slice(1)),
        "content/posts/a/index.md": good,
        "content/posts/a/index.de_DE.md": good,
        "content/posts/c/index.md": post(fields, ""),
      }),
    ).toEqual([
      expect.stringMatching(/^ {2}- content\/posts\/a\/index\.de_DE\.md: language /),
      expect.stringMatching(/^ {2}- content\/posts\/b\/index\.md:1: title is required/),
      expect.stringMatching(/^ {2}- content\/posts\/c\/index\.md:6: body /),
    ]);
  });
});

describe("image: the picture a post's page shares, one line a mistake", () => {
  const images: Record<"wide" | "small" | "webp" | "gif", Buffer> = {} as never;
  const make = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: "#3b6ea5" } });
  beforeAll(async () => {
    images.wide = await make(1200, 630).jpeg().toBuffer();
    images.small = await make(800, 420).png().toBuffer();
    images.webp = await make(1600, 900).webp().toBuffer();
    images.gif = await make(1200, 630).gif().toBuffer();
  });
  const withImage = (image: string, alt = "imageAlt: A harbour at dawn") =>
    post([...fields, `image: ${image}`, alt]);

  test("a JPEG, PNG or WebP of at least 1200×630 beside the post is read: its kind and size", () => {
    const root = project({
      "content/posts/a/index.md": withImage("./cover.jpg"),
      "content/posts/a/cover.jpg": images.wide,
      "content/posts/a/index.ja_JP.md": post([
        ...fields,
        "image: art/cover-ja.webp",
        "imageAlt: 夜明けの港",
      ]),
      "content/posts/a/art/cover-ja.webp": images.webp,
    });
    const [read] = readPostFiles(root, options);
    expect(read!.default.image).toEqual({
      file: "content/posts/a/cover.jpg",
      type: "image/jpeg",
      width: 1200,
      height: 630,
    });
    expect(read!.default.frontMatter).toMatchObject({ imageAlt: "A harbour at dawn" });
    expect(read!.translations.ja_JP!.image).toEqual({
      file: "content/posts/a/art/cover-ja.webp",
      type: "image/webp",
      width: 1600,
      height: 900,
    });
  });

  test("a file that is not in the post's folder: missing (with what it could mean), or outside it", () => {
    expect(
      problems({
        "content/posts/a/index.md": withImage("cover.jgp"),
        "content/posts/a/cover.jpg": images.wide,
        "content/posts/b/index.md": withImage("../a/cover.jpg"),
      }),
    ).toEqual([
      '  - content/posts/a/index.md:5: image must be an image file in the post\'s folder, content/posts/a (put it beside index.md, or correct its name) (did you mean "cover.jpg"?); got "cover.jgp"',
      '  - content/posts/b/index.md:5: image must be an image file in the post\'s folder, content/posts/b (put it beside index.md, or correct its name); got "../a/cover.jpg"',
    ]);
  });

  test("a file that is no JPEG, PNG or WebP, whatever its name says", () => {
    expect(
      problems({
        "content/posts/a/index.md": withImage("cover.gif"),
        "content/posts/a/cover.gif": images.gif,
        "content/posts/b/index.md": withImage("cover.jpg"),
        "content/posts/b/cover.jpg": "not an image",
      }),
    ).toEqual([
      '  - content/posts/a/index.md:5: image must be a JPEG, PNG or WebP file, the kinds every link preview shows; got "cover.gif"',
      '  - content/posts/b/index.md:5: image must be a JPEG, PNG or WebP file, the kinds every link preview shows; got "cover.jpg"',
    ]);
  });

  test("an image smaller than 1200×630 says why, and its size", () => {
    expect(
      problems({
        "content/posts/a/index.md": withImage("cover.png"),
        "content/posts/a/cover.png": images.small,
      }),
    ).toEqual([
      '  - content/posts/a/index.md:5: image must be at least 1200×630 pixels: the large link previews of LinkedIn, Facebook and X are drawn at that size, and a smaller image is blurred or shown small; got "cover.png" (800×420)',
    ]);
  });

  test("an image larger than 5 MB, which X does not show", async () => {
    // Uncompressed: 1500×1200 pixels of three bytes are 5.4 MB.
    const heavy = await make(1500, 1200).png({ compressionLevel: 0 }).toBuffer();
    expect(
      problems({
        "content/posts/a/index.md": withImage("cover.png"),
        "content/posts/a/cover.png": heavy,
      }),
    ).toEqual([
      '  - content/posts/a/index.md:5: image must be at most 5 MB: X shows no larger image (make it smaller, or a JPEG); got "cover.png" (5.2 MB)',
    ]);
  });

  test("an image without imageAlt; a translation's imageAlt for a post without an image", () => {
    expect(
      problems({
        "content/posts/a/index.md": withImage("cover.jpg", ""),
        "content/posts/a/cover.jpg": images.wide,
        "content/posts/b/index.md": good,
        "content/posts/b/index.ja_JP.md": post([...fields, "imageAlt: 夜明けの港"]),
      }),
    ).toEqual([
      "  - content/posts/a/index.md:1: imageAlt is missing: a post's image comes with its text alternative (imageAlt: what it shows); got nothing (the field is missing)",
      '  - content/posts/b/index.ja_JP.md:5: imageAlt describes the post\'s image, and index.md has none: give index.md an image, or this file its own; got "夜明けの港"',
    ]);
  });
});
