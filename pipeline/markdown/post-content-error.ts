// A post that would break the site's rules stops the build with one line, the
// format of every other content mistake: where, what, and the rule.

/** Where a post's Markdown is: its file, and the file's line of the body's first line. */
export type PostSource = { file: string; bodyLine: number };

/** A node of the Markdown's or the HTML's tree, which knows where it was written. */
type Positioned = { position?: { start: { line: number } } | undefined };

/** The line of `source`'s file where `node` begins (undefined for a node the renderer made). */
export function fileLine(source: PostSource, node: Positioned | undefined): number | undefined {
  const line = node?.position?.start.line;
  return line === undefined ? undefined : source.bodyLine + line - 1;
}

/** "content/posts/hello/index.md:12" (the file alone when the line is not known). */
export function where(source: PostSource, line: number | undefined): string {
  return line === undefined ? source.file : `${source.file}:${line}`;
}

/** Something a post may not hold: `file:LINE: <what> is not allowed in a post (<rule>)`. */
export class PostContentError extends Error {
  override name = "PostContentError";

  constructor(
    readonly source: PostSource,
    readonly line: number | undefined,
    readonly what: string,
    readonly rule: string,
  ) {
    super(`${where(source, line)}: ${what} is not allowed in a post (${rule})`);
  }
}
