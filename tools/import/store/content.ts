import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { isAbsolute, join, relative } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { format, resolveConfig } from "prettier";
import { z } from "zod";
import {
  homeRecord,
  homeRecordsSchema,
  sortHomeRecords,
  type HomeRecord,
} from "../home/records.ts";
import { identity } from "../posts/urls.ts";
import { SourceError } from "../errors.ts";
import {
  careerRecordsSchema,
  noCareerRecords,
  type CareerRecords,
  postRecord,
  postRecordSchema,
  projectRecord,
  projectRecordSchema,
  sortPosts,
  sortProjects,
  sourcesSchema,
  type PostRecord,
  type ProjectRecord,
  type Sources,
} from "./records.ts";
import type { Stage } from "./stage.ts";

/** What a run starts from: the imported entries, their sources, and the hand-written URLs. */
export type ContentState = {
  dir: string;
  posts: PostRecord[];
  projects: ProjectRecord[];
  sources: Sources;
  /** content/imported/experience.json; undefined until a résumé is imported. */
  career: CareerRecords | undefined;
  /** content/imported/home-posts.json: the posts brought home; undefined until one is. */
  home: HomeRecord[] | undefined;
  /** Identities (see `identity`) of the entries in content/posts.ts and content/projects.ts. */
  handWrittenPosts: Set<string>;
  handWrittenProjects: Set<string>;
  defaultThumbnail: string;
  /** `owner.locale` ("en_US"): a post in another language gets a `lang`. */
  siteLocale: string | undefined;
  /** `links.baseUrl`, the site's address: a post brought home from its domain is a move. */
  siteUrl: string | undefined;
};

export const importedFiles = {
  posts: "imported/posts.json",
  projects: "imported/projects.json",
  sources: "imported/sources.json",
  career: "imported/experience.json",
  home: "imported/home-posts.json",
} as const;

export async function loadContent(dir: string): Promise<ContentState> {
  const postsModule = await handWritten(dir, "posts.ts");
  const projectsModule = await handWritten(dir, "projects.ts");
  const ownerModule = await handWritten(dir, "owner.ts");
  const linksModule = await handWritten(dir, "links.ts");
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
    career: withEveryKind(
      await readJson(dir, importedFiles.career, careerRecordsSchema, undefined),
    ),
    home: await readJson(dir, importedFiles.home, homeRecordsSchema, undefined),
    handWrittenPosts: urls(postsModule.posts),
    handWrittenProjects: urls(projectsModule.projects),
    defaultThumbnail: defaults?.thumbnail ?? "drawn in your accent colours",
    siteLocale: (ownerModule.owner as { locale?: string } | undefined)?.locale,
    siteUrl: siteAddress(linksModule.links),
  };
}

/** `links.baseUrl` when it is an http(s) URL (the build names any other); else undefined. */
function siteAddress(links: unknown): string | undefined {
  const baseUrl = (links as { baseUrl?: unknown } | undefined)?.baseUrl;
  if (typeof baseUrl !== "string") return undefined;
  try {
    return /^https?:$/.test(new URL(baseUrl).protocol) ? baseUrl : undefined;
  } catch {
    return undefined;
  }
}

/** A career file written before publications and awards were imported gets them, empty. */
const withEveryKind = (career: CareerRecords | undefined) =>
  career && { ...noCareerRecords, ...career };

/** Stage the imported files and the sources as they now are, move them in, and say what changed. */
export async function saveContent(
  state: ContentState,
  sources: Sources,
  stage: Stage,
  out: (line: string) => void,
) {
  const config = (await resolveConfig(fileURLToPath(import.meta.url))) ?? {};
  const json = (value: unknown) => format(JSON.stringify(value), { ...config, parser: "json" });
  await stage.put(importedFiles.posts, await json(sortPosts(state.posts).map(postRecord)));
  await stage.put(
    importedFiles.projects,
    await json(sortProjects(state.projects).map(projectRecord)),
  );
  await stage.put(importedFiles.sources, await json(sources));
  if (state.career) await stage.put(importedFiles.career, await json(state.career));
  if (state.home)
    await stage.put(importedFiles.home, await json(sortHomeRecords(state.home).map(homeRecord)));
  const changed = stage.paths.map((path) => shown(join(state.dir, path)));
  await stage.commit();
  out(changed.length ? `Changed: ${changed.join(", ")}` : "No file changed.");
}

/** A content module the owner writes (posts.ts, owner.ts, overrides.ts), or nothing when missing. */
export async function handWritten(dir: string, name: string): Promise<Record<string, unknown>> {
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
