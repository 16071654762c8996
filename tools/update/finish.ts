import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { fileAt, type Git } from "./git.ts";
import type { Applied } from "./migrations/apply.ts";
import { buildRefusal, lastLine, Refusal } from "./refusal.ts";

export type Commands = {
  /** Validates the content and builds the site: `npm run build`. */
  build: string[];
  /** Installs the dependencies when package-lock.json changed: `npm ci`. */
  install: string[];
};
export type Finish = {
  head: string;
  template: string;
  tree: string;
  fromVersion: string;
  message: string;
};
export type Finished = { commit: string; migrations: Applied[]; installed: boolean };

/**
 * Puts the merged tree in the fork's index and work tree, then installs,
 * migrates and builds. Only when all of that succeeded does HEAD move, to one
 * merge commit; otherwise HEAD, index and work tree go back to `head`.
 */
export function finishUpdate(git: Git, update: Finish, commands: Commands): Finished {
  const { head, template, tree } = update;
  git("read-tree", "-m", "-u", head, tree);
  let installed = false;
  try {
    if (
      dependenciesChanged(
        fileAt(git, head, "package-lock.json"),
        fileAt(git, tree, "package-lock.json"),
      )
    ) {
      installed = true;
      run(git.cwd, commands.install, "installing the new dependencies");
    }
    const migrations = migrate(git.cwd, update.fromVersion);
    const built = spawn(git.cwd, commands.build);
    if (built.interrupted) throw new Refusal("Interrupted during the build.");
    if (built.status !== 0) throw buildRefusal(built.output);
    git("add", "-A");
    // Two parents, even for a fork made with "Use this template": from then on
    // it shares the template's history, so the next update's base is git's own
    // merge base and git log tells what came from the template.
    const commit = git(
      "commit-tree",
      git("write-tree"),
      "-p",
      head,
      "-p",
      template,
      "-m",
      update.message,
    );
    git("update-ref", "-m", "npm run update", "HEAD", commit, head);
    return { commit, migrations, installed };
  } catch (error) {
    // Files a migration created become known to git, so the reset removes them.
    git.run(["add", "-A"]);
    git("reset", "--quiet", "--hard", head);
    const lines =
      error instanceof Refusal ? error.lines : [`The update failed: ${(error as Error).message}`];
    const reinstalled = !installed || spawn(git.cwd, commands.install).status === 0;
    throw new Refusal(
      ...lines,
      reinstalled
        ? "The update was undone: HEAD, the index and the work tree are as they were."
        : `The update was undone, but node_modules is still the new template's: run ${commands.install.join(" ")}.`,
    );
  }
}

/** Whether the locked dependencies differ, not just the project's own version. */
export function dependenciesChanged(
  before: string | undefined,
  after: string | undefined,
): boolean {
  const locked = (text: string | undefined) => {
    if (text === undefined) return "";
    try {
      const lock = JSON.parse(text) as {
        version?: string;
        packages?: Record<string, { version?: string }>;
      };
      delete lock.version;
      delete lock.packages?.[""]?.version;
      return JSON.stringify(lock);
    } catch {
      return text;
    }
  };
  return locked(before) !== locked(after);
}

function spawn(cwd: string, [command, ...args]: string[]) {
  const result = spawnSync(command!, args, { cwd, encoding: "utf8", maxBuffer: 256 * 1024 * 1024 });
  return {
    status: result.status ?? 1,
    interrupted: result.signal === "SIGINT" || result.signal === "SIGTERM",
    output: `${result.stdout ?? ""}${result.stderr ?? ""}${result.error?.message ?? ""}`,
  };
}

function run(cwd: string, command: string[], doing: string) {
  const result = spawn(cwd, command);
  if (result.status !== 0)
    throw new Refusal(`${command.join(" ")} failed while ${doing}: ${lastLine(result.output)}`);
}

/** The new template's migrations, run by its own migrate.ts (none if it has none). */
function migrate(cwd: string, from: string): Applied[] {
  if (!existsSync(join(cwd, "tools/update/migrate.ts"))) return [];
  const result = spawn(cwd, [
    process.execPath,
    "--import",
    "tsx",
    "tools/update/migrate.ts",
    "--from",
    from,
  ]);
  if (result.status !== 0)
    throw new Refusal(`A content migration failed: ${lastLine(result.output)}`);
  const line = result.output
    .trim()
    .split("\n")
    .reverse()
    .find((text) => text.startsWith("{"));
  return (JSON.parse(line ?? '{"applied":[]}') as { applied: Applied[] }).applied;
}
