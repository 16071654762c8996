import { resolveConfig, format } from "prettier";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { SourceError } from "./errors.ts";
import type { Command, Options } from "./options.ts";
import { merge } from "./outcome.ts";
import { importPosts } from "./posts/posts.ts";
import { imageStem } from "./posts/images.ts";
import { importProjects } from "./projects/projects.ts";
import { sourceReport } from "./report.ts";
import { importedFiles, loadContent, shown, type ContentState } from "./store/content.ts";
import {
  postRecord,
  projectRecord,
  sortPosts,
  sortProjects,
  type Sources,
} from "./store/records.ts";
import { Stage } from "./store/stage.ts";

type Source = { posts: { feed: string } } | { projects: Sources["projects"][number] };
type Print = (line: string) => void;

/**
 * Import the sources the command names (or every recorded one), then write
 * all of the changes, or none when any source failed. Returns the exit code.
 */
export async function runImport(command: Command, options: Options, out: Print, err: Print) {
  const state = await loadContent(options.contentDir);
  const sources = chosen(command, state.sources);
  if (sources.length === 0) {
    out(
      "No sources recorded yet: run `npm run import -- posts <feed URL>` or `-- projects <user>`.",
    );
    return 0;
  }
  const stage = new Stage(options.contentDir);
  try {
    const failures: string[] = [];
    // Every source is tried, so one run reports every broken one.
    for (const source of sources) {
      try {
        await importOne(source, state, options, stage, out);
      } catch (error) {
        if (!(error instanceof SourceError)) throw error;
        failures.push(error.message);
      }
    }
    if (failures.length > 0) {
      for (const failure of failures) err(`Import failed: ${failure}`);
      err("Nothing was changed.");
      return 1;
    }
    await write(state, command, stage, out);
    return 0;
  } finally {
    await stage.discard();
  }
}

async function write(state: ContentState, command: Command, stage: Stage, out: Print) {
  const config = (await resolveConfig(fileURLToPath(import.meta.url))) ?? {};
  const json = (value: unknown) => format(JSON.stringify(value), { ...config, parser: "json" });
  await stage.put(importedFiles.posts, await json(sortPosts(state.posts).map(postRecord)));
  await stage.put(
    importedFiles.projects,
    await json(sortProjects(state.projects).map(projectRecord)),
  );
  await stage.put(importedFiles.sources, await json(record(state.sources, command)));
  const changed = stage.paths.map((path) => shown(join(state.dir, path)));
  await stage.commit();
  out(changed.length ? `Changed: ${changed.join(", ")}` : "No file changed.");
}

async function importOne(
  source: Source,
  state: ContentState,
  options: Options,
  stage: Stage,
  out: Print,
) {
  if ("posts" in source) {
    const { feed } = source.posts;
    const outcome = await importPosts(feed, state, {
      timeoutMs: options.timeoutMs,
      maxBytes: options.maxImageBytes,
    });
    const { entries, counts, replaced } = merge(state.posts, outcome.entries, same(postRecord));
    state.posts = entries;
    for (const image of outcome.images) await stage.put(`images/${image.name}`, image.data);
    // A thumbnail that changed format leaves the old file behind: remove it, it was ours.
    for (const [before, after] of replaced)
      if (
        before.thumbnail &&
        before.thumbnail !== after.thumbnail &&
        before.thumbnail.startsWith(`${imageStem(after.url)}.`)
      )
        stage.remove(`images/${before.thumbnail}`);
    out(sourceReport(`posts ${feed}`, counts, outcome.skipped, outcome.notes));
  } else {
    const outcome = await importProjects(source.projects, state, options);
    const { entries, counts } = merge(state.projects, outcome.entries, same(projectRecord));
    state.projects = entries;
    out(sourceReport(`projects ${source.projects.user}`, counts, outcome.skipped, outcome.notes));
  }
}

const same =
  <T>(normal: (entry: T) => T) =>
  (a: T, b: T) =>
    JSON.stringify(normal(a)) === JSON.stringify(normal(b));

function chosen(command: Command, sources: Sources): Source[] {
  if (command.kind === "posts") return [{ posts: { feed: command.feed } }];
  if (command.kind === "projects") {
    const { user, forks, archived } = command;
    return [{ projects: { user, forks, archived } }];
  }
  return [
    ...sources.posts.map((posts) => ({ posts })),
    ...sources.projects.map((projects) => ({ projects })),
  ];
}

/** The sources file after a successful run: the new source added, or its flags updated. */
function record(sources: Sources, command: Command): Sources {
  const posts = [...sources.posts];
  const projects = [...sources.projects];
  if (command.kind === "posts" && !posts.some((s) => s.feed === command.feed))
    posts.push({ feed: command.feed });
  if (command.kind === "projects") {
    const entry = { user: command.user, forks: command.forks, archived: command.archived };
    const at = projects.findIndex((s) => s.user.toLowerCase() === command.user.toLowerCase());
    if (at === -1) projects.push(entry);
    else projects[at] = entry;
  }
  return { posts, projects };
}
