// What the HTTP Observatory reads from the page itself (1.4.8,
// src/retriever/utils.js and src/analyzer/tests/subresource-integrity.js):
// meta policies, the referrer meta, and the scripts it loads. The Observatory
// parses with jsdom; this reads start tags, skipping comments and the text of
// script, style, title and textarea elements, which is enough for a page
// that parses cleanly.
import { headerValues, type Response } from "./header-tests.ts";
import type { Outcome, Result } from "./score.ts";

type Tag = { name: string; attributes: Map<string, string> };

const entities: Record<string, string> = {
  amp: "&",
  quot: '"',
  apos: "'",
  lt: "<",
  gt: ">",
  nbsp: "\u00a0",
};
const decode = (text: string) =>
  text.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (whole, entity: string) => {
    if (entity[0] !== "#") return entities[entity.toLowerCase()] ?? whole;
    const code =
      entity[1] === "x" || entity[1] === "X"
        ? parseInt(entity.slice(2), 16)
        : parseInt(entity.slice(1), 10);
    return String.fromCodePoint(code);
  });

/** The page's start tags, in order. */
export function startTags(html: string): Tag[] {
  const tags: Tag[] = [];
  const pattern = /<!--[\s\S]*?(?:-->|$)|<([a-zA-Z][^\s/>]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
  for (let match; (match = pattern.exec(html));) {
    if (!match[1]) continue; // a comment
    const name = match[1].toLowerCase();
    const attributes = new Map<string, string>();
    for (const [, key, ...values] of match[2]!.matchAll(
      /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g,
    )) {
      const attribute = key!.toLowerCase();
      if (!attributes.has(attribute))
        attributes.set(attribute, decode(values.find((v) => v !== undefined) ?? ""));
    }
    tags.push({ name, attributes });
    if (["script", "style", "title", "textarea"].includes(name)) {
      const end = html.toLowerCase().indexOf(`</${name}`, pattern.lastIndex);
      pattern.lastIndex = end === -1 ? html.length : end;
    }
  }
  return tags;
}

const htmlTypes = new Set(["text/html", "application/xhtml+xml"]);
const isHtml = (response: Response) =>
  htmlTypes.has((headerValues(response.headers, "content-type")[0] ?? "").split(";")[0]!);

/** The page's meta Content Security Policies, and its referrer meta (the last one wins). */
export function metaPolicies(response: Response): { csp: string[]; referrer: string[] } {
  const found = { csp: [] as string[], referrer: [] as string[] };
  if (!isHtml(response) || !response.body) return found;
  for (const { name, attributes } of startTags(response.body)) {
    if (name !== "meta") continue;
    const content = attributes.get("content");
    if (attributes.has("http-equiv") && content !== undefined) {
      if (
        attributes.get("http-equiv")!.toLowerCase().trim() === "content-security-policy" &&
        content
      )
        found.csp.push(content);
    } else if (attributes.get("name")?.toLowerCase().trim() === "referrer" && content) {
      found.referrer = [content];
    }
  }
  return found;
}

// Best to worst, as the Observatory orders them.
const order: Result[] = [
  "sri-implemented-and-all-scripts-loaded-securely",
  "sri-implemented-and-external-scripts-loaded-securely",
  "sri-implemented-but-external-scripts-not-loaded-securely",
  "sri-not-implemented-but-external-scripts-loaded-securely",
  "sri-not-implemented-and-external-scripts-not-loaded-securely",
  "sri-not-implemented-response-not-html",
];
const worse = (next: Result, current: Result | undefined) =>
  current === undefined || order.indexOf(next) > order.indexOf(current) ? next : current;

// Without the public suffix list, the last two labels of a name; none for an IP address.
const siteOf = (host: string) =>
  /^[\d.]+$|:/.test(host) ? null : host.toLowerCase().split(".").slice(-2).join(".");

/** Subresource Integrity: scripts from other sites should carry an integrity hash. */
export function subresourceIntegrityTest(
  auto: Response,
  hostname: string,
  https: boolean,
): Outcome {
  if (!isHtml(auto)) return { result: "sri-not-implemented-response-not-html", pass: true };
  const scripts = startTags(auto.body).filter((tag) => tag.name === "script");
  let result: Result | undefined;
  let foreign = false;
  for (const script of scripts) {
    const src = script.attributes.get("src");
    if (!src) continue;
    const integrity = script.attributes.get("integrity");
    const protocolRelative = /^\/\/[^/]/.test(src);
    const absolute = /^https?:\/\//.test(src);
    const sameSite = !absolute || siteOf(new URL(src).hostname) === siteOf(hostname);
    const secureScheme = absolute ? new URL(src).protocol === "https:" : !protocolRelative && https;
    if (!(!absolute && !protocolRelative) && !(sameSite && !protocolRelative)) {
      foreign = true;
      if (integrity && !secureScheme)
        result = worse("sri-implemented-but-external-scripts-not-loaded-securely", result);
      else if (!integrity && secureScheme)
        result = worse("sri-not-implemented-but-external-scripts-loaded-securely", result);
      else if (!integrity)
        result = worse("sri-not-implemented-and-external-scripts-not-loaded-securely", result);
    } else if (integrity && secureScheme && !result) {
      result = "sri-implemented-and-all-scripts-loaded-securely";
    }
  }
  if (!scripts.length) result = "sri-not-implemented-but-no-scripts-loaded";
  result ??= foreign
    ? "sri-implemented-and-external-scripts-loaded-securely"
    : "sri-not-implemented-but-all-scripts-loaded-from-secure-origin";
  const passing: Result[] = [
    "sri-implemented-and-all-scripts-loaded-securely",
    "sri-implemented-and-external-scripts-loaded-securely",
    "sri-not-implemented-response-not-html",
    "sri-not-implemented-but-all-scripts-loaded-from-secure-origin",
    "sri-not-implemented-but-no-scripts-loaded",
  ];
  return { result, pass: passing.includes(result) };
}
