import type { LocalPost } from "./post-files.ts";

// The posts' series, checked before the build, drafts and posts to come
// included (a part published later is still a part): each series numbers its
// parts 1, 2, 3… each once, so every part's page lists them in order.

/** One line a series whose parts repeat a number or leave a gap, naming the files and the rule. */
export function seriesProblems(posts: readonly LocalPost[]): string[] {
  const series = new Map<string, { part: number; file: string }[]>();
  for (const post of posts) {
    const { series: name, part } = post.default.frontMatter;
    if (name === undefined || part === undefined) continue;
    series.set(name, [...(series.get(name) ?? []), { part, file: post.default.file }]);
  }
  const problems: string[] = [];
  for (const [name, parts] of series) {
    parts.sort((a, b) => a.part - b.part || a.file.localeCompare(b.file));
    const rule = `number its parts 1, 2, 3… each once, in order`;
    parts.forEach(({ part, file }, index) => {
      const before = parts[index - 1];
      if (before?.part === part)
        problems.push(
          `${file}: part ${part} of the series "${name}" is also ${before.file}'s; ${rule}`,
        );
      else if (part !== (before?.part ?? 0) + 1)
        problems.push(
          `${file}: part ${part} of the series "${name}" leaves a gap (no part ${(before?.part ?? 0) + 1}); ${rule}`,
        );
    });
  }
  return problems;
}
