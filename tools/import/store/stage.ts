import { randomBytes } from "node:crypto";
import { existsSync, readdirSync, rmSync } from "node:fs";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { dirname, join, relative, resolve, sep } from "node:path";

const stagingPrefix = `.import-staging-${process.pid}-`;

let committing = false;

/**
 * For an interrupted run (Ctrl-C): remove this process's staging folders at
 * once. Returns false while a commit is moving files in, which takes
 * milliseconds and should finish rather than stop halfway.
 */
export function discardStagingSync(root: string): boolean {
  if (committing) return false;
  const names = existsSync(root) ? readdirSync(root) : [];
  for (const name of names.filter((n) => n.startsWith(stagingPrefix)))
    rmSync(join(root, name), { recursive: true, force: true });
  return true;
}

type Change = { path: string; staged: string } | { path: string; remove: true };

/**
 * A run's changes, gathered first and written at the end or not at all.
 * Files go to a staging folder inside the content folder (the same disk, so
 * each move is an atomic rename), unchanged files are not touched at all,
 * and the JSON that names images is moved in only after the images are.
 */
export class Stage {
  private readonly folder: string;
  private readonly changes: Change[] = [];

  constructor(private readonly root: string) {
    this.folder = join(root, `${stagingPrefix}${randomBytes(4).toString("hex")}`);
  }

  /** Stage a file's new content; returns false (and stages nothing) when it is already so. */
  async put(path: string, data: string | Buffer): Promise<boolean> {
    const target = this.inside(path);
    const bytes = typeof data === "string" ? Buffer.from(data) : data;
    const current = await readFile(target).catch(() => undefined);
    if (current?.equals(bytes)) return false;
    const staged = join(this.folder, String(this.changes.length));
    await mkdir(this.folder, { recursive: true });
    await writeFile(staged, bytes);
    this.changes.push({ path: target, staged });
    return true;
  }

  /** Stage the removal of a file the importer wrote before. */
  remove(path: string): void {
    this.changes.push({ path: this.inside(path), remove: true });
  }

  /** The paths that would change, relative to the content folder. */
  get paths(): string[] {
    return this.changes.map((change) => relative(this.root, change.path));
  }

  /** Move everything into place: images first, then the JSON, removals last. */
  async commit(): Promise<void> {
    const rank = (change: Change) =>
      "remove" in change
        ? 3
        : change.path.endsWith("sources.json")
          ? 2
          : change.path.endsWith(".json")
            ? 1
            : 0;
    committing = true;
    try {
      for (const change of [...this.changes].sort((a, b) => rank(a) - rank(b))) {
        if ("remove" in change) await rm(change.path, { force: true });
        else {
          await mkdir(dirname(change.path), { recursive: true });
          await rename(change.staged, change.path);
        }
      }
    } finally {
      committing = false;
      await this.discard();
    }
  }

  /** Forget every staged change; the content folder stays as it was. */
  async discard(): Promise<void> {
    await rm(this.folder, { recursive: true, force: true });
  }

  /** Nothing is ever written outside the content folder. */
  private inside(path: string): string {
    const target = resolve(this.root, path);
    if (!target.startsWith(resolve(this.root) + sep))
      throw new Error(`refusing to write outside the content folder: ${path}`);
    return target;
  }
}
