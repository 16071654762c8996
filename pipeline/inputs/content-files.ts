import { readdirSync, readFileSync } from "node:fs";
import { join, sep } from "node:path";
import { transformSync, type Message, type TransformFailure } from "esbuild";

// The files of content/, what the site reads from each, and whether they
// parse. Parsed with esbuild, which also bundles them to load them
// (read-content.ts): every problem is one line, `file:line:column: what is
// wrong`, not a stack trace with the file and line buried inside.

/** The files that content loads, by path from the project root. */
export function contentSources(root: string): string[] {
  return readdirSync(join(root, "content"), { recursive: true, encoding: "utf8" })
    .map((file) => `content/${file.split(sep).join("/")}`)
    .filter((file) => /\.(ts|json)$/.test(file) && !/\.(test|d)\.ts$/.test(file))
    .sort();
}

/** Each file that does not parse, as one line. */
export function syntaxProblems(root: string): string[] {
  return contentSources(root).flatMap((file) => {
    const code = readFileSync(join(root, file), "utf8");
    // npm run dev asks again on every save: a file as it was last time says the same.
    const key = join(root, file);
    const known = said.get(key);
    if (known?.code === code) return known.problems;
    const problems = fileSyntaxProblems(file, code);
    said.set(key, { code, problems });
    return problems;
  });
}

const said = new Map<string, { code: string; problems: string[] }>();

function fileSyntaxProblems(file: string, code: string): string[] {
  const loader = file.endsWith(".json") ? "json" : "ts";
  try {
    const { warnings } = transformSync(code, { loader, sourcefile: file });
    if (loader === "json") JSON.parse(code);
    return warnings.flatMap(duplicateKey);
  } catch (error) {
    const [first] = (error as TransformFailure).errors ?? [];
    if (!first?.location) return [`${file}: ${(error as Error).message}`];
    const { line, column } = first.location;
    return [`${file}:${line}:${column + 1}: ${first.text}${hint(first.text)}`];
  }
}

/**
 * A key written twice in one object ("ja_JP" in content/languages.ts): the
 * bundler would keep the last and silently drop the first one's words.
 */
function duplicateKey({ id, text, location, notes }: Message): string[] {
  if (id !== "duplicate-object-key" || !location) return [];
  const key = /"(.*)"/.exec(text)?.[1] ?? text;
  const first = notes[0]?.location?.line;
  return [
    `${location.file}:${location.line}:${location.column + 1}: "${key}" is written twice in one object` +
      `${first ? ` (first on line ${first})` : ""}; only the last would count, so merge the two into one`,
  ];
}

// esbuild expects the end of a list or an object where a comma is missing.
const hint = (text: string) =>
  /^Expected "[}\]]" but found /.test(text) ? ' (is a "," missing before it?)' : "";

/** What the site reads from each file of content/ (pipeline/inputs/read-content.ts loads them). */
export const contentExports: Record<string, string[]> = {
  "content/owner.ts": ["owner"],
  "content/links.ts": ["links"],
  "content/copy.ts": ["copy"],
  "content/theme.ts": ["theme"],
  "content/posts.ts": ["posts", "postDefaults"],
  "content/projects.ts": ["projects"],
  "content/overrides.ts": ["overrides"],
  "content/experience.ts": ["experience"],
  "content/languages.ts": ["languages"],
};

/** What the site also reads from a file when the file exports it. */
export const optionalExports: Record<string, string[]> = {
  "content/languages.ts": ["sameInEveryLanguage"],
  "content/posts.ts": ["tagSlugs"],
};

/** Files a fork may leave out. */
export const optionalFiles = new Set([
  "content/experience.ts",
  "content/languages.ts",
  "content/imported/experience.json",
]);

/** What npm run import writes, by the name the content gives it. */
export const importedFiles = {
  importedPosts: "content/imported/posts.json",
  importedProjects: "content/imported/projects.json",
  importedExperience: "content/imported/experience.json",
} as const;
