import { KeptFiles } from "../build-cache/kept-files.ts";

/** Where drawn cards are kept between builds, beside the encoded images (SHARE_CARD_CACHE_DIR moves it). */
export const defaultShareCardCacheDir = "node_modules/.cache/share-cards";

/**
 * Drawn cards kept on disk, one PNG a card, named by its key (everything
 * drawn on it, the fonts' and the encoder's versions: write-share-cards.ts):
 * a rebuild of a 300-post site draws only the cards that changed.
 */
export class ShareCardCache {
  private readonly files: KeptFiles;

  constructor(readonly dir: string) {
    this.files = new KeptFiles(dir, "png");
  }

  /** The card kept under `key`; undefined when there is none or it is not a PNG. */
  read(key: string): Buffer | undefined {
    const data = this.files.read(key);
    return data?.subarray(1, 4).toString("latin1") === "PNG" ? data : undefined;
  }

  write(key: string, data: Buffer): void {
    this.files.keep(key, data);
  }
}
