import type { MetaDescriptor } from "react-router";
import { describe, expect, test } from "vitest";
import { buildMeta, buildTitle, type SiteMeta } from "./meta.ts";
import type { JsonLd } from "../structured-data/nodes.ts";

const site: SiteMeta = {
  ownerName: "Tobi Adeyemi",
  defaultDescription: "Default description of the site.",
  imagePath: "/assets/headshot-1a2b.jpg",
  imageAlt: "Portrait of Tobi Adeyemi",
  baseUrl: "https://tobiadeyemi.dev",
  basePath: "/",
  locale: "en_US",
  twitterHandle: "@tobi_adeyemi",
};

function content(meta: MetaDescriptor[], key: "name" | "property", value: string): unknown[] {
  return meta
    .filter((m) => (m as Record<string, unknown>)[key] === value)
    .map((m) => (m as { content?: unknown }).content);
}

function only(meta: MetaDescriptor[], key: "name" | "property", value: string): string {
  const found = content(meta, key, value);
  expect(found, `exactly one ${key}="${value}"`).toHaveLength(1);
  expect(typeof found[0]).toBe("string");
  return found[0] as string;
}

function titles(meta: MetaDescriptor[]): unknown[] {
  // Link descriptors (the feeds) have a title attribute too; only <title> counts.
  return meta
    .filter((m) => "title" in m && !("tagName" in m))
    .map((m) => (m as { title: unknown }).title);
}

describe("buildTitle", () => {
  test("keeps within 70 characters and ends with the name: a long title is cut at a space", () => {
    const long = "Why crypto wallet addresses can't be account numbers, and what to do";
    const cut = buildTitle("Tobi Adeyemi", long);
    // Counted as the page writes it: the apostrophe is "&#x27;", six characters.
    expect(cut.replace(/'/g, "&#x27;").length).toBeLessThanOrEqual(70);
    expect(cut).toBe("Why crypto wallet addresses can't be account… | Tobi Adeyemi");
    // "&" is "&amp;" in the page: a title of 68 characters is 72 there (generated seed 935549).
    const greek = "Go & και και κατανεμημένα αξιοπιστία και συστήματα TypeScript";
    expect(buildTitle("Ελένη Νικολάου", greek)).toBe(
      "Go & και και κατανεμημένα αξιοπιστία και… | Ελένη Νικολάου",
    );
    expect(buildTitle("A", "Fish & chips")).toBe("Fish & chips | A");
    // No space to cut at (Japanese): whole characters, never half of one.
    const japanese =
      "😀".repeat(10) + "暗号資産のウォレットアドレスが口座番号になれない理由".repeat(3);
    const kept = buildTitle("トビ", japanese);
    expect(kept.length).toBeLessThanOrEqual(70);
    expect(kept.endsWith("… | トビ")).toBe(true);
    expect(japanese.startsWith(kept.slice(0, -"… | トビ".length))).toBe(true);
    expect(kept).not.toMatch(/[\uD800-\uDBFF]…/);
    // A name with no room beside it: the name alone.
    expect(buildTitle("N".repeat(68), "A post")).toBe("N".repeat(68));
  });

  test("with a page title: '{page title} | {owner name}'", () => {
    expect(buildTitle("Tobi Adeyemi", "Blog")).toBe("Blog | Tobi Adeyemi");
    expect(buildTitle("Tobi Adeyemi", "About Me")).toBe("About Me | Tobi Adeyemi");
  });

  test("without a page title: only the owner name", () => {
    expect(buildTitle("Tobi Adeyemi")).toBe("Tobi Adeyemi");
    expect(buildTitle("Tobi Adeyemi", undefined)).toBe("Tobi Adeyemi");
  });

  test("an empty page title counts as none", () => {
    expect(buildTitle("Tobi Adeyemi", "")).toBe("Tobi Adeyemi");
  });
});

describe("buildMeta", () => {
  test("a page with a title and description", () => {
    const meta = buildMeta(site, { title: "Projects", description: "All my projects." });
    expect(titles(meta)).toEqual(["Projects | Tobi Adeyemi"]);
    expect(only(meta, "name", "description")).toBe("All my projects.");
    expect(only(meta, "property", "og:title")).toBe("Projects | Tobi Adeyemi");
    expect(only(meta, "property", "og:description")).toBe("All my projects.");
    expect(only(meta, "property", "og:image")).toBe(
      "https://tobiadeyemi.dev/assets/headshot-1a2b.jpg",
    );
  });

  test("a page without title (Home): the title is just the owner name", () => {
    const meta = buildMeta(site, {});
    expect(titles(meta)).toEqual(["Tobi Adeyemi"]);
    expect(only(meta, "property", "og:title")).toBe("Tobi Adeyemi");
  });

  test("the default description is used when the page gives none", () => {
    const meta = buildMeta(site, { title: "Blog" });
    expect(only(meta, "name", "description")).toBe("Default description of the site.");
    expect(only(meta, "property", "og:description")).toBe("Default description of the site.");
  });

  test("og:title, og:description and og:image are all present", () => {
    const meta = buildMeta(site, { title: "Blog" });
    for (const property of ["og:title", "og:description", "og:image"]) {
      expect(only(meta, "property", property)).not.toBe("");
    }
  });

  test("og:image is absolute and resolved against the base URL when there is no origin", () => {
    const image = only(buildMeta(site, {}), "property", "og:image");
    const url = new URL(image); // throws if not absolute
    expect(url.origin).toBe("https://tobiadeyemi.dev");
    expect(url.pathname).toBe("/assets/headshot-1a2b.jpg");
    expect(image).toBe("https://tobiadeyemi.dev/assets/headshot-1a2b.jpg");
  });

  test("og:image is resolved against the given origin when there is one", () => {
    const meta = buildMeta(site, { title: "Blog" }, "http://localhost:5173");
    expect(only(meta, "property", "og:image")).toBe(
      "http://localhost:5173/assets/headshot-1a2b.jpg",
    );
  });

  test("og:image is resolved against another deployment's origin", () => {
    const meta = buildMeta(site, {}, "https://preview.example.net");
    expect(only(meta, "property", "og:image")).toBe(
      "https://preview.example.net/assets/headshot-1a2b.jpg",
    );
  });

  test("an image path under a base path keeps it", () => {
    const underBase = {
      ...site,
      imagePath: "/portfolio/assets/headshot-1a2b.jpg",
      baseUrl: "https://user.github.io",
    };
    expect(only(buildMeta(underBase, {}), "property", "og:image")).toBe(
      "https://user.github.io/portfolio/assets/headshot-1a2b.jpg",
    );
    expect(only(buildMeta(underBase, {}, "https://user.github.io"), "property", "og:image")).toBe(
      "https://user.github.io/portfolio/assets/headshot-1a2b.jpg",
    );
  });

  test("an image path that is already absolute is kept", () => {
    const cdn = { ...site, imagePath: "https://cdn.example.com/headshot.jpg" };
    expect(only(buildMeta(cdn, {}, "http://localhost:5173"), "property", "og:image")).toBe(
      "https://cdn.example.com/headshot.jpg",
    );
  });

  test("without site data only the page title is given", () => {
    expect(buildMeta(undefined, { title: "Blog", description: "x" })).toEqual([{ title: "Blog" }]);
    expect(buildMeta(undefined, {})).toEqual([{ title: "" }]);
  });
});

function links(meta: MetaDescriptor[], rel: string): Record<string, unknown>[] {
  return meta.filter(
    (m) => (m as { tagName?: unknown }).tagName === "link" && (m as { rel?: unknown }).rel === rel,
  ) as Record<string, unknown>[];
}

describe("buildMeta: sharing and search", () => {
  test("canonical and og:url are the base URL plus the page's path", () => {
    const meta = buildMeta(site, { title: "Blog", path: "/blog" });
    expect(links(meta, "canonical")).toEqual([
      { tagName: "link", rel: "canonical", href: "https://tobiadeyemi.dev/blog" },
    ]);
    expect(only(meta, "property", "og:url")).toBe("https://tobiadeyemi.dev/blog");
    const home = buildMeta(site, { path: "/" });
    expect(only(home, "property", "og:url")).toBe("https://tobiadeyemi.dev/");
  });

  test("under a base path, every URL keeps it", () => {
    const underBase: SiteMeta = {
      ...site,
      baseUrl: "https://user.github.io",
      basePath: "/portfolio/",
      imagePath: "/portfolio/assets/headshot-1a2b.jpg",
    };
    const meta = buildMeta(underBase, { path: "/about-me" });
    expect(only(meta, "property", "og:url")).toBe("https://user.github.io/portfolio/about-me");
    expect(links(meta, "canonical")[0]?.href).toBe("https://user.github.io/portfolio/about-me");
    expect(only(meta, "name", "twitter:image")).toBe(
      "https://user.github.io/portfolio/assets/headshot-1a2b.jpg",
    );
    for (const feed of links(meta, "alternate")) {
      expect(String(feed.href)).toMatch(/^https:\/\/user\.github\.io\/portfolio\/[\w.]+$/);
    }
  });

  test("canonical stays on the base URL when the page is viewed elsewhere", () => {
    const meta = buildMeta(site, { path: "/blog" }, "http://localhost:5173");
    expect(only(meta, "property", "og:url")).toBe("https://tobiadeyemi.dev/blog");
    expect(only(meta, "property", "og:image")).toBe(
      "http://localhost:5173/assets/headshot-1a2b.jpg",
    );
  });

  test("og:type is profile when the page says so, website otherwise", () => {
    expect(only(buildMeta(site, { type: "profile" }), "property", "og:type")).toBe("profile");
    expect(only(buildMeta(site, { title: "Blog" }), "property", "og:type")).toBe("website");
  });

  test("site name, locale and the image's type, size and alt text", () => {
    const meta = buildMeta(site, {});
    expect(only(meta, "property", "og:site_name")).toBe("Tobi Adeyemi");
    expect(only(meta, "property", "og:locale")).toBe("en_US");
    expect(only(meta, "property", "og:image:type")).toBe("image/jpeg");
    expect(only(meta, "property", "og:image:width")).toBe("800");
    expect(only(meta, "property", "og:image:height")).toBe("800");
    expect(only(meta, "property", "og:image:alt")).toBe("Portrait of Tobi Adeyemi");
  });

  test("Twitter card tags repeat the title, description and image, with the handle", () => {
    const meta = buildMeta(site, { title: "Blog", description: "All my posts." });
    expect(only(meta, "name", "twitter:card")).toBe("summary");
    expect(only(meta, "name", "twitter:title")).toBe("Blog | Tobi Adeyemi");
    expect(only(meta, "name", "twitter:description")).toBe("All my posts.");
    expect(only(meta, "name", "twitter:image")).toBe(only(meta, "property", "og:image"));
    expect(only(meta, "name", "twitter:site")).toBe("@tobi_adeyemi");
    expect(only(meta, "name", "twitter:creator")).toBe("@tobi_adeyemi");
  });

  test("a page's own picture (its share card) replaces the headshot, absolute under the base path, with X's large card", () => {
    const image = {
      path: "/portfolio/assets/share-card-0123456789abcdef.png",
      width: 1200,
      height: 630,
      type: "image/png",
      alt: "Why wallets differ",
    } as const;
    const meta = buildMeta({ ...site, basePath: "/portfolio/" }, { title: "Why", image });
    const url = "https://tobiadeyemi.dev/portfolio/assets/share-card-0123456789abcdef.png";
    expect(only(meta, "property", "og:image")).toBe(url);
    expect(only(meta, "property", "og:image:type")).toBe("image/png");
    expect(only(meta, "property", "og:image:width")).toBe("1200");
    expect(only(meta, "property", "og:image:height")).toBe("630");
    expect(only(meta, "property", "og:image:alt")).toBe("Why wallets differ");
    expect(only(meta, "name", "twitter:card")).toBe("summary_large_image");
    expect(only(meta, "name", "twitter:image")).toBe(url);
    expect(only(meta, "name", "twitter:image:alt")).toBe("Why wallets differ");
  });

  test("a post's own image (its front matter's) is shared at its own size, kind and words", () => {
    const image = {
      path: "/portfolio/assets/harbour-at-dawn-B3xk9QaZ.webp",
      width: 1600,
      height: 900,
      type: "image/webp",
      alt: "A harbour at dawn, its cranes still",
    } as const;
    const meta = buildMeta({ ...site, basePath: "/portfolio/" }, { title: "Queues", image });
    const url = "https://tobiadeyemi.dev/portfolio/assets/harbour-at-dawn-B3xk9QaZ.webp";
    expect(only(meta, "property", "og:image")).toBe(url);
    expect(only(meta, "property", "og:image:type")).toBe("image/webp");
    expect(only(meta, "property", "og:image:width")).toBe("1600");
    expect(only(meta, "property", "og:image:height")).toBe("900");
    expect(only(meta, "property", "og:image:alt")).toBe("A harbour at dawn, its cranes still");
    expect(only(meta, "name", "twitter:card")).toBe("summary_large_image");
    expect(only(meta, "name", "twitter:image")).toBe(url);
    expect(only(meta, "name", "twitter:image:alt")).toBe("A harbour at dawn, its cranes still");
  });

  test("without a handle there is no twitter:site or twitter:creator", () => {
    const meta = buildMeta({ ...site, twitterHandle: undefined }, {});
    expect(content(meta, "name", "twitter:site")).toEqual([]);
    expect(content(meta, "name", "twitter:creator")).toEqual([]);
  });

  test("theme-color for the light and the dark scheme", () => {
    const colors = buildMeta(site, {}).filter(
      (m) => (m as { name?: unknown }).name === "theme-color",
    );
    expect(colors).toEqual([
      { name: "theme-color", content: "#fbfaf8", media: "(prefers-color-scheme: light)" },
      { name: "theme-color", content: "#0e1216", media: "(prefers-color-scheme: dark)" },
    ]);
  });

  test("the three feeds are announced on every page with absolute URLs", () => {
    const feeds = links(buildMeta(site, { path: "/projects" }), "alternate");
    expect(feeds.map((f) => [f.type, f.href])).toEqual([
      ["application/rss+xml", "https://tobiadeyemi.dev/rss.xml"],
      ["application/atom+xml", "https://tobiadeyemi.dev/atom.xml"],
      ["application/feed+json", "https://tobiadeyemi.dev/feed.json"],
    ]);
    for (const feed of feeds) expect(feed.title).toMatch(/^Tobi Adeyemi: blog/);
  });

  test("structured data is passed through as one JSON-LD block", () => {
    const jsonLd: JsonLd = { "@context": "https://schema.org", "@graph": [{ "@type": "Thing" }] };
    const blocks = buildMeta(site, { jsonLd }).filter((m) => "script:ld+json" in m);
    expect(blocks).toEqual([{ "script:ld+json": jsonLd }]);
    expect(buildMeta(site, {}).filter((m) => "script:ld+json" in m)).toEqual([]);
  });
});

describe("buildMeta for a site in several languages", () => {
  const languages = [
    {
      locale: "en_US",
      tag: "en-US",
      name: "English",
      dir: "ltr" as const,
      basePath: "/portfolio/",
    },
    {
      locale: "ja_JP",
      tag: "ja-JP",
      name: "日本語",
      dir: "ltr" as const,
      basePath: "/portfolio/ja/",
    },
  ];
  const japanese = { ...site, basePath: "/portfolio/ja/", locale: "ja_JP", languages };
  const alternates = (meta: MetaDescriptor[]) =>
    meta
      .filter((m) => (m as { rel?: string }).rel === "alternate" && "hrefLang" in m)
      .map((m) => [(m as { hrefLang: string }).hrefLang, (m as { href: string }).href]);

  test("links the page in every language and x-default, under the base path", () => {
    const meta = buildMeta(japanese, { path: "/blog" });
    expect(alternates(meta)).toEqual([
      ["en-US", "https://tobiadeyemi.dev/portfolio/blog"],
      ["en", "https://tobiadeyemi.dev/portfolio/blog"],
      ["ja-JP", "https://tobiadeyemi.dev/portfolio/ja/blog"],
      ["ja", "https://tobiadeyemi.dev/portfolio/ja/blog"],
      ["x-default", "https://tobiadeyemi.dev/portfolio/blog"],
    ]);
    expect(only(meta, "property", "og:locale")).toBe("ja_JP");
    expect(content(meta, "property", "og:locale:alternate")).toEqual(["en_US"]);
    // A language's home without its slash, as its links write it; the site's home with it.
    expect(alternates(buildMeta(japanese, { path: "/" }))[2]).toEqual([
      "ja-JP",
      "https://tobiadeyemi.dev/portfolio/ja",
    ]);
    expect(alternates(buildMeta(japanese, { path: "/" }))[0]![1]).toBe(
      "https://tobiadeyemi.dev/portfolio/",
    );
  });

  test("a site in one language has neither", () => {
    const meta = buildMeta(site, { path: "/blog" });
    expect(alternates(meta)).toEqual([]);
    expect(content(meta, "property", "og:locale:alternate")).toEqual([]);
  });
});
