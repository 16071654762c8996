import { isAbsolute, normalize, relative, resolve, sep } from "node:path";

// A feed or a résumé is an http(s) URL or a file. A file is recorded by its
// path from the project root, where npm runs the command, so the weekly
// refresh finds it in its own checkout; a file outside the project, by its
// absolute path.

export const isUrl = (source: string) => /^https?:\/\//i.test(source);

/** A scheme other than a drive letter ("ftp:", "javascript:"): not a file, and not http(s). */
export const hasScheme = (source: string) => /^[a-z][a-z\d+.-]+:/i.test(source);

/** How sources.json records a source: a URL as written, a file by its path from the project. */
export function recordedAs(source: string): string {
  if (isUrl(source)) return source;
  const file = resolve(source);
  const path = relative(process.cwd(), file);
  return isInside(path) ? path : file;
}

/** A recorded file path that stays inside the project (not absolute, not going up). */
export function isInside(path: string): boolean {
  const normal = normalize(path);
  return !isAbsolute(normal) && normal !== "." && normal !== ".." && !normal.startsWith(`..${sep}`);
}
