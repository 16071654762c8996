// The template's sample content (tests/fixtures/sample/) built in a copy of
// the project: the site the tests of the template's own behaviour run on
// (labels, counts, budgets, sub-paths), whatever a fork has in content/.
// The owner's own build (build/client/) has its tests in tests/e2e/your-site/.
import { resolve } from "node:path";
import {
  buildCopy,
  makeProjectCopy,
  type BuildResult,
} from "../../../tools/project-copy/project-copy";
import { parseSettings } from "../../../app/lib/settings/settings-schema";
import { links } from "../../fixtures/sample/content/links";
import { sampleContent } from "../../fixtures/sample/sample-content";

export const sampleDir = ".test-builds/sample";
export const sampleClient = `${sampleDir}/build/client`;

/** Copies the project with the sample content and builds it (the global setup does, once). */
export function buildSampleSite(): void {
  makeProjectCopy(sampleDir, sampleContent());
  const build = buildCopy(sampleDir);
  if (build.status !== 0) throw new Error(`The sample site did not build:\n${build.output}`);
}

/**
 * The sample again, with other VITE_ settings, into `out` (its client files
 * in `${out}/client`), leaving the shared sample build as it is.
 */
export function buildSampleWith(out: string, settings: Record<string, string>): BuildResult {
  return buildCopy(sampleDir, settings, { BUILD_OUT: resolve(out) });
}

/** The settings the sample site is built with: none set, so its links' defaults. */
export const sampleSettings = parseSettings({}, links);
