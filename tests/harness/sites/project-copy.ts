// A copy of this project with other content: every file git knows except
// content/ (unless asked), node_modules linked, and the given content
// written in. Tests build personas and hostile content in one, the
// screenshots tool builds content cases, and the bench the 300-post backlog,
// all through the real build, exactly as a fork would.
import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";

/** Files to write under the copy, by path from its root ("content/owner.ts"). */
export type Files = Record<string, string | Buffer>;

const root = resolve(import.meta.dirname, "../../..");

function projectFiles(): string[] {
  // -z: names as they are; without it git quotes any name outside ASCII ("2020-年终总结.md").
  const listed = spawnSync("git", ["ls-files", "-z", "-co", "--exclude-standard"], {
    cwd: root,
    encoding: "utf8",
  });
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  return listed.stdout.split("\0").filter(Boolean);
}

/**
 * Makes `dir` a copy of the project (replacing what was there) with `files`
 * written in. With `keepContent: false` the copy's content/ holds only its
 * schema and `files`.
 */
export function makeProjectCopy(dir: string, files: Files, { keepContent = false } = {}): string {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const file of projectFiles()) {
    // The schema is the template's, not the owner's: a fork keeps it.
    if (!keepContent && file.startsWith("content/") && !file.startsWith("content/schema/"))
      continue;
    try {
      cpSync(join(root, file), join(dir, file));
    } catch {
      // deleted in the work tree but not yet in git
    }
  }
  symlinkSync(join(root, "node_modules"), join(dir, "node_modules"), "dir");
  for (const [path, data] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), data);
  }
  return dir;
}

export type BuildResult = { status: number; output: string; seconds: number };

/**
 * Runs `npm run build`'s script in the copy with only the given VITE_*
 * settings (none from this shell or its .env), so the content alone decides.
 * `tooling` adds other variables, such as IMAGE_CACHE_DIR.
 */
export function buildCopy(
  dir: string,
  settings: Record<string, string> = {},
  tooling: Record<string, string> = {},
): BuildResult {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith("VITE_")),
  );
  const started = Date.now();
  const run = spawnSync(process.execPath, ["--import", "tsx", "pipeline/build.ts"], {
    cwd: dir,
    env: { ...env, ...tooling, ...settings },
    encoding: "utf8",
  });
  return {
    status: run.status ?? 1,
    output: `${run.stdout}${run.stderr}`,
    seconds: (Date.now() - started) / 1000,
  };
}

/**
 * Makes the copy a git repository of its own with everything committed, as
 * a fork is: the sitemap reads each page's last commit.
 */
export function commitAsFork(dir: string, message: string, author = "Fork Owner"): void {
  const email = `${author.toLowerCase().replace(/\W+/g, ".")}@example.com`;
  const env = {
    ...process.env,
    GIT_AUTHOR_NAME: author,
    GIT_AUTHOR_EMAIL: email,
    GIT_COMMITTER_NAME: author,
    GIT_COMMITTER_EMAIL: email,
  };
  for (const args of [
    ["init", "--quiet", "--initial-branch=main"],
    ["add", "--all"],
    ["commit", "--quiet", "--message", message],
  ]) {
    const run = spawnSync("git", args, { cwd: dir, env, encoding: "utf8" });
    if (run.status !== 0) throw new Error(`git ${args.join(" ")} failed:\n${run.stderr}`);
  }
}
