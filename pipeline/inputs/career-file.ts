import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { buildSync } from "esbuild";

// content/experience.ts is optional, so no static import can name it. The
// early check runs in React Router's config, outside Vite (whose glob import
// finds it for the pages, app/lib/career/career-file.ts): the file is
// bundled here with esbuild, as content-files.ts parses content, and run.

/** content/experience.ts's `experience`, and the imported career, as written; undefined when missing. */
export function readCareerFiles(root = process.cwd()) {
  const imported = join(root, "content/imported/experience.json");
  return {
    experience: readCareerModule(root),
    importedExperience: existsSync(imported)
      ? (JSON.parse(readFileSync(imported, "utf8")) as unknown)
      : undefined,
  };
}

function readCareerModule(root: string): unknown {
  const file = join(root, "content/experience.ts");
  if (!existsSync(file)) return undefined;
  const [output] = buildSync({
    entryPoints: [file],
    bundle: true,
    format: "cjs",
    platform: "node",
    packages: "external",
    write: false,
  }).outputFiles;
  const module = { exports: {} as { experience?: unknown } };
  const run = new Function("module", "exports", "require", output!.text) as (
    ...args: unknown[]
  ) => void;
  run(module, module.exports, createRequire(file));
  return module.exports.experience;
}
