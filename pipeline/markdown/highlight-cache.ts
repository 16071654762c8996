import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { ElementContent } from "hast";

/** Where highlighted code is kept between builds, beside the encoded images (HIGHLIGHT_CACHE_DIR moves it, as the bench does). */
export const defaultHighlightCacheDir = "node_modules/.cache/code-highlighting";

/**
 * Highlighted code kept on disk, one file a block, named by its key
 * (highlightKey in highlight-code.ts): a build, another language's build or
 * another project copy reads what an earlier one made, and loads no grammar.
 * The cache only saves time, so it never fails a build: an entry that
 * cannot be read or is not highlighted code is made anew, and one that
 * cannot be written is left unwritten.
 */
export class HighlightCache {
  private writes = 0;

  constructor(readonly dir: string) {}

  /** The block kept under `key`; undefined when there is none, or it cannot be read or trusted. */
  read(key: string): ElementContent[] | undefined {
    try {
      const kept: unknown = JSON.parse(readFileSync(this.file(key), "utf8"));
      return isContent(kept) ? kept : undefined;
    } catch {
      return undefined;
    }
  }

  /** Keeps `content` under `key`: written whole, then renamed, so two builds at once never read half a file. */
  write(key: string, content: ElementContent[]): void {
    const file = this.file(key);
    const temporary = `${file}.${process.pid}-${++this.writes}.tmp`;
    try {
      mkdirSync(this.dir, { recursive: true });
      writeFileSync(temporary, JSON.stringify(content));
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
    return join(this.dir, `${key}.json`);
  }
}

/** Whether `value` is the content of a <code> element: text, and elements of the same. */
function isContent(value: unknown): value is ElementContent[] {
  return Array.isArray(value) && value.every(isNode);
}

function isNode(node: unknown): boolean {
  if (typeof node !== "object" || node === null) return false;
  const { type, value, tagName, properties, children } = node as Record<string, unknown>;
  if (type === "text") return typeof value === "string";
  return (
    type === "element" &&
    typeof tagName === "string" &&
    typeof properties === "object" &&
    properties !== null &&
    isContent(children)
  );
}
