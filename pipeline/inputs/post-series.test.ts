import { expect, test } from "vitest";
import { localPost } from "./local-post.test-support.ts";
import { seriesProblems } from "./post-series.ts";

const post = (slug: string, series?: string, part?: number) => localPost(slug, { series, part });

test("parts numbered 1, 2, 3… each once: no problem, whatever the files' order", () => {
  expect(
    seriesProblems([post("b", "Q", 2), post("a", "Q", 1), post("c"), post("d", "R", 1)]),
  ).toEqual([]);
});

test("a gap or a repeated part is one line naming the file, the series and the rule", () => {
  expect(seriesProblems([post("a", "Q", 1), post("c", "Q", 3), post("d", "R", 2)])).toEqual([
    'content/posts/c/index.md: part 3 of the series "Q" leaves a gap (no part 2); number its parts 1, 2, 3… each once, in order',
    'content/posts/d/index.md: part 2 of the series "R" leaves a gap (no part 1); number its parts 1, 2, 3… each once, in order',
  ]);
  expect(seriesProblems([post("a", "Q", 1), post("b", "Q", 1)])).toEqual([
    'content/posts/b/index.md: part 1 of the series "Q" is also content/posts/a/index.md\'s; number its parts 1, 2, 3… each once, in order',
  ]);
});
