import { readFile, stat } from "node:fs/promises";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, SourceError } from "./errors.ts";
import { FetchError, get, megabytes, type Fetched } from "./http.ts";
import { isUrl } from "./source-location.ts";

/**
 * A feed's or a résumé's bytes: downloaded from its URL, or read from its
 * file under the same size limit. A file's `url` is its file: URL, so links
 * relative to it resolve to nothing a post can link to. Any problem is a
 * SourceError naming the source.
 */
export async function readSource(
  source: string,
  timeoutMs: number,
  maxBytes: number,
): Promise<Fetched> {
  if (isUrl(source)) {
    try {
      return await get(source, timeoutMs, maxBytes);
    } catch (error) {
      if (error instanceof FetchError) throw new SourceError(source, error.message);
      throw error;
    }
  }
  const file = resolve(source);
  try {
    const { size } = await stat(file);
    if (size > maxBytes)
      throw new SourceError(source, `over the ${megabytes(maxBytes)} limit (${megabytes(size)})`);
    return { body: await readFile(file), contentType: "", url: pathToFileURL(file).href };
  } catch (error) {
    if (error instanceof SourceError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    const problem =
      code === "ENOENT" || code === "ENOTDIR"
        ? "no such file"
        : code === "EISDIR"
          ? "a folder, not a file"
          : undefined;
    throw new SourceError(source, problem ?? describe(error));
  }
}
