// Every site the template's proof builds goes through here: a project copy
// with the variant's content and settings, built for real by `npm run
// build`'s script, at most once per test run. A build is keyed by a hash of
// its inputs, so two variants with the same inputs share one build, and the
// first test file to ask for it builds it while later ones (in any worker)
// reuse it. The template's global setup empties the folder when a run starts.
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { buildCopy, makeProjectCopy, type Files } from "./project-copy";

export const sitesDir = resolve(import.meta.dirname, "../../../.test-builds/sites");

/** What a site is made of: its content/ files, its VITE_* settings, and whether to keep the project's own content/. */
export type SiteInputs = {
  files: Files;
  settings?: Record<string, string>;
  keepContent?: boolean;
};

/** A built copy of the project: its folder, its build/client/, and what the build printed. */
export type BuiltSite = { name: string; dir: string; client: string; output: string };

function keyOf({ files, settings = {}, keepContent = false }: SiteInputs): string {
  const hash = createHash("sha256");
  for (const path of Object.keys(files).sort()) hash.update(`${path}\0`).update(files[path]!);
  hash.update(JSON.stringify([Object.entries(settings).sort(), keepContent]));
  return hash.digest("hex").slice(0, 12);
}

/** Builds `inputs` in a project copy, or returns the build this run already made of them. */
export async function buildSite(name: string, inputs: SiteInputs): Promise<BuiltSite> {
  const dir = join(sitesDir, keyOf(inputs));
  const done = join(dir, ".built.json");
  const site = (): BuiltSite => ({
    name,
    dir,
    client: join(dir, "build/client"),
    output: (JSON.parse(readFileSync(done, "utf8")) as { output: string }).output,
  });
  if (existsSync(done)) return site();
  mkdirSync(sitesDir, { recursive: true });
  try {
    mkdirSync(`${dir}.lock`); // atomic: only one worker builds a site
  } catch {
    // Another worker is building it.
    while (!existsSync(done)) {
      if (!existsSync(`${dir}.lock`))
        throw new Error(`The ${name} site did not build (see its test)`);
      await sleep(200);
    }
    return site();
  }
  try {
    makeProjectCopy(dir, inputs.files, { keepContent: inputs.keepContent });
    const build = buildCopy(dir, inputs.settings);
    if (build.status !== 0) throw new Error(`The ${name} site did not build:\n${build.output}`);
    writeFileSync(done, JSON.stringify({ name, output: build.output }));
    return site();
  } finally {
    rmSync(`${dir}.lock`, { recursive: true, force: true });
  }
}

/**
 * A copy of a built site of its own, at `.test-builds/scratch/<name>`, for a
 * test that changes content and builds again: the shared build stays as it is.
 */
export function scratchCopy(site: BuiltSite, name: string): BuiltSite {
  const dir = resolve(sitesDir, "../scratch", name);
  rmSync(dir, { recursive: true, force: true });
  cpSync(site.dir, dir, { recursive: true, verbatimSymlinks: true });
  return { ...site, name, dir, client: join(dir, "build/client") };
}

/** Forgets every build: the next run builds each site afresh. */
export function clearSiteBuilds(): void {
  rmSync(sitesDir, { recursive: true, force: true });
}
