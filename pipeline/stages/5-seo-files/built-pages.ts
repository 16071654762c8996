import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * What a prerendered page tells crawlers. The files written after the build
 * (sitemap, feeds, manifest) are made from these, so they always agree with
 * the pages as they were shipped.
 */
export type BuiltPage = {
  /** The HTML file, relative to the client folder, such as "blog/index.html". */
  file: string;
  canonical?: string;
  /** Its translations, `<link rel="alternate" hreflang>`, itself and x-default included. */
  alternates: { hreflang: string; href: string }[];
  /** `<meta>` contents by name or property: "description", "og:title", … */
  meta: Map<string, string[]>;
  /** Every JSON-LD block, parsed. */
  jsonLd: unknown[];
};

export function readBuiltPages(clientDir: string): BuiltPage[] {
  return readdirSync(clientDir, { recursive: true, encoding: "utf8" })
    .map((file) => file.split("\\").join("/"))
    .filter((file) => file === "index.html" || file.endsWith("/index.html"))
    .sort()
    .map((file) => ({ file, ...parsePage(readFileSync(join(clientDir, file), "utf8")) }));
}

export function parsePage(html: string): Omit<BuiltPage, "file"> {
  const head = html.split("</head>")[0] ?? "";
  const meta = new Map<string, string[]>();
  const alternates: BuiltPage["alternates"] = [];
  let canonical: string | undefined;
  for (const [, tag = "", attributes = ""] of head.matchAll(/<(meta|link)\b([^>]*)>/g)) {
    const a = parseAttributes(attributes);
    if (tag === "link" && a.rel === "canonical") canonical ??= a.href;
    if (tag === "link" && a.rel === "alternate" && a.hreflang && a.href)
      alternates.push({ hreflang: a.hreflang, href: a.href });
    const key = a.name ?? a.property;
    if (tag === "meta" && key && a.content !== undefined) {
      meta.set(key, [...(meta.get(key) ?? []), a.content]);
    }
  }
  const jsonLd = [
    ...head.matchAll(/<script\b[^>]*\btype="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g),
  ]
    // React Router escapes "<" inside the block as \u003c, which JSON reads back.
    .map(([, json = ""]) => JSON.parse(json) as unknown);
  return { canonical, alternates, meta, jsonLd };
}

function parseAttributes(source: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const [, name = "", value = ""] of source.matchAll(/([\w:-]+)="([^"]*)"/g)) {
    attributes[name.toLowerCase()] = decodeEntities(value);
  }
  return attributes;
}

const named: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

/** React escapes attribute values with these entities; turn them back into text. */
export function decodeEntities(value: string): string {
  return value.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (entity, code: string) => {
    if (code[0] !== "#") return named[code.toLowerCase()] ?? entity;
    const point = code[1] === "x" || code[1] === "X" ? parseInt(code.slice(2), 16) : +code.slice(1);
    return String.fromCodePoint(point);
  });
}

/** The one value of a meta tag, when the page has it. */
export function metaValue(page: BuiltPage, key: string): string | undefined {
  return page.meta.get(key)?.[0];
}

/** Every node of the page's JSON-LD, whether in an @graph or not. */
export function jsonLdNodes(page: BuiltPage): Record<string, unknown>[] {
  return page.jsonLd.flatMap((block) => {
    const graph = (block as { "@graph"?: unknown })["@graph"];
    const nodes = Array.isArray(graph) ? (graph as unknown[]) : [block];
    return nodes.filter(
      (node): node is Record<string, unknown> => typeof node === "object" && node !== null,
    );
  });
}
