import { SourceError } from "./errors.ts";
import { bringPostsHome, type HomeOutcome } from "./home/bring-home.ts";
import { bringFolderHome, folderLabel } from "./folders/bring-folder.ts";
import { canonicalAdvice } from "./home/canonical-advice.ts";
import type { Command, Options } from "./options.ts";
import { merge } from "./outcome.ts";
import { importPosts } from "./posts/posts.ts";
import { imageStem } from "./posts/images.ts";
import { importProjects } from "./projects/projects.ts";
import { removeSource } from "./remove.ts";
import { sourceReport } from "./report.ts";
import { loadContent, saveContent, type ContentState } from "./store/content.ts";
import { importResume } from "./resume/resume.ts";
import {
  noCareerRecords,
  postRecord,
  projectRecord,
  sourceField,
  sourcesOf,
  type Sources,
} from "./store/records.ts";
import { recordedFeed, recordedSource, recordSources } from "./store/sources.ts";
import { Stage } from "./store/stage.ts";

type Source =
  | { posts: Sources["posts"][number] }
  | { projects: Sources["projects"][number] }
  | { resume: { source: string } }
  | { folder: { folder: string; categoriesAsTags: boolean } };
type Print = (line: string) => void;

/**
 * Import the sources the command names (or every recorded one), then write
 * all of the changes, or none when any source failed. Returns the exit code:
 * 0, 1 when a source failed, 3 when a résumé entry was kept as imported
 * before because the résumé now breaks it: the rest is written, and the
 * weekly refresh fails, so no pull request opens until the résumé is fixed.
 */
export async function runImport(command: Command, options: Options, out: Print, err: Print) {
  if (command.kind === "remove") return removeSource(command.source, options, out, err);
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
    const claimed: HomeOutcome["claimed"] = [];
    let kept = 0;
    // Every source is tried, so one run reports every broken one.
    for (const source of sources) {
      try {
        kept += await importOne(source, state, options, stage, out, claimed);
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
    await saveContent(state, recordSources(state, command, out), stage, out);
    if (claimed.length > 0) out(canonicalAdvice(claimed));
    if (kept === 0) return 0;
    const them = kept === 1 ? "1 entry" : `${kept} entries`;
    err(
      `Kept ${them} as imported before: fix ${kept === 1 ? "it" : "them"} in the résumé and import again.`,
    );
    return 3;
  } finally {
    await stage.discard();
  }
}

/** Import one source into `state`; returns how many entries it kept as imported before. */
async function importOne(
  source: Source,
  state: ContentState,
  options: Options,
  stage: Stage,
  out: Print,
  claimed: HomeOutcome["claimed"],
): Promise<number> {
  if ("resume" in source) {
    const { source: from } = source.resume;
    const outcome = await importResume(from, state.career ?? noCareerRecords, options.timeoutMs);
    state.career = outcome.career;
    out(sourceReport(`resume ${from}`, outcome.counts, outcome));
    return outcome.kept.length;
  } else if ("folder" in source) {
    const { folder, categoriesAsTags } = source.folder;
    const limits = { timeoutMs: options.timeoutMs, maxBytes: options.maxImageBytes };
    const outcome = await bringFolderHome(folder, { categoriesAsTags }, state, stage, limits);
    out(
      sourceReport(folderLabel(folder, outcome.site), outcome.counts, {
        ...outcome,
        kept: outcome.lines,
      }),
    );
  } else if ("posts" in source) {
    const { feed, home, canonical, drafts, categories, site } = source.posts;
    const limits = { timeoutMs: options.timeoutMs, maxBytes: options.maxImageBytes };
    if (home && canonical) {
      const from = { drafts, categories, site, devApiUrl: options.devApiUrl };
      const outcome = await bringPostsHome(feed, canonical, state, stage, limits, from);
      claimed.push(...outcome.claimed);
      out(
        sourceReport(`posts ${feed} --home`, outcome.counts, { ...outcome, kept: outcome.lines }),
      );
      return 0;
    }
    const outcome = await importPosts(feed, state, limits);
    const merged = merge(state.posts, outcome.entries, same(postRecord), bothSources);
    state.posts = merged.entries;
    for (const image of outcome.images) await stage.put(`images/${image.name}`, image.data);
    // A thumbnail that changed format leaves the old file behind: remove it, it was ours.
    for (const [before, after] of merged.replaced)
      if (
        before.thumbnail &&
        before.thumbnail !== after.thumbnail &&
        before.thumbnail.startsWith(`${imageStem(after.url)}.`)
      )
        stage.remove(`images/${before.thumbnail}`);
    out(sourceReport(`posts ${feed}`, merged.counts, outcome));
  } else {
    const outcome = await importProjects(source.projects, state, options);
    const merged = merge(state.projects, outcome.entries, same(projectRecord), bothSources);
    state.projects = merged.entries;
    out(sourceReport(`projects ${source.projects.user}`, merged.counts, outcome));
  }
  return 0;
}

const same =
  <T>(normal: (entry: T) => T) =>
  (a: T, b: T) =>
    JSON.stringify(normal(a)) === JSON.stringify(normal(b));

/** An entry another source brought too keeps both, so removing one source keeps it. */
const bothSources = <T extends { source?: string | string[] }>(before: T, after: T): T => ({
  ...after,
  ...sourceField([...sourcesOf(before), ...sourcesOf(after)]),
});

function chosen(command: Command, sources: Sources): Source[] {
  if (command.kind === "folder") return [{ folder: command }];
  if (command.kind === "posts") return [{ posts: recordedFeed(command) }];
  if (command.kind === "resume") return [{ resume: { source: command.source } }];
  if (command.kind === "projects") return [{ projects: recordedSource(command) }];
  return [
    ...sources.posts.map((posts) => ({ posts })),
    ...sources.projects.map((projects) => ({ projects })),
    ...(sources.resume ?? []).map((resume) => ({ resume })),
  ];
}
