import type { Checked } from "./check.ts";

export type Kind = "broken" | "moved" | "warning" | "unverified" | "ok";
export type Verdict = { kind: Kind; status: string; todo: string };

/**
 * What a link's answer means for the owner. Broken is only what will not
 * come back: 404, 410, a name that no longer resolves, a server that never
 * answered on any try. A 429 or 5xx is a warning: rate limits and outages
 * pass, and a weekly check that failed on them would cry wolf.
 */
export function verdict(link: Checked, unverifiableHosts: string[]): Verdict {
  const { answer, tries } = link;
  const times = tries > 1 ? ` (${tries} tries)` : "";
  if (refusesRobots(link.url, unverifiableHosts) || ("status" in answer && answer.status === 999))
    return "status" in answer && answer.status < 300
      ? ok(answer.status)
      : {
          kind: "unverified",
          status: "status" in answer ? String(answer.status) : answer.error,
          todo: unverifiable,
        };
  if ("error" in answer) return failed(answer.error, answer.detail, times);
  const status = `${answer.status} ${answer.statusText}`.trim();
  if (answer.status < 300) {
    if (!answer.moved) return ok(answer.status);
    return {
      kind: "moved",
      status: `${answer.moved.status} → ${answer.status}`,
      todo: `Moved permanently: update the link to ${answer.moved.to}`,
    };
  }
  if (answer.status === 404 || answer.status === 410)
    return {
      kind: "broken",
      status,
      todo: `Broken: the page is ${answer.status === 410 ? "gone for good" : "not there"}. Remove or replace the link.`,
    };
  if (answer.status === 403)
    return {
      kind: "unverified",
      status,
      todo: "Could not verify: the site refuses robots. Open it in a browser.",
    };
  if (answer.status === 429)
    return {
      kind: "warning",
      status: `${status}${times}`,
      todo: link.waitTooLongMs
        ? `Rate-limited for ${Math.round(link.waitTooLongMs / 1000)} s: checked again next run.`
        : "Rate-limited: not counted as broken; checked again next run.",
    };
  if (answer.status >= 500)
    return {
      kind: "warning",
      status: `${status}${times}`,
      todo: "Server error: not counted as broken yet. If it lasts, open it in a browser.",
    };
  return { kind: "warning", status, todo: "Unexpected answer: open it in a browser to check." };
}

const unverifiable = "Could not verify: the site refuses automated checks. Open it in a browser.";
const ok = (status: number): Verdict => ({ kind: "ok", status: String(status), todo: "" });

function failed(error: string, detail: string, times: string): Verdict {
  switch (error) {
    case "dns":
      return {
        kind: "broken",
        status: `no such host (${detail})${times}`,
        todo: "Broken: the domain does not resolve. Remove or replace the link.",
      };
    case "timeout":
    case "refused":
      return {
        kind: "broken",
        status: `${error === "timeout" ? "no answer" : "connection refused"}${times}`,
        todo: "Broken: the server never answered. Open it in a browser; remove the link if it stays down.",
      };
    case "tls":
      return {
        kind: "warning",
        status: `certificate not valid (${detail})`,
        todo: "Visitors see a security warning: replace the link or tell the site's owner.",
      };
    default:
      return {
        kind: "warning",
        status: `${detail}${times}`,
        todo: "Could not be read: open it in a browser to check.",
      };
  }
}

/** A listed host, or a subdomain of one (www.linkedin.com); host:port entries match exactly. */
export function refusesRobots(url: string, hosts: string[]): boolean {
  const { host, hostname } = new URL(url);
  return hosts.some((entry) =>
    entry.includes(":") ? host === entry : hostname === entry || hostname.endsWith(`.${entry}`),
  );
}
