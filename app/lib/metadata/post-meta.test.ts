import type { MetaDescriptor } from "react-router";
import { describe, expect, test } from "vitest";
import type { SiteMeta } from "./meta.ts";
import { postMeta } from "./post-meta.ts";

const siteMeta: SiteMeta = {
  ownerName: "Tobi Adeyemi",
  defaultDescription: "Default description.",
  imagePath: "/assets/headshot.jpg",
  imageAlt: "Portrait",
  baseUrl: "https://tobiadeyemi.dev",
  basePath: "/",
  locale: "en_US",
};
const matches = [
  { id: "root", pathname: "/", loaderData: { siteMeta } },
  { id: "routes/blog-post", pathname: "/blog/cold-starts" },
];
const page = { title: "Cold starts", description: "How long a first answer takes." };

const property = (meta: MetaDescriptor[], name: string) =>
  meta.flatMap((tag) => {
    const { property: key, content } = tag as { property?: string; content?: string };
    return key === name ? [content] : [];
  });
const canonical = (meta: MetaDescriptor[]) =>
  meta.flatMap((tag) => {
    const link = tag as { tagName?: string; rel?: string; href?: string };
    return link.tagName === "link" && link.rel === "canonical" ? [link.href] : [];
  });

describe("postMeta", () => {
  test("an article at its own page, with its times and tags after og:type", () => {
    const meta = postMeta(matches, page, {
      publishedTime: "2025-03-10",
      modifiedTime: "2025-03-12",
      tags: ["Go", "Performance"],
    });
    expect(canonical(meta)).toEqual(["https://tobiadeyemi.dev/blog/cold-starts"]);
    expect(property(meta, "og:url")).toEqual(["https://tobiadeyemi.dev/blog/cold-starts"]);
    expect(property(meta, "og:type")).toEqual(["article"]);
    expect(property(meta, "article:published_time")).toEqual(["2025-03-10T00:00:00Z"]);
    expect(property(meta, "article:modified_time")).toEqual(["2025-03-12T00:00:00Z"]);
    expect(property(meta, "article:tag")).toEqual(["Go", "Performance"]);
    const keys = meta.map((tag) => (tag as { property?: string }).property);
    expect(keys.indexOf("article:published_time")).toBe(keys.indexOf("og:type") + 1);
    expect(meta).toContainEqual({ title: "Cold starts | Tobi Adeyemi" });
  });

  test("a cross-post names the original as its canonical URL and og:url, once each", () => {
    const original = "https://engineering.example.com/retries";
    const meta = postMeta(matches, page, {
      publishedTime: "2025-01-20",
      tags: [],
      canonical: original,
    });
    expect(canonical(meta)).toEqual([original]);
    expect(property(meta, "og:url")).toEqual([original]);
    expect(property(meta, "article:modified_time")).toEqual([]);
    expect(property(meta, "article:tag")).toEqual([]);
  });

  describe("in a site of three languages", () => {
    const languages = [
      { locale: "en_US", tag: "en-US", name: "English", dir: "ltr", basePath: "/" },
      { locale: "ja_JP", tag: "ja-JP", name: "日本語", dir: "ltr", basePath: "/ja/" },
      { locale: "ar_EG", tag: "ar-EG", name: "العربية", dir: "rtl", basePath: "/ar/" },
    ] satisfies SiteMeta["languages"];
    const at = (locale: string, basePath: string) => [
      {
        id: "root",
        pathname: "/",
        loaderData: { siteMeta: { ...siteMeta, locale, basePath, languages } },
      },
      { id: "routes/blog-post", pathname: "/blog/cold-starts" },
    ];
    const url = (folder: string) => `https://tobiadeyemi.dev/${folder}blog/cold-starts`;
    /** The post in English and Japanese: not translated into Arabic. */
    const alternates = [
      { locale: "en_US", url: url("") },
      { locale: "ja_JP", url: url("ja/") },
    ];
    const hreflangs = (meta: MetaDescriptor[]) =>
      meta.flatMap((tag) => {
        const link = tag as { tagName?: string; rel?: string; hrefLang?: string; href?: string };
        return link.tagName === "link" && link.rel === "alternate" && link.hrefLang
          ? [[link.hrefLang, link.href]]
          : [];
      });

    test.each([
      ["en_US", "/"],
      ["ja_JP", "/ja/"],
    ])(
      "its page in %s links it in each language it is written in, and x-default",
      (locale, base) => {
        const meta = postMeta(at(locale, base), page, {
          publishedTime: "2025-03-10",
          tags: [],
          alternates,
        });
        expect(hreflangs(meta)).toEqual([
          ["en-US", url("")],
          ["en", url("")],
          ["ja-JP", url("ja/")],
          ["ja", url("ja/")],
          ["x-default", url("")],
        ]);
        expect(property(meta, "og:locale:alternate")).toEqual(
          locale === "en_US" ? ["ja_JP"] : ["en_US"],
        );
        expect(canonical(meta)).toEqual([url(base.slice(1))]);
      },
    );

    test("a language's page of a post not translated into it names the default's canonical, and links no translation", () => {
      const meta = postMeta(at("ar_EG", "/ar/"), page, {
        publishedTime: "2025-03-10",
        tags: [],
        canonical: url(""),
        alternates,
      });
      expect(canonical(meta)).toEqual([url("")]);
      expect(property(meta, "og:url")).toEqual([url("")]);
      expect(hreflangs(meta)).toEqual([]);
      expect(property(meta, "og:locale:alternate")).toEqual([]);
    });

    test("without alternates (an error's page), buildMeta's links are left as they are", () => {
      const meta = postMeta(at("en_US", "/"), page, undefined);
      expect(hreflangs(meta)).toHaveLength(7);
    });
  });

  test("without the loader's data (an error), only the page's metadata, typed an article", () => {
    const meta = postMeta(matches, page, undefined);
    expect(property(meta, "og:type")).toEqual(["article"]);
    expect(property(meta, "article:published_time")).toEqual([]);
  });
});
