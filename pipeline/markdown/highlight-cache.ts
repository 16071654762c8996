import type { ElementContent } from "hast";
import { KeptFiles } from "../build-cache/kept-files.ts";

/** Where highlighted code is kept between builds, beside the encoded images (HIGHLIGHT_CACHE_DIR moves it, as the bench does). */
export const defaultHighlightCacheDir = "node_modules/.cache/code-highlighting";

/**
 * Highlighted code kept on disk, one file a block, named by its key
 * (highlightKey in highlight-code.ts): a build, another language's build or
 * another project copy reads what an earlier one made, and loads no grammar.
 * An entry that is not highlighted code is made anew.
 */
export class HighlightCache {
  private readonly files: KeptFiles;

  constructor(readonly dir: string) {
    this.files = new KeptFiles(dir, "json");
  }

  /** The block kept under `key`; undefined when there is none, or it cannot be read or trusted. */
  read(key: string): ElementContent[] | undefined {
    try {
      const kept: unknown = JSON.parse(this.files.read(key)?.toString("utf8") ?? "");
      return isContent(kept) ? kept : undefined;
    } catch {
      return undefined;
    }
  }

  write(key: string, content: ElementContent[]): void {
    this.files.keep(key, JSON.stringify(content));
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
