import type { Page } from "playwright-core";
import { expect } from "vitest";
import { parsesAsUrl } from "../../../content/schema/primitives.ts";

// Helpers for the SEO tests: what a page's <head> tells crawlers, read by
// Chromium's HTML parser with JavaScript off, as link-preview bots see it.

export type Head = {
  title: string;
  /** <meta> contents by name or property. */
  meta: Record<string, string[]>;
  links: Record<string, string>[];
  themeColors: { content: string; media: string }[];
  /** Every JSON-LD block, parsed with JSON.parse. */
  jsonLd: unknown[];
};

export async function readHead(page: Page): Promise<Head> {
  const raw = await page.evaluate(() => {
    const meta: Record<string, string[]> = {};
    for (const el of document.head.querySelectorAll("meta[name], meta[property]")) {
      const key = el.getAttribute("name") ?? el.getAttribute("property") ?? "";
      (meta[key] ??= []).push(el.getAttribute("content") ?? "");
    }
    const attributes = (el: Element) =>
      Object.fromEntries(Array.from(el.attributes, (a) => [a.name, a.value]));
    return {
      title: document.title,
      meta,
      links: Array.from(document.head.querySelectorAll("link"), attributes),
      themeColors: Array.from(document.head.querySelectorAll('meta[name="theme-color"]'), (el) => ({
        content: el.getAttribute("content") ?? "",
        media: el.getAttribute("media") ?? "",
      })),
      jsonLd: Array.from(
        document.querySelectorAll('script[type="application/ld+json"]'),
        (el) => el.textContent ?? "",
      ),
    };
  });
  return { ...raw, jsonLd: raw.jsonLd.map((text) => JSON.parse(text) as unknown) };
}

/** The one value of a meta tag; fails unless there is exactly one. */
export function one(head: Head, key: string): string {
  const values = head.meta[key] ?? [];
  expect(values, `exactly one meta ${key}`).toHaveLength(1);
  return values[0]!;
}

export function linksWith(head: Head, rel: string): Record<string, string>[] {
  return head.links.filter((link) => link.rel === rel);
}

/** Every node of the JSON-LD blocks, whether in an @graph or not. */
export function nodes(jsonLd: unknown[]): Record<string, unknown>[] {
  return jsonLd.flatMap((block) => {
    const graph = (block as { "@graph"?: unknown[] })["@graph"];
    return (graph ?? [block]) as Record<string, unknown>[];
  });
}

/** Every string in a JSON value that looks like a URL, with where it was found. */
export function urlsIn(value: unknown, path = "$"): [string, string][] {
  if (typeof value === "string") return /^[a-z]+:/i.test(value) ? [[path, value]] : [];
  if (Array.isArray(value)) return value.flatMap((v, i) => urlsIn(v, `${path}[${i}]`));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([k, v]) => urlsIn(v, `${path}.${k}`));
  }
  return [];
}

/** Fails unless every URL is absolute https and on the site or one of the allowed externals. */
export function expectUrlsOnSite(urls: [string, string][], site: string, allowed: string[]): void {
  for (const [where, url] of urls) {
    expect(parsesAsUrl(url), `${where}: ${url}`).toBe(true);
    const onSite = url.startsWith(site);
    expect(onSite || allowed.includes(url), `${where}: ${url} is not under ${site}`).toBe(true);
  }
}
