import { describe, expect, test } from "vitest";
import { decodeEntities, jsonLdNodes, metaValue, parsePage } from "./built-pages.ts";

// The shape React Router writes: attributes escaped by React, JSON-LD with "<" as \u003c.
const html =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>' +
  '<meta name="description" content="Tom &amp; Jerry&#x27;s &quot;site&quot; &lt;3"/>' +
  '<link rel="canonical" href="https://a.dev/blog"/>' +
  '<meta property="og:image" content="https://a.dev/x.jpeg"/>' +
  '<meta name="theme-color" content="#fff" media="(prefers-color-scheme: light)"/>' +
  '<meta name="theme-color" content="#000" media="(prefers-color-scheme: dark)"/>' +
  '<script type="application/ld+json">{"@context":"https://schema.org","@graph":[{"@type":"WebSite","name":"a \\u003c b"},{"@type":"Blog"}]}</script>' +
  '<script type="application/ld+json">{"@type":"Person"}</script>' +
  '</head><body><meta name="description" content="not in the head"/></body></html>';

describe("parsePage", () => {
  const page = { file: "blog/index.html", ...parsePage(html) };

  test("reads the canonical link and meta tags, decoding entities", () => {
    expect(page.canonical).toBe("https://a.dev/blog");
    expect(metaValue(page, "description")).toBe(`Tom & Jerry's "site" <3`);
    expect(page.meta.get("description")).toHaveLength(1);
    expect(metaValue(page, "og:image")).toBe("https://a.dev/x.jpeg");
    expect(page.meta.get("theme-color")).toEqual(["#fff", "#000"]);
  });

  test("reads every JSON-LD block, flattening @graph", () => {
    expect(page.jsonLd).toHaveLength(2);
    expect(jsonLdNodes(page).map((n) => n["@type"])).toEqual(["WebSite", "Blog", "Person"]);
    expect(jsonLdNodes(page)[0]?.name).toBe("a < b");
  });

  test("a page without these has none", () => {
    const bare = { file: "x", ...parsePage("<html><head><title>x</title></head></html>") };
    expect(bare.canonical).toBeUndefined();
    expect(bare.meta.size).toBe(0);
    expect(jsonLdNodes(bare)).toEqual([]);
  });
});

test("decodeEntities", () => {
  expect(decodeEntities("&amp;lt; &#60; &#x3C; &unknown; &")).toBe("&lt; < < &unknown; &");
});
