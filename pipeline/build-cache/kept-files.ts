import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

let writes = 0;

/**
 * What a build made and another build can reuse (highlighted code, drawn
 * cards), one file a result in `dir`, named by its key. Such a cache only
 * saves time, so it never fails a build: a file that cannot be read is none,
 * and one that cannot be written is left unwritten. A file is written whole,
 * then renamed, so two builds at once never read half of one.
 */
export class KeptFiles {
  constructor(
    readonly dir: string,
    private readonly extension: string,
  ) {}

  /** The bytes kept under `key`; undefined when there are none or they cannot be read. */
  read(key: string): Buffer | undefined {
    try {
      return readFileSync(this.file(key));
    } catch {
      return undefined;
    }
  }

  /** Keeps `data` under `key`, or nothing when the folder cannot be written. */
  keep(key: string, data: string | Buffer): void {
    const file = this.file(key);
    const temporary = `${file}.${process.pid}-${++writes}.tmp`;
    try {
      mkdirSync(this.dir, { recursive: true });
      writeFileSync(temporary, data);
      renameSync(temporary, file);
    } catch {
      try {
        rmSync(temporary, { force: true });
      } catch {
        // nothing was written
      }
    }
  }

  private file(key: string): string {
    return join(this.dir, `${key}.${this.extension}`);
  }
}
