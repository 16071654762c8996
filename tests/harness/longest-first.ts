import { basename } from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * The template's files that take longest, longest first (a fresh-clone run,
 * two at once, 2026-12-07): started first, so that no long file runs alone at
 * the end while the other worker has nothing left. A file not named keeps
 * Vitest's order after them (in a fresh clone, the larger first).
 */
const longest = [
  "analytics-faults.test.ts",
  "hosts.test.ts",
  "analytics.test.ts",
  "languages.test.ts",
  "engines.test.ts",
  "local-posts.test.ts",
  "career.test.ts",
  "update-from-release.test.ts",
];

export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => {
      const at = longest.indexOf(basename(file.moduleId));
      return at === -1 ? longest.length : at;
    };
    return sorted
      .map((file, order) => ({ file, order }))
      .sort((a, b) => rank(a.file) - rank(b.file) || a.order - b.order)
      .map(({ file }) => file);
  }
}
