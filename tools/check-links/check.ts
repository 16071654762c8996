import { setTimeout as sleep } from "node:timers/promises";
import { probe, type Answer } from "./probe.ts";
import type { Settings } from "./settings.ts";

export type Checked = {
  url: string;
  pages: string[];
  answer: Answer;
  /** Requests made, the first included. */
  tries: number;
  /** A Retry-After longer than the settings allow: the link was left for the next run. */
  waitTooLongMs?: number;
};

// Hosts checked at once; each host sees one request at a time.
const concurrentHosts = 8;

/**
 * Check every link: hosts in parallel (a few at a time), the links of one
 * host one after another with a pause between them, so no site sees more
 * than one request at a time from us.
 */
export async function checkAll(links: Map<string, string[]>, settings: Settings) {
  const byHost = new Map<string, [string, string[]][]>();
  for (const [url, pages] of links) {
    const host = new URL(url).host.toLowerCase();
    byHost.set(host, [...(byHost.get(host) ?? []), [url, pages]]);
  }
  const hosts = [...byHost.values()];
  const results: Checked[] = [];
  const worker = async () => {
    for (let list = hosts.shift(); list; list = hosts.shift())
      for (const [i, [url, pages]] of list.entries()) {
        if (i > 0) await sleep(settings.delayMs);
        results.push({ url, pages, ...(await checkLink(url, settings)) });
      }
  };
  await Promise.all(Array.from({ length: Math.min(concurrentHosts, hosts.length) }, worker));
  return results;
}

/**
 * HEAD first (no body is sent), GET when HEAD fails in any way (405, 501,
 * any other error status, a dropped connection: many servers mishandle
 * HEAD); timeouts, 429 and 5xx are tried again after a backoff that doubles,
 * or after the Retry-After a server asked for.
 */
export async function checkLink(url: string, settings: Settings) {
  let method: "HEAD" | "GET" = "HEAD";
  for (let tries = 1; ; tries++) {
    let answer = await probe(url, method, settings.timeoutMs);
    if (method === "HEAD" && headFailed(answer)) {
      method = "GET"; // for this try when another request can tell more, and for every retry
      if (!("error" in answer) || answer.error === "network")
        answer = await probe(url, method, settings.timeoutMs);
    }
    if (!transient(answer) || tries > settings.retries) return { answer, tries };
    const asked = "status" in answer ? answer.retryAfterMs : undefined;
    const wait = asked ?? settings.delayMs * 2 ** (tries - 1);
    if (wait > settings.maxWaitMs) return { answer, tries, waitTooLongMs: wait };
    await sleep(wait);
  }
}

const headFailed = (answer: Answer) =>
  "error" in answer ? answer.error !== "dns" : answer.status >= 400 && answer.status !== 429;

/** Worth another try: the host may answer later. A missing name (NXDOMAIN) will not. */
function transient(answer: Answer): boolean {
  if ("status" in answer) return answer.status === 429 || answer.status >= 500;
  if (answer.error === "dns") return answer.detail !== "ENOTFOUND";
  return answer.error !== "tls" && answer.error !== "redirects";
}
