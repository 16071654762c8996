import type { Options } from "../options.ts";
import type { Outcome } from "../outcome.ts";
import { identity } from "../posts/urls.ts";
import type { ContentState } from "../store/content.ts";
import {
  projectRecord,
  projectRecordSchema,
  projectSource,
  type ProjectRecord,
} from "../store/records.ts";
import { roundAsShown } from "../../../app/lib/projects/compact-count.ts";
import { listPinned, listRepos, type Repo } from "./github.ts";

export type ProjectSource = { user: string; forks: boolean; archived: boolean; pinned?: boolean };

/** A user's repositories as projects: newest push first on the site, so the latest work leads. */
export async function importProjects(
  source: ProjectSource,
  state: ContentState,
  options: Options,
): Promise<Outcome<ProjectRecord>> {
  const github = {
    apiUrl: options.githubApiUrl,
    token: options.githubToken,
    timeoutMs: options.timeoutMs,
  };
  const repos = await listRepos(source.user, github);
  const pinned = new Set(
    source.pinned ? (await listPinned(source.user, github)).map((url) => identity(url)) : [],
  );
  const outcome: Outcome<ProjectRecord> = {
    entries: [],
    skipped: [],
    notes: [],
    images: [],
    warnings: [],
  };
  const seen = new Set<string>();
  for (const repo of repos) {
    const description = repo.description?.replace(/\s+/g, " ").trim();
    const key = identity(repo.html_url);
    let problem: string | undefined;
    if (repo.private) problem = "private";
    else if (repo.fork && !source.forks) problem = "forks; --forks imports them";
    else if (repo.archived && !source.archived) problem = "archived; --archived imports them";
    else if (state.handWrittenProjects.has(key))
      problem = "same URL as a hand-written project in content/projects.ts";
    else if (seen.has(key)) problem = "listed twice";
    else if (!description) problem = "no description; add one on GitHub to import it";
    if (problem) {
      outcome.skipped.push({ name: repo.name, why: problem });
      continue;
    }
    seen.add(key);
    // The language first, then the topics, each once.
    const tech = [repo.language, ...(repo.topics ?? [])].filter(
      (t, i, all): t is string =>
        !!t?.trim() && all.findIndex((u) => u?.toLowerCase() === t.toLowerCase()) === i,
    );
    const project: ProjectRecord = {
      url: repo.html_url,
      title: repo.name,
      description: description!,
      tech,
      ...(repo.pushed_at ? { date: repo.pushed_at.slice(0, 10) } : {}),
      ...signal(repo),
      ...(pinned.has(key) ? { featured: true } : {}),
      source: projectSource(source.user),
    };
    const checked = projectRecordSchema.safeParse(project);
    if (checked.success) outcome.entries.push(projectRecord(project));
    else outcome.skipped.push({ name: repo.name, why: checked.error.issues[0]!.message });
  }
  return outcome;
}

/**
 * Stars and forks rounded as the card shows them, so the weekly refresh
 * changes a file only when a visible number changes; the month of the last push.
 */
function signal(repo: Repo): Partial<ProjectRecord> {
  const counted = (count: number | undefined) =>
    typeof count === "number" && count >= 0 ? roundAsShown(count) : undefined;
  const [stars, forks] = [counted(repo.stargazers_count), counted(repo.forks_count)];
  return {
    ...(repo.pushed_at ? { updated: repo.pushed_at.slice(0, 7) } : {}),
    ...(stars !== undefined ? { stars } : {}),
    ...(forks !== undefined ? { forks } : {}),
    ...(repo.archived ? { archived: true } : {}),
  };
}
