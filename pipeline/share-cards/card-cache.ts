import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** Where drawn cards are kept between builds, beside the encoded images (SHARE_CARD_CACHE_DIR moves it). */
export const defaultShareCardCacheDir = "node_modules/.cache/share-cards";

/**
 * Drawn cards kept on disk, one PNG a card, named by its key (everything
 * drawn on it, the fonts' and the encoder's versions: write-share-cards.ts):
 * a rebuild of a 300-post site draws only the cards that changed. The cache
 * only saves time, so it never fails a build: an entry that cannot be read
 * is drawn anew, and one that cannot be written is left unwritten.
 */
export class ShareCardCache {
  private writes = 0;

  constructor(readonly dir: string) {}

  /** The card kept under `key`; undefined when there is none or it is not a PNG. */
  read(key: string): Buffer | undefined {
    try {
      const data = readFileSync(this.file(key));
      return data.subarray(1, 4).toString("latin1") === "PNG" ? data : undefined;
    } catch {
      return undefined;
    }
  }

  /** Keeps `data` under `key`: written whole, then renamed, so two builds at once never read half a file. */
  write(key: string, data: Buffer): void {
    const file = this.file(key);
    const temporary = `${file}.${process.pid}-${++this.writes}.tmp`;
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
    return join(this.dir, `${key}.png`);
  }
}
