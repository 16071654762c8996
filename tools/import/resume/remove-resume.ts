import type { ContentState } from "../store/content.ts";
import { careerKinds, type CareerRecords, type Sources } from "../store/records.ts";

/**
 * `npm run import -- remove <résumé>`: when `target` is a résumé imported
 * before, the state without it and its entries, and what to say; otherwise
 * undefined (it is a feed or a GitHub user).
 */
export function withoutResume(
  state: ContentState,
  target: string,
): { sources: Sources; said: string } | undefined {
  const recorded = (state.sources.resume ?? []).some((s) => s.source === target);
  const career = state.career;
  const brought = career
    ? Object.values(career)
        .flat()
        .filter((entry) => entry.source === target).length
    : 0;
  if (!recorded && brought === 0) return undefined;
  if (career) {
    const left = {} as Record<keyof CareerRecords, unknown[]>;
    for (const kind of careerKinds)
      left[kind] = (career[kind] as { source: string }[]).filter((e) => e.source !== target);
    state.career = left as CareerRecords;
  }
  const resume = (state.sources.resume ?? []).filter((s) => s.source !== target);
  const sources = {
    posts: state.sources.posts,
    projects: state.sources.projects,
    ...(resume.length > 0 && { resume }),
  };
  return {
    sources,
    said: `Removed resume ${target}: ${brought} ${brought === 1 ? "entry" : "entries"}`,
  };
}
