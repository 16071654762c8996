import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { compareVersions } from "../releases.ts";
import { isOwnerFile } from "../merge/owner-files.ts";
import { syntaxErrors } from "./content-edit.ts";
import type { Migration } from "./migration.ts";

export type Applied = { id: string; release: string; description: string; files: string[] };

/**
 * Runs every migration meant for a fork at version `from` (those of a newer
 * release), oldest release first, on the content under `root`. Returns what
 * each one changed; a migration that changed nothing is not listed.
 */
export function applyMigrations(
  root: string,
  from: string,
  migrations: readonly Migration[],
): Applied[] {
  const pending = migrations
    .filter((migration) => compareVersions(from, migration.release) < 0)
    .map((migration, order) => ({ migration, order }))
    .sort((a, b) => compareVersions(a.migration.release, b.migration.release) || a.order - b.order)
    .map(({ migration }) => migration);
  const applied: Applied[] = [];
  for (const migration of pending) {
    const changed = new Set<string>();
    migration.migrate({
      read: (path) => {
        const file = join(root, path);
        return existsSync(file) ? readFileSync(file, "utf8") : undefined;
      },
      write: (path, text) => {
        if (!isOwnerFile(path))
          throw new Error(`migration ${migration.id} may write only content/ files, not ${path}`);
        const problem = parseProblem(path, text);
        if (problem) throw new Error(`migration ${migration.id} broke ${path}: ${problem}`);
        const file = join(root, path);
        if (existsSync(file) && readFileSync(file, "utf8") === text) return;
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(file, text);
        changed.add(path);
      },
    });
    if (changed.size > 0) applied.push({ ...describe(migration), files: [...changed].sort() });
  }
  return applied;
}

const describe = ({ id, release, description }: Migration) => ({ id, release, description });

/** Why a rewritten file would not load, or undefined when it parses. */
function parseProblem(path: string, text: string): string | undefined {
  if (/\.[cm]?tsx?$/.test(path)) return syntaxErrors(text, path)[0];
  if (path.endsWith(".json")) {
    try {
      JSON.parse(text);
    } catch (error) {
      return (error as Error).message;
    }
  }
  return undefined;
}
