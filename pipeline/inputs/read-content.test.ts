import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, expect, test } from "vitest";
import { careerSources } from "./career-file.ts";
import { contentExports, importedFiles, optionalFiles } from "./content-files.ts";
import { readContent } from "./read-content.ts";

// What the reader gives for a content/ folder a fork writes. Its one-line
// problems are content-files.test.ts's.

const roots: string[] = [];
afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

/** A project root with every file the site needs, each export an empty object, and `files`. */
function project(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), "read-content-"));
  roots.push(root);
  const all: Record<string, string> = {};
  for (const [file, names] of Object.entries(contentExports))
    if (!optionalFiles.has(file))
      all[file] = names.map((name) => `export const ${name} = {};\n`).join("");
  for (const file of Object.values(importedFiles)) if (!optionalFiles.has(file)) all[file] = "[]\n";
  for (const [file, text] of Object.entries({ ...all, ...files })) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  }
  return root;
}

test("every file the site reads, by the name validate-content.ts gives it; the optional ones undefined", () => {
  const read = readContent(project({ "content/imported/posts.json": '[{ "url": "a" }]\n' }));
  expect(read.problems).toEqual([]);
  expect(read.content).toEqual({
    owner: {},
    links: {},
    copy: {},
    theme: {},
    posts: {},
    postDefaults: {},
    projects: {},
    importedPosts: [{ url: "a" }],
    importedProjects: [],
    overrides: {},
    experience: undefined,
    importedExperience: undefined,
    languages: undefined,
  });
  expect(Object.keys(read.content)).toContain("languages");
  expect(read.analytics).toBeUndefined();
  expect(careerSources(read.content)).toEqual({ written: false, imported: false });
});

test("content/posts/ is read with the rest: each post's files, translations for content/languages.ts's languages", () => {
  const file = (title: string) =>
    `---\ntitle: ${title}\ndescription: D.\npublishDate: 2025-01-02\n---\nText.\n`;
  const read = readContent(
    project({
      "content/languages.ts": "export const languages = { ja_JP: {} };\n",
      "content/posts/hello/index.md": file("Hello"),
      "content/posts/hello/index.ja_JP.md": file("こんにちは"),
    }),
  );
  expect(read.problems).toEqual([]);
  const [hello] = read.postFiles.posts!;
  expect(hello).toMatchObject({
    slug: "hello",
    default: { frontMatter: { title: "Hello" } },
    translations: { ja_JP: { frontMatter: { title: "こんにちは" } } },
  });
  expect(readContent(project({})).postFiles).toEqual({ posts: [] });
});

test("a post's mistakes are one line each, kept for the content's message; a post may not take a page's slug", () => {
  const read = readContent(
    project({
      "content/posts/index/index.md":
        "---\ntitle: T\ndescription: D.\npublishDate: 2025-01-02\n---\nText.\n",
      "content/posts/bad/index.md": "no front matter\n",
    }),
  );
  expect(read.problems).toEqual([]);
  const lines = read.postFiles.error!.split("\n");
  expect(lines[0]).toBe("Invalid content:");
  expect(lines.slice(1)).toEqual([
    expect.stringMatching(
      /^ {2}- content\/posts\/bad\/index\.md:1: front matter must open the file/,
    ),
    expect.stringMatching(/^ {2}- content\/posts\/index: slug is taken by \/blog\/index\.html/),
  ]);
});

test("content/experience.ts as a fork writes it (a type import, constants) and the imported career", () => {
  const root = project({
    "content/schema/experience.ts": "export type ExperienceInput = object;\n",
    "content/experience.ts": [
      'import type { ExperienceInput } from "./schema/experience.ts";',
      'const now = "2021-03";',
      'export const experience: ExperienceInput = { work: [{ organization: "Acme", role: "Engineer", start: now }] };',
    ].join("\n"),
    "content/imported/experience.json": '{ "work": [] }\n',
  });
  const { content, problems } = readContent(root);
  expect(problems).toEqual([]);
  expect(content.experience).toEqual({
    work: [{ organization: "Acme", role: "Engineer", start: "2021-03" }],
  });
  expect(content.importedExperience).toEqual({ work: [] });
  // Stage 7's advice names both files, even when the imported one lists nothing.
  expect(careerSources(content)).toEqual({ written: true, imported: true });
});

test("content/languages.ts and content/analytics.ts, which may share a file of the owner's", () => {
  const root = project({
    "content/names.ts": 'export const site = "you.example";\n',
    "content/languages.ts": 'export const languages = { ja_JP: { owner: { bio: "一" } } };\n',
    "content/analytics.ts":
      'import { site } from "./names.ts";\nexport const analytics = { provider: "plausible", id: site };\n',
  });
  const read = readContent(root);
  expect(read.problems).toEqual([]);
  expect(read.content.languages).toEqual({ ja_JP: { owner: { bio: "一" } } });
  expect(read.analytics).toEqual({ provider: "plausible", id: "you.example" });
});

test("zod, the one package content/ imports, is the project's own", () => {
  const root = project({
    "content/theme.ts":
      'import { z } from "zod";\nexport const theme = { accent: z.string().parse("#0b6e66") };\n',
  });
  mkdirSync(join(root, "node_modules"));
  symlinkSync(join(process.cwd(), "node_modules/zod"), join(root, "node_modules/zod"), "dir");
  const read = readContent(root);
  expect(read.problems).toEqual([]);
  expect(read.content.theme).toEqual({ accent: "#0b6e66" });
});

test("a file the site needs is missing: one line", () => {
  const root = project({});
  rmSync(join(root, "content/owner.ts"));
  rmSync(join(root, "content/imported/projects.json"));
  expect(readContent(root).problems).toEqual([
    "content/owner.ts: does not exist, and the site reads owner from it",
    "content/imported/projects.json: does not exist",
  ]);
});

test("read again (npm run dev, on each save), a module and a file it imports say what they hold now, the same size too", () => {
  const root = project({
    "content/names.ts": 'export const site = "one.example";\n',
    "content/analytics.ts":
      'import { site } from "./names.ts";\nexport const analytics = { provider: "plausible", id: site };\n',
  });
  expect(readContent(root).analytics).toEqual({ provider: "plausible", id: "one.example" });
  // The same length and, on a coarse clock, the same time: only the bytes tell.
  writeFileSync(join(root, "content/names.ts"), 'export const site = "two.example";\n');
  expect(readContent(root).analytics).toEqual({ provider: "plausible", id: "two.example" });
  writeFileSync(join(root, "content/analytics.ts"), "export const analytics = { provider: ;\n");
  expect(readContent(root).problems).toEqual([
    expect.stringMatching(/^content\/analytics\.ts:1:\d+: /),
  ]);
  writeFileSync(
    join(root, "content/analytics.ts"),
    'import { site } from "./names.ts";\nexport const analytics = { provider: "umami", id: site };\n',
  );
  expect(readContent(root).analytics).toEqual({ provider: "umami", id: "two.example" });
});
