import type { Post, Project } from "../../../content/schema/entries.ts";

/**
 * What Home lists: the newest `n` posts, and `n` projects, featured ones
 * (pinned on GitHub, or marked by hand) first, then the rest newest first.
 */
export function homeEntries<P extends Post, R extends Project>(
  posts: readonly P[],
  projects: readonly R[],
  n: number,
): { posts: P[]; projects: R[] } {
  return {
    posts: posts.slice(0, n),
    projects: [...projects.filter((p) => p.featured), ...projects.filter((p) => !p.featured)].slice(
      0,
      n,
    ),
  };
}
