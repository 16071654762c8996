import type { Command } from "../options.ts";
import { refreshNote } from "../refresh-note.ts";
import type { ContentState } from "./content.ts";
import { projectSource, sourcesOf, type Sources } from "./records.ts";

type Print = (line: string) => void;

/** A projects source as sources.json records it: `pinned` only when set. */
export const recordedSource = ({ user, forks, archived, pinned }: Sources["projects"][number]) =>
  pinned ? { user, forks, archived, pinned } : { user, forks, archived };

/** A posts source as sources.json records it: `home` and `canonical` only for a feed brought home. */
export const recordedFeed = ({
  feed,
  home,
  canonical,
  drafts,
  categories,
  site,
}: Sources["posts"][number]) =>
  home && canonical
    ? {
        feed,
        home,
        canonical,
        ...(drafts ? { drafts } : {}),
        ...(categories ? { categories } : {}),
        ...(site ? { site } : {}),
      }
    : { feed };

/**
 * The sources file after a successful run: the new source added, or its
 * flags updated, and only sources that brought an entry (one that brought
 * nothing, such as a wrong feed, is not worth refreshing). The source the
 * command named, once recorded, gets a note when the weekly refresh cannot
 * read it.
 */
export function recordSources(state: ContentState, command: Command, out: Print): Sources {
  const posts = [...state.sources.posts];
  const projects = [...state.sources.projects];
  if (command.kind === "posts") {
    // The flags as this import had them: a feed imported again without --home stops bringing posts home.
    const entry = recordedFeed(command);
    const at = posts.findIndex((s) => s.feed === command.feed);
    if (at === -1) posts.push(entry);
    else posts[at] = entry;
  }
  if (command.kind === "projects") {
    const entry = recordedSource(command);
    const at = projects.findIndex((s) => s.user.toLowerCase() === command.user.toLowerCase());
    if (at === -1) projects.push(entry);
    else projects[at] = entry;
  }
  const resume = [...(state.sources.resume ?? [])];
  if (command.kind === "resume" && !resume.some((s) => s.source === command.source))
    resume.push({ source: command.source });
  const career = state.career ? Object.values(state.career).flat() : [];
  const brought = new Set(
    [...state.posts, ...state.projects, ...career, ...(state.home ?? [])]
      .flatMap(sourcesOf)
      .map((s) => s.toLowerCase()),
  );
  const kept = {
    posts: posts.filter((s) => brought.has(s.feed.toLowerCase())),
    projects: projects.filter((s) => brought.has(projectSource(s.user).toLowerCase())),
    // Written only once there is a résumé, so the file of an owner without one stays as it was.
    ...(resume.length > 0 && {
      resume: resume.filter((s) => brought.has(s.source.toLowerCase())),
    }),
  };
  for (const { source } of resume.filter((s) => !kept.resume?.includes(s)))
    out(`Not recorded: resume ${source}: nothing was imported from it, so refreshes skip it.`);
  for (const { feed } of posts.filter((s) => !kept.posts.includes(s)))
    out(`Not recorded: posts ${feed}: nothing was imported from it, so refreshes skip it.`);
  for (const { user } of projects.filter((s) => !kept.projects.includes(s)))
    out(`Not recorded: projects ${user}: nothing was imported from it, so refreshes skip it.`);
  const note = unreadableByRefresh(command, kept);
  if (note) out(note);
  return kept;
}

/** The note for the source the command named, once recorded, when the weekly refresh cannot read it. */
function unreadableByRefresh(command: Command, kept: Sources): string | undefined {
  if (command.kind === "posts" && kept.posts.some((s) => s.feed === command.feed))
    return refreshNote("posts", command.feed);
  if (command.kind === "resume" && kept.resume?.some((s) => s.source === command.source))
    return refreshNote("resume", command.source);
  return undefined;
}
