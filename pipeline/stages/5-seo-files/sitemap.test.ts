import { XMLParser } from "fast-xml-parser";
import { describe, expect, test } from "vitest";
import { gitCommitDate, lastmod, robotsTxt, sitemapXml } from "./sitemap.ts";

describe("sitemapXml", () => {
  test("lists every URL with its last modification, escaped", () => {
    const xml = sitemapXml([
      { url: "https://a.dev/", lastmod: "2025-02-24" },
      { url: "https://a.dev/q?a=1&b=2" },
    ]);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    expect(xml).toContain("<loc>https://a.dev/q?a=1&amp;b=2</loc>");
    const parsed = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === "url" });
    const { urlset } = parsed.parse(xml) as {
      urlset: { "@_xmlns": string; url: { loc: string; lastmod?: string }[] };
    };
    expect(urlset["@_xmlns"]).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
    expect(urlset.url).toEqual([
      { loc: "https://a.dev/", lastmod: "2025-02-24" },
      { loc: "https://a.dev/q?a=1&b=2" },
    ]);
  });
});

test("robots.txt allows everything and names the sitemap", () => {
  expect(robotsTxt("https://a.dev/sitemap.xml")).toBe(
    "User-agent: *\nAllow: /\n\nSitemap: https://a.dev/sitemap.xml\n",
  );
});

describe("lastmod", () => {
  const committed = (paths: string[]) =>
    paths.includes("content/projects.ts") ? "2025-03-10" : "2025-01-05";

  test("is the day the page's content was last committed", () => {
    expect(lastmod("/projects", { committed })).toBe("2025-03-10");
    expect(lastmod("/about-me", { committed, newestPost: "2025-02-01" })).toBe("2025-01-05");
  });

  test("About's is its career's too: a job added to content/experience.ts changes it", () => {
    const career = (paths: string[]) =>
      paths.includes("content/experience.ts") ? "2025-04-01" : "2025-01-05";
    expect(lastmod("/about-me", { committed: career })).toBe("2025-04-01");
    const imported = (paths: string[]) =>
      paths.includes("content/imported/experience.json") ? "2025-04-02" : "2025-01-05";
    expect(lastmod("/about-me", { committed: imported })).toBe("2025-04-02");
  });

  test("pages that list posts take the newest post's date when it is later", () => {
    const sources = { committed, newestPost: "2025-02-01" };
    expect(lastmod("/blog", sources)).toBe("2025-02-01");
    expect(lastmod("/", sources)).toBe("2025-02-01");
    expect(lastmod("/blog", { committed, newestPost: "2024-12-31" })).toBe("2025-01-05");
  });

  test("without git history the newest post's date, and with nothing no date", () => {
    const noGit = () => undefined;
    expect(lastmod("/projects", { committed: noGit, newestPost: "2025-02-01" })).toBe("2025-02-01");
    expect(lastmod("/projects", { committed: noGit })).toBeUndefined();
  });

  test("a local post's page is as new as the last commit of its folder", () => {
    const seen: string[][] = [];
    const date = lastmod("/blog/hello", {
      committed: (paths) => (seen.push(paths), "2025-05-05"),
      newestPost: "2025-06-01",
    });
    expect(seen).toEqual([["content/posts/hello"]]);
    expect(date).toBe("2025-05-05");
  });

  test("a page it does not know counts all the content", () => {
    const seen: string[][] = [];
    lastmod("/new-page", { committed: (paths) => (seen.push(paths), undefined) });
    expect(seen).toEqual([["content"]]);
  });
});

test("gitCommitDate reads a date from this repository, or nothing", () => {
  const date = gitCommitDate(["content"]);
  if (date !== undefined) expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(gitCommitDate(["no/such/path/ever"])).toBeUndefined();
});
