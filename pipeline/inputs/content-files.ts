import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, sep } from "node:path";
import { pathToFileURL } from "node:url";
import { transformSync, type Message, type TransformFailure } from "esbuild";
import { ContentError } from "../../app/lib/content/validate-content.ts";
import { analyticsFile, readAnalytics } from "./analytics-input.ts";

// The files of content/ must parse and load before React Router loads its
// config: it would report a mistake there as its own config error, with a
// stack trace and the file and line buried inside. Parsed with esbuild, the
// parser tsx (which runs the build's commands) loads them with: every
// problem is one line, `file:line:column: what is wrong`.

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
  });
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

/** What the site reads from each file of content/ (app/lib/content/raw-content.ts). */
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

/** Files a fork may leave out. */
const optionalFiles = new Set(["content/experience.ts", "content/languages.ts"]);

/**
 * Loads each file the site reads, as the build will: a file that throws,
 * imports what is not there, or lacks what the site reads is one line.
 */
export async function loadProblems(root: string): Promise<string[]> {
  const problems: string[] = [];
  for (const [file, names] of Object.entries(contentExports)) {
    if (optionalFiles.has(file) && !existsSync(join(root, file))) continue;
    try {
      const module = (await import(pathToFileURL(join(root, file)).href)) as object;
      const missing = names.filter((name) => !(name in module));
      if (missing.length > 0)
        problems.push(`${file}: must export ${missing.join(" and ")}, which the site reads`);
    } catch (error) {
      problems.push(loadError(error as NodeJS.ErrnoException, file, root));
    }
  }
  return problems;
}

function loadError(error: NodeJS.ErrnoException, file: string, root: string): string {
  const shown = (text: string) =>
    text
      .split(`${root}/`)
      .join("")
      .split(pathToFileURL(root).href + "/")
      .join("");
  const message = shown(String(error.message)).split("\n")[0]!;
  const missing = /^Cannot find (module|package) '([^']+)' imported from (\S+)/.exec(message);
  if (error.code === "ERR_MODULE_NOT_FOUND" && missing) {
    const [, kind, target, importer] = missing;
    return kind === "package"
      ? `${importer}: imports "${target}", a package that is not installed (content/ may import only zod)`
      : `${importer}: imports ${target}, which does not exist`;
  }
  // Where in content/ it happened: the first frame of the stack in a content file.
  const stack = shown(error.stack ?? "");
  const frame = /(content\/[^\s():]+):(\d+)(?::(\d+))?/.exec(stack);
  const where = frame ? frame.slice(1).filter(Boolean).join(":") : file;
  if (error.name === "SyntaxError") return `${where}: ${message}`;
  return `${where}: throws when loaded: ${error.name}: ${message}`;
}

/**
 * Every broken file of content/: the ones that do not parse, or else the
 * ones that do not load, or else the optional content/analytics.ts, checked.
 */
export async function contentFileProblems(root = process.cwd()): Promise<string[]> {
  const syntax = syntaxProblems(root);
  if (syntax.length > 0) return syntax;
  const load = await loadProblems(root);
  if (load.length > 0) return load;
  try {
    await readAnalytics(root);
    return [];
  } catch (error) {
    if (error instanceof ContentError) return [error.message];
    return [loadError(error as NodeJS.ErrnoException, analyticsFile, root)];
  }
}

/** Stops the command with one line per broken file of content/, before React Router starts. */
export async function stopOnBrokenContent(root = process.cwd()): Promise<void> {
  const problems = await contentFileProblems(root);
  if (problems.length === 0) return;
  console.error(problems.join("\n"));
  process.exit(1);
}
