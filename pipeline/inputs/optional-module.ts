import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { buildSync } from "esbuild";

// content/experience.ts and content/languages.ts are optional, so no static
// import can name them. The early check runs in React Router's config,
// outside Vite (whose glob import finds them for the pages): such a file is
// bundled here with esbuild, as content-files.ts parses content, and run.

/** The export `name` of the content module `file` (from the project root); undefined when the file is missing. */
export function readOptionalModule(root: string, file: string, name: string): unknown {
  const path = join(root, file);
  if (!existsSync(path)) return undefined;
  const [output] = buildSync({
    entryPoints: [path],
    bundle: true,
    format: "cjs",
    platform: "node",
    packages: "external",
    write: false,
  }).outputFiles;
  const module = { exports: {} as Record<string, unknown> };
  const run = new Function("module", "exports", "require", output!.text) as (
    ...args: unknown[]
  ) => void;
  run(module, module.exports, createRequire(path));
  return module.exports[name];
}
