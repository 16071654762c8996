import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { isAbsolute, join, relative } from "node:path";
import { pathToFileURL } from "node:url";
import { z } from "zod";
import { identity } from "../posts/urls.ts";
import { SourceError } from "../errors.ts";
import {
  postRecordSchema,
  projectRecordSchema,
  sourcesSchema,
  type PostRecord,
  type ProjectRecord,
  type Sources,
} from "./records.ts";

/** What a run starts from: the imported entries, their sources, and the hand-written URLs. */
export type ContentState = {
  dir: string;
  posts: PostRecord[];
  projects: ProjectRecord[];
  sources: Sources;
  /** Identities (see `identity`) of the entries in content/posts.ts and content/projects.ts. */
  handWrittenPosts: Set<string>;
  handWrittenProjects: Set<string>;
  defaultThumbnail: string;
};

export const importedFiles = {
  posts: "imported/posts.json",
  projects: "imported/projects.json",
  sources: "imported/sources.json",
} as const;

export async function loadContent(dir: string): Promise<ContentState> {
  const postsModule = await handWritten(dir, "posts.ts");
  const projectsModule = await handWritten(dir, "projects.ts");
  const urls = (list: unknown) =>
    new Set(
      (Array.isArray(list) ? list : []).map((entry: { url?: unknown }) =>
        identity(String(entry?.url)),
      ),
    );
  const defaults = postsModule.postDefaults as { thumbnail?: string } | undefined;
  return {
    dir,
    posts: await readJson(dir, importedFiles.posts, z.array(postRecordSchema), []),
    projects: await readJson(dir, importedFiles.projects, z.array(projectRecordSchema), []),
    sources: await readJson(dir, importedFiles.sources, sourcesSchema, { posts: [], projects: [] }),
    handWrittenPosts: urls(postsModule.posts),
    handWrittenProjects: urls(projectsModule.projects),
    defaultThumbnail: defaults?.thumbnail ?? "the default thumbnail",
  };
}

async function handWritten(dir: string, name: string): Promise<Record<string, unknown>> {
  const file = join(dir, name);
  if (!existsSync(file)) return {};
  try {
    return (await import(pathToFileURL(file).href)) as Record<string, unknown>;
  } catch (error) {
    throw new SourceError(shown(file), `cannot be read: ${(error as Error).message}`);
  }
}

/** A file written before, checked as strictly as the site will check it. */
async function readJson<T>(dir: string, name: string, schema: z.ZodType<T>, empty: T): Promise<T> {
  const file = join(dir, name);
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return empty;
    throw error;
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new SourceError(shown(file), `is not valid JSON (${(error as Error).message})`);
  }
  const result = schema.safeParse(json);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new SourceError(shown(file), `${issue.path.join(".")}: ${issue.message}`);
  }
  // The input as written (the schema's defaults would add keys the file does not have).
  return json as T;
}

/** A path as people want to read it: from the current folder when it is inside it. */
export function shown(file: string): string {
  const path = relative(process.cwd(), file);
  return path && !path.startsWith("..") && !isAbsolute(path) ? path : file;
}
