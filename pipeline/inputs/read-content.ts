import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { createRequire, SourceMap, type SourceMapPayload } from "node:module";
import { dirname, join, relative, resolve, sep } from "node:path";
import { compileFunction } from "node:vm";
import { buildSync, type BuildFailure, type OutputFile } from "esbuild";
import { ContentError } from "../../app/lib/content/validate-content.ts";
import { analyticsFile } from "./analytics-input.ts";
import {
  contentExports,
  importedFiles,
  optionalExports,
  optionalFiles,
  syntaxProblems,
} from "./content-files.ts";
import { pagePaths } from "../../app/lib/pages/site-pages.ts";
import { readPostFiles, takenPostSlugs, type LocalPost } from "./post-files.ts";

// The one way the files of content/ are read, wherever they are needed: the
// build's early check (tsx), the build itself (React Router's config, which
// plain Node loads, and vite.config.ts, which Vite bundles), the dev server,
// the tools and the tests. Each file the site reads is bundled with esbuild
// (the parser of content-files.ts) and run; zod, the one package content/
// may import, is loaded as installed. A file that fails is one line naming
// where, as content-files.ts names a file that does not parse.

/**
 * Every file of content/ the site reads, as written, before any check
 * (app/lib/content/validate-content.ts checks it, naming each key's file);
 * an optional file that is not there is undefined.
 */
export type RawContent = {
  owner: unknown;
  links: unknown;
  copy: unknown;
  theme: unknown;
  posts: unknown;
  postDefaults: unknown;
  projects: unknown;
  importedPosts: unknown;
  importedProjects: unknown;
  overrides: unknown;
  experience: unknown;
  importedExperience: unknown;
  languages: unknown;
  sameInEveryLanguage: unknown;
  tagSlugs: unknown;
};

export type ContentRead = {
  content: RawContent;
  /** The optional content/analytics.ts's `analytics`, unchecked (analytics-input.ts checks it). */
  analytics: unknown;
  /** One line a broken file: those that do not parse, or else those that do not load. */
  problems: string[];
  /**
   * The posts of content/posts/, each folder's files read and checked
   * (post-files.ts), drafts included; or the ContentError's message, a line
   * a mistake. None without content/posts/.
   */
  postFiles: { posts: LocalPost[]; error?: undefined } | { posts?: undefined; error: string };
};

/** Reads content/ under `root` (the project's root). */
export function readContent(root = process.cwd()): ContentRead {
  const read: Record<string, unknown> = {};
  let analytics: unknown;
  const problems = syntaxProblems(root);
  if (problems.length === 0) {
    for (const [file, names] of Object.entries(contentExports)) {
      if (!existsSync(join(root, file))) {
        if (!optionalFiles.has(file))
          problems.push(
            `${file}: does not exist, and the site reads ${names.join(" and ")} from it`,
          );
        continue;
      }
      const loaded = loadModule(root, file);
      if (typeof loaded === "string") {
        problems.push(loaded);
        continue;
      }
      const missing = names.filter((name) => !(name in loaded));
      if (missing.length > 0)
        problems.push(`${file}: must export ${missing.join(" and ")}, which the site reads`);
      for (const name of [...names, ...(optionalExports[file] ?? [])]) read[name] = loaded[name];
    }
    for (const [name, file] of Object.entries(importedFiles)) {
      if (existsSync(join(root, file)))
        read[name] = JSON.parse(readFileSync(join(root, file), "utf8")) as unknown;
      else if (!optionalFiles.has(file)) problems.push(`${file}: does not exist`);
    }
  }
  // The optional content/analytics.ts, once everything else loads.
  if (problems.length === 0 && existsSync(join(root, analyticsFile))) {
    const loaded = loadModule(root, analyticsFile);
    if (typeof loaded === "string") problems.push(loaded);
    else analytics = loaded.analytics;
  }
  return {
    postFiles: problems.length === 0 ? readPosts(root, read.languages) : { posts: [] },
    // In the order validate-content.ts names them.
    content: {
      owner: read.owner,
      links: read.links,
      copy: read.copy,
      theme: read.theme,
      posts: read.posts,
      postDefaults: read.postDefaults,
      projects: read.projects,
      importedPosts: read.importedPosts,
      importedProjects: read.importedProjects,
      overrides: read.overrides,
      experience: read.experience,
      importedExperience: read.importedExperience,
      languages: read.languages,
      sameInEveryLanguage: read.sameInEveryLanguage,
      tagSlugs: read.tagSlugs,
    },
    analytics,
    problems,
  };
}

/** content/posts/, read with the rest of content/: a post may be translated into content/languages.ts's languages. */
function readPosts(root: string, languages: unknown): ContentRead["postFiles"] {
  const keys = languages && typeof languages === "object" ? Object.keys(languages) : [];
  try {
    return { posts: readPostFiles(root, { languages: keys, routes: takenPostSlugs(pagePaths) }) };
  } catch (error) {
    if (error instanceof ContentError) return { error: error.message };
    throw error;
  }
}

const fromRoot = (root: string, path: string) => relative(root, path).split(sep).join("/");

// npm run dev reads content/ again on each save; with hundreds of posts a
// saved post is what changed, and bundling every content module again took
// most of that read. A module's bundle is kept while none of the files it
// was bundled from changed (by their bytes: a file system's times can be
// too coarse to tell two quick saves apart).
type Bundled = { stamps: [string, string][]; outputs: OutputFile[] };
const bundles = new Map<string, Bundled>();

const stampOf = (path: string) => {
  try {
    return createHash("sha256").update(readFileSync(path)).digest("hex");
  } catch {
    return "gone";
  }
};

/** The bundle of `path`, kept from the last time when none of its files changed. */
function bundled(root: string, path: string, bundle: string): OutputFile[] {
  const known = bundles.get(bundle);
  if (known?.stamps.every(([file, stamp]) => stampOf(file) === stamp)) return known.outputs;
  const { outputFiles, metafile } = buildSync({
    entryPoints: [path],
    absWorkingDir: root,
    outfile: bundle,
    bundle: true,
    format: "cjs",
    platform: "node",
    external: ["zod", "zod/*"],
    sourcemap: "external",
    sourcesContent: false,
    write: false,
    metafile: true,
    logLevel: "silent",
  });
  const stamps = Object.keys(metafile.inputs).map((input): [string, string] => {
    const file = resolve(root, input);
    return [file, stampOf(file)];
  });
  bundles.set(bundle, { stamps, outputs: outputFiles });
  return outputFiles;
}

/** The exports of the content module `file` (from the project root), or the one line saying why it does not load. */
function loadModule(root: string, file: string): Record<string, unknown> | string {
  const path = join(root, file);
  // The name the bundle runs under, in stack traces; it is never written.
  const bundle = `${path}.js`;
  let outputs: OutputFile[];
  try {
    outputs = bundled(root, path, bundle);
  } catch (error) {
    return buildProblem(root, file, error as BuildFailure);
  }
  const output = (suffix: string) => outputs.find((out) => out.path === bundle + suffix)!.text;
  const module = { exports: {} as Record<string, unknown> };
  try {
    const run = compileFunction(output(""), ["module", "exports", "require"], {
      filename: bundle,
    });
    run(module, module.exports, createRequire(path));
  } catch (error) {
    const map = new SourceMap(JSON.parse(output(".map")) as SourceMapPayload);
    return loadProblem(root, file, error, (line, column) => {
      // V8 counts lines and columns from 1, source maps from 0.
      const entry = map.findEntry(line - 1, column - 1);
      if (!("originalSource" in entry)) return undefined;
      const source = fromRoot(root, resolve(dirname(bundle), entry.originalSource));
      return `${source}:${entry.originalLine + 1}:${entry.originalColumn + 1}`;
    });
  }
  return module.exports;
}

/** What the bundler could not do (what does not parse was said before): one line. */
function buildProblem(root: string, file: string, failure: BuildFailure): string {
  const [first] = failure.errors ?? [];
  if (!first) return `${file}: ${failure.message}`;
  const where = first.location?.file ?? file;
  const target = /^Could not resolve "([^"]+)"/.exec(first.text)?.[1];
  if (target !== undefined)
    return /^[./]/.test(target)
      ? `${where}: imports ${fromRoot(root, resolve(root, dirname(where), target))}, which does not exist`
      : `${where}: imports "${target}", a package that is not installed (content/ may import only zod)`;
  const at = first.location;
  return at ? `${at.file}:${at.line}:${at.column + 1}: ${first.text}` : `${file}: ${first.text}`;
}

/**
 * What a file threw when run, as one line: where it threw in content/ (the
 * first frame of its stack there, mapped back to the source by `source`), or
 * the file itself.
 */
function loadProblem(
  root: string,
  file: string,
  thrown: unknown,
  source: (line: number, column: number) => string | undefined,
): string {
  const error: Partial<NodeJS.ErrnoException> =
    thrown instanceof Error ? thrown : { message: String(thrown) };
  const shown = (text: string) => text.split(`${root}${sep}`).join("");
  const message = shown(String(error.message)).split("\n")[0]!;
  // zod, loaded as installed, is not there.
  const missing = /^Cannot find module '([^']+)'/.exec(message);
  if (error.code === "MODULE_NOT_FOUND" && missing)
    return `${file}: imports "${missing[1]}", a package that is not installed (content/ may import only zod)`;
  let where: string | undefined;
  for (const line of (error.stack ?? "").split("\n")) {
    const at = line.lastIndexOf(`${join(root, file)}.js:`);
    if (at < 0) continue;
    const [row, column] = line
      .slice(at + join(root, file).length + 4)
      .split(":")
      .map((number) => Number.parseInt(number, 10));
    where = source(row!, column!);
    if (where?.startsWith("content/")) break;
    where = undefined;
  }
  return `${where ?? file}: throws when loaded: ${error.name ?? "Error"}: ${message}`;
}

/**
 * Stops the command with one line per broken file of content/ (one that does
 * not parse, or else one that does not load), before React Router starts;
 * otherwise returns what it read. What the files say is checked with the rest
 * of content/ (check-inputs.ts), so every mistake of it is listed at once.
 */
export function stopOnBrokenContent(root = process.cwd()): ContentRead {
  const read = readContent(root);
  if (read.problems.length === 0) return read;
  console.error(read.problems.join("\n"));
  process.exit(1);
}
