import { join } from "node:path";
import { buildCopy, makeProjectCopy } from "../../../tools/project-copy/project-copy";
import { sampleContent } from "../../fixtures/sample/sample-content";

/**
 * Builds the sample site with the theme switch on (content/theme.ts
 * `switch: true`) in a project copy at `dir`; returns its client folder.
 */
export function buildSwitchOnSite(dir: string): string {
  makeProjectCopy(dir, {
    ...sampleContent(),
    "content/theme.ts":
      'export const theme = { accent: { light: "#0b6e66", dark: "#5fd4c4" }, switch: true };\n',
  });
  const build = buildCopy(dir);
  if (build.status !== 0) throw new Error(`The build failed:\n${build.output}`);
  return join(dir, "build/client");
}
