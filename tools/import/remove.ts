import { join } from "node:path";
import { SourceError } from "./errors.ts";
import type { Options } from "./options.ts";
import { imageStem } from "./posts/images.ts";
import { identity } from "./posts/urls.ts";
import { label } from "./report.ts";
import { handWritten, loadContent, saveContent, shown } from "./store/content.ts";
import { projectSource, sourceField, sourcesOf, type PostRecord } from "./store/records.ts";
import { Stage } from "./store/stage.ts";
import { withoutResume } from "./resume/remove-resume.ts";
import { isUrl } from "./source-location.ts";

type Print = (line: string) => void;
type Entry = { url: string; title: string; source?: string | string[]; thumbnail?: string };
type Split<T> = { remaining: T[]; removed: T[]; kept: { entry: T; others: string[] }[] };

/**
 * `npm run import -- remove <feed URL or file | GitHub user>`: the source leaves
 * sources.json, and every entry only it brought leaves the imported files
 * (with the thumbnails imported for them); an entry another source brought
 * too stays. All of it is written, or nothing.
 */
export async function removeSource(target: string, options: Options, out: Print, err: Print) {
  const stage = new Stage(options.contentDir);
  try {
    const state = await loadContent(options.contentDir);
    const resume = withoutResume(state, target);
    if (resume) return (out(resume.said), await saveContent(state, resume.sources, stage, out), 0);
    // A URL, or a feed file as sources.json records it; else a GitHub login.
    const isFeed =
      isUrl(target) ||
      state.sources.posts.some((s) => s.feed === target) ||
      state.posts.some((post) => sourcesOf(post).includes(target)) ||
      (state.home ?? []).some((record) => record.source === target);
    const which = isFeed
      ? (source: string) => !source.startsWith("github:") && identity(source) === identity(target)
      : (source: string) => source.toLowerCase() === projectSource(target).toLowerCase();
    const posts = split(state.posts, which);
    const projects = split(state.projects, which);
    const sources = {
      posts: state.sources.posts.filter((s) => !which(s.feed)),
      projects: state.sources.projects.filter((s) => !which(projectSource(s.user))),
      ...(state.sources.resume && { resume: state.sources.resume }),
    };
    const recorded =
      sources.posts.length < state.sources.posts.length ||
      sources.projects.length < state.sources.projects.length;
    // Posts it brought home are files of content/posts/ now, the owner's: they stay, unrecorded.
    const home = (state.home ?? []).filter((record) => which(record.source));
    const touched =
      home.length > 0 || [posts, projects].some((s) => s.removed.length + s.kept.length > 0);
    if (!recorded && !touched)
      throw new SourceError(target, `not a source imported before (${listed(state.sources)})`);
    const removed = [...posts.removed, ...projects.removed];
    await refuseOverridden(state.dir, target, removed);
    state.posts = posts.remaining;
    state.projects = projects.remaining;
    if (state.home) state.home = state.home.filter((record) => !home.includes(record));
    const images = ownImages(posts.removed, state.posts);
    for (const image of images) stage.remove(`images/${image}`);
    const name = isFeed ? `posts ${target}` : `projects ${target}`;
    const counted = [
      isFeed ? count(posts.removed.length, "post") : count(projects.removed.length, "project"),
      ...(images.length ? [count(images.length, "thumbnail")] : []),
    ];
    out(`Removed ${name}: ${counted.join(", ")}`);
    for (const { entry, others } of [...posts.kept, ...projects.kept])
      out(`  kept ${label(entry.title, entry.url)}: ${others.join(", ")} brought it too`);
    if (home.length > 0)
      out(
        `  kept ${count(home.length, "post")} it brought home (${home.map((r) => `content/posts/${r.slug}`).join(", ")}): ` +
          "they are your own posts now, which refreshes no longer touch; delete a folder to remove its post",
      );
    await saveContent(state, sources, stage, out);
    return 0;
  } catch (error) {
    if (!(error instanceof SourceError)) throw error;
    err(`Remove failed: ${error.message}`);
    err("Nothing was changed.");
    return 1;
  } finally {
    await stage.discard();
  }
}

function split<T extends Entry>(entries: T[], which: (source: string) => boolean): Split<T> {
  const result: Split<T> = { remaining: [], removed: [], kept: [] };
  for (const entry of entries) {
    const all = sourcesOf(entry);
    const others = all.filter((source) => !which(source));
    if (others.length === all.length) result.remaining.push(entry);
    else if (others.length === 0) result.removed.push(entry);
    else {
      result.kept.push({ entry, others });
      result.remaining.push({ ...entry, ...sourceField(others) });
    }
  }
  return result;
}

/** Thumbnails the importer named after the removed posts ("<slug>-<hash>.<ext>"), unless another post shows it. */
function ownImages(removed: PostRecord[], remaining: PostRecord[]): string[] {
  const inUse = new Set(remaining.map((post) => post.thumbnail));
  return removed
    .map((post) => post.thumbnail)
    .filter((name, i): name is string => !!name?.startsWith(`${imageStem(removed[i]!.url)}.`))
    .filter((name) => !inUse.has(name));
}

/**
 * content/overrides.ts naming a removed entry would stop the build, and the
 * importer never writes that file: the owner removes those lines first.
 */
async function refuseOverridden(dir: string, target: string, removed: Entry[]) {
  const { overrides } = await handWritten(dir, "overrides.ts");
  const {
    hidden = [],
    posts = {},
    projects = {},
  } = (overrides ?? {}) as {
    hidden?: string[];
    posts?: object;
    projects?: object;
  };
  const gone = new Set(removed.map((entry) => identity(entry.url)));
  const named = [...hidden, ...Object.keys(posts), ...Object.keys(projects)].filter((url) =>
    gone.has(identity(url)),
  );
  if (named.length > 0)
    throw new SourceError(
      target,
      `${shown(join(dir, "overrides.ts"))} names ${count(named.length, "entry", "entries")} ` +
        `it would remove (${named.join(", ")}): delete ${named.length > 1 ? "them" : "it"} there first`,
    );
}

function listed({ posts, projects }: { posts: { feed: string }[]; projects: { user: string }[] }) {
  const all = [...posts.map((s) => s.feed), ...projects.map((s) => s.user)];
  return all.length ? `recorded: ${all.join(", ")}` : "none is recorded";
}

const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
