import { descriptionLimit } from "../../../app/lib/metadata/site-urls.ts";
import type { BuiltPage } from "./built-pages.ts";

const described = ["description", "og:description", "twitter:description"];

/**
 * A warning for each page whose description is longer than search engines
 * show. Not an error and not a silent cut: the owner decides what to drop.
 */
export function descriptionWarnings(pages: BuiltPage[]): string[] {
  return pages.flatMap((page) => {
    const values = new Set(described.flatMap((key) => page.meta.get(key) ?? []));
    return [...values]
      .filter((value) => [...value].length > descriptionLimit)
      .map(
        (value) =>
          `Warning: the description of ${pageName(page)} is ${[...value].length} characters; ` +
          `search engines show about ${descriptionLimit}, so they will cut it. Shorten it:\n` +
          `  "${value}"`,
      );
  });
}

/** "/blog" for a page with a canonical URL, else its file. */
export function pageName(page: BuiltPage): string {
  return page.canonical ? new URL(page.canonical).pathname : page.file;
}
