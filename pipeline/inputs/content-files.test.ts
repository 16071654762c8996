import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { contentExports, importedFiles, optionalFiles, syntaxProblems } from "./content-files.ts";

// Content folders made for each case; loading (pipeline/inputs/read-content.ts)
// runs under tsx in a child process, as `npm run build`'s early check runs it.

const roots: string[] = [];
afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

/** A project root whose content/ holds a valid file for each export the site reads, and `files`. */
function project(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), "content-files-"));
  roots.push(root);
  writeFileSync(join(root, "package.json"), '{ "type": "module" }\n');
  const all: Record<string, string> = {};
  for (const [file, names] of Object.entries(contentExports))
    all[file] = names.map((name) => `export const ${name} = {};\n`).join("");
  for (const file of Object.values(importedFiles)) if (!optionalFiles.has(file)) all[file] = "[]\n";
  for (const [file, text] of Object.entries({ ...all, ...files })) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  }
  return root;
}

function problems(root: string): string[] {
  const module = resolve("pipeline/inputs/read-content.ts");
  const run = spawnSync(
    process.execPath,
    [
      "--import",
      "tsx",
      "--input-type=module",
      "-e",
      `const { readContent } = await import(${JSON.stringify(module)});
       console.log(JSON.stringify(readContent(${JSON.stringify(root)}).problems));`,
    ],
    { encoding: "utf8" },
  );
  expect(run.stderr).toBe("");
  return JSON.parse(run.stdout) as string[];
}

describe("syntaxProblems: one line a file, file:line:column and the problem in words", () => {
  test.each([
    [
      "a missing comma between fields",
      "content/links.ts",
      'export const links = {\n  linkedin: "https://a.example"\n  github: "https://b.example",\n};\n',
      'content/links.ts:3:3: Expected "}" but found "github" (is a "," missing before it?)',
    ],
    [
      "a missing comma between entries",
      "content/posts.ts",
      'export const posts = [\n  { url: "a" }\n  { url: "b" },\n];\nexport const postDefaults = {};\n',
      'content/posts.ts:3:3: Expected "]" but found "{" (is a "," missing before it?)',
    ],
    [
      "an unterminated string",
      "content/owner.ts",
      'export const owner = {\n  name: "Ama,\n};\n',
      "content/owner.ts:2:14: Unterminated string literal",
    ],
    [
      "a trailing comma in imported JSON",
      "content/imported/posts.json",
      '[\n  { "url": "https://a.example", }\n]\n',
      "content/imported/posts.json:2:31: JSON does not support trailing commas",
    ],
    [
      "a missing comma in imported JSON",
      "content/imported/projects.json",
      '[\n  { "url": "a" }\n  { "url": "b" }\n]\n',
      'content/imported/projects.json:3:3: Expected "," in JSON but found "{"',
    ],
    [
      "a language written twice, which would drop the first one's words",
      "content/languages.ts",
      'export const languages = {\n  ja_JP: { owner: { bio: "一" } },\n  ar_EG: {},\n  ja_JP: { copy: {} },\n};\n',
      'content/languages.ts:4:3: "ja_JP" is written twice in one object (first on line 2); only the last would count, so merge the two into one',
    ],
    [
      "a schema file of content/ broken too",
      "content/schema/site.ts",
      "export const x = ;\n",
      'content/schema/site.ts:1:18: Unexpected ";"',
    ],
  ])("%s", (_case, file, text, line) => {
    expect(syntaxProblems(project({ [file]: text }))).toEqual([line]);
  });

  test("every broken file is listed, in path order; good ones are not", () => {
    const root = project({
      "content/theme.ts": "export const theme = {\n",
      "content/copy.ts": "export const copy = { a: 1 };\n",
      "content/imported/posts.json": "",
    });
    expect(syntaxProblems(root)).toEqual([
      "content/imported/posts.json:1:1: Unexpected end of file in JSON",
      "content/theme.ts:2:1: Expected identifier but found end of file",
    ]);
  });
});

describe("readContent: files that parse but do not load", () => {
  test("valid files load without a word", () => {
    expect(problems(project({}))).toEqual([]);
  });

  test("a file that throws names where", () => {
    const theme =
      "const accents = {} as Record<string, string>;\nexport const theme = { light: accents.light!.trim() };\n";
    expect(problems(project({ "content/theme.ts": theme }))).toEqual([
      "content/theme.ts:2:46: throws when loaded: TypeError: Cannot read properties of undefined (reading 'trim')",
    ]);
  });

  test("an import of a file that is not there", () => {
    const theme = 'import { accent } from "./colours.ts";\nexport const theme = { accent };\n';
    expect(problems(project({ "content/theme.ts": theme }))).toEqual([
      "content/theme.ts: imports content/colours.ts, which does not exist",
    ]);
  });

  test("an import of a package that is not installed", () => {
    const theme = 'import tinycolor from "tinycolor-nope";\nexport const theme = { tinycolor };\n';
    expect(problems(project({ "content/theme.ts": theme }))).toEqual([
      'content/theme.ts: imports "tinycolor-nope", a package that is not installed (content/ may import only zod)',
    ]);
  });

  test("an export the site reads, renamed", () => {
    expect(
      problems(
        project({ "content/posts.ts": "export const posts = [];\nexport const defaults = {};\n" }),
      ),
    ).toEqual(["content/posts.ts: must export postDefaults, which the site reads"]);
  });

  test("the optional content/analytics.ts: none or off is fine; what it says is checked with the rest", () => {
    expect(
      problems(project({ "content/analytics.ts": "export const analytics = undefined;\n" })),
    ).toEqual([]);
    // A bad provider is one line of the content's list (check-inputs.test.ts), not a file that is broken.
    const analytics = 'export const analytics = { provider: "matomo", id: "1" };\n';
    expect(problems(project({ "content/analytics.ts": analytics }))).toEqual([]);
    expect(problems(project({ "content/analytics.ts": "export const analytics = {\n" }))).toEqual([
      "content/analytics.ts:2:1: Expected identifier but found end of file",
    ]);
  });

  test("a syntax error is reported before anything is loaded", () => {
    const root = project({
      "content/links.ts": "export const links = {\n",
      "content/theme.ts": "throw 1;\n",
    });
    expect(problems(root)).toEqual([
      "content/links.ts:2:1: Expected identifier but found end of file",
    ]);
  });
});

describe("content/experience.ts is optional", () => {
  test("a content folder without it has no problem", () => {
    const root = project({});
    rmSync(join(root, "content/experience.ts"));
    expect(problems(root)).toEqual([]);
  });

  test("written, it must export experience", () => {
    const root = project({ "content/experience.ts": "export const career = {};\n" });
    expect(problems(root)).toEqual([
      "content/experience.ts: must export experience, which the site reads",
    ]);
  });
});
