import { describe } from "./errors.ts";

export type Fetched = { body: Buffer; contentType: string; url: string };

/**
 * Why a download failed, in words for the run's output; `status` is the
 * server's answer when it gave one, and `unreachable` says it gave none (no
 * such host, refused, cut off, too slow): a post's image that is not there
 * is left out, while other failures stop the run.
 */
export class FetchError extends Error {
  override name = "FetchError";
  constructor(
    message: string,
    readonly status?: number,
    readonly unreachable = false,
  ) {
    super(message);
  }
}

const userAgent = "portfolio-import/1.0 (+https://github.com/)";

/**
 * GET a URL, giving up after `timeoutMs` (connecting and reading alike) and
 * refusing a body over `maxBytes` before it is all in memory.
 */
export async function get(url: string, timeoutMs: number, maxBytes: number): Promise<Fetched> {
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const response = await fetch(url, { signal, headers: { "user-agent": userAgent } });
    if (!response.ok) {
      await response.body?.cancel();
      throw new FetchError(
        `HTTP ${response.status} ${response.statusText}`.trim(),
        response.status,
      );
    }
    const declared = Number(response.headers.get("content-length") ?? NaN);
    if (declared > maxBytes) {
      await response.body?.cancel();
      throw new FetchError(`over the ${megabytes(maxBytes)} limit (${megabytes(declared)})`);
    }
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of response.body ?? []) {
      size += chunk.byteLength;
      if (size > maxBytes) throw new FetchError(`over the ${megabytes(maxBytes)} limit`);
      chunks.push(Buffer.from(chunk));
    }
    const contentType = response.headers.get("content-type") ?? "";
    return { body: Buffer.concat(chunks), contentType, url: response.url || url };
  } catch (error) {
    if (error instanceof FetchError) throw error;
    if (signal.aborted)
      throw new FetchError(`no answer within ${seconds(timeoutMs)}`, undefined, true);
    throw new FetchError(describe(error), undefined, true);
  }
}

export const megabytes = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.round(bytes / 1024)} KB`
    : `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;
const seconds = (ms: number) => `${Math.round(ms / 100) / 10} s`;
