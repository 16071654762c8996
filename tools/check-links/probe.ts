/** What one request chain (a link and the redirects it leads to) ended with. */
export type Answer =
  | {
      status: number;
      statusText: string;
      /** A permanent redirect (301, 308) at the start of the chain, and where it leads. */
      moved?: { status: number; to: string };
      /** Seconds a 429 or 503 asked to wait (Retry-After). */
      retryAfterMs?: number;
    }
  | { error: ProbeError; detail: string };

export type ProbeError = "timeout" | "dns" | "refused" | "tls" | "network" | "redirects";

const userAgent = "portfolio-check-links/1.0 (+https://github.com/)";
const maxRedirects = 10;

/**
 * One HEAD or GET of `url`, following redirects by hand so a permanent one
 * can be reported, and reading no body: the status is the answer.
 */
export async function probe(
  url: string,
  method: "HEAD" | "GET",
  timeoutMs: number,
): Promise<Answer> {
  let current = url;
  let moved: { status: number; to: string } | undefined;
  let permanentSoFar = true;
  for (let hop = 0; hop <= maxRedirects; hop++) {
    let response: Response;
    try {
      response = await fetch(current, {
        method,
        redirect: "manual",
        signal: AbortSignal.timeout(timeoutMs),
        headers: { "user-agent": userAgent, accept: "text/html,application/xhtml+xml,*/*;q=0.8" },
      });
    } catch (error) {
      return failure(error);
    }
    await response.body?.cancel().catch(() => {});
    const location = response.headers.get("location");
    if (response.status >= 300 && response.status < 400 && location) {
      const next = new URL(location, current).href;
      permanentSoFar &&= response.status === 301 || response.status === 308;
      if (permanentSoFar) moved = { status: moved?.status ?? response.status, to: next };
      current = next;
      continue;
    }
    const retryAfterMs = retryAfter(response.headers.get("retry-after"));
    return {
      status: response.status,
      statusText: response.statusText,
      ...(moved ? { moved } : {}),
      ...(retryAfterMs === undefined ? {} : { retryAfterMs }),
    };
  }
  return { error: "redirects", detail: `more than ${maxRedirects} redirects` };
}

/** Retry-After as seconds or as an HTTP date, in milliseconds from now. */
function retryAfter(value: string | null): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

/** fetch() says only "fetch failed"; the reason is in its cause's code. */
function failure(error: unknown): Answer {
  const name = (error as Error).name;
  if (name === "TimeoutError" || name === "AbortError") return { error: "timeout", detail: "" };
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  const code = cause?.code ?? "";
  const detail = code || cause?.message || (error as Error).message;
  if (code === "ENOTFOUND" || code === "EAI_AGAIN" || code === "EAI_NONAME")
    return { error: "dns", detail };
  if (code === "ECONNREFUSED") return { error: "refused", detail };
  if (/CERT|SSL|TLS|SELF_SIGNED|UNABLE_TO_VERIFY/i.test(code)) return { error: "tls", detail };
  if (code === "UND_ERR_HEADERS_TIMEOUT" || code === "UND_ERR_CONNECT_TIMEOUT")
    return { error: "timeout", detail };
  return { error: "network", detail };
}
