import { mkdtempSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import MiniSearch from "minisearch";
import { expect, test } from "vitest";
import type { SearchIndexFile } from "../../app/lib/search/search-box.ts";
import { searchOptions, type SearchDocument } from "../../app/lib/search/search-options.ts";
import {
  bodyCharacters,
  boundedIndexJson,
  bodyText,
  searchDocuments,
  textStart,
  writeSearchIndex,
} from "./search-index.ts";

const local = (slug: string, tags: string[]) => ({
  slug,
  file: "",
  tags,
  home: "en_US",
  langs: [],
});
const content = {
  owner: { bio: "Backend engineer in Lagos.", about: ["I build payment rails.", "Go.", "Tea."] },
  posts: [
    {
      url: "https://example.dev/blog/retries",
      title: "Retries done right",
      description: "Backoff and budgets.",
      publishDate: "2025-01-02",
      local: local("retries", ["http"]),
    },
    {
      url: "https://example.dev/blog/冪等性",
      title: "冪等性キーの話",
      description: "",
      publishDate: "2024-05-01",
      local: local("冪等性", []),
    },
    {
      url: "https://medium.com/@me/wallets",
      title: "Why wallet addresses are not account numbers",
      description: "Addresses, checksums and memos.",
      publishDate: "2023-02-24",
    },
  ],
  projects: [
    {
      url: "https://github.com/me/cipherline",
      title: "cipherline",
      description: "A CLI.",
      tech: ["Rust"],
    },
  ],
} as unknown as Parameters<typeof searchDocuments>[0];

const bodies: Record<string, string> = {
  "https://example.dev/blog/retries":
    '<p>Honour <code>retry_after</code> &amp; back off.</p><figure class="code-block"><pre><code><span class="hl-k">use</span><span>Effect</span>()</code></pre></figure>',
  "https://example.dev/blog/冪等性": "<p>決済APIでは冪等性キーを使います。</p>",
};

test("a body's text keeps a word coloured in pieces whole, and a block's end a space", () => {
  expect(bodyText(bodies["https://example.dev/blog/retries"]!)).toBe(
    "Honour retry_after & back off. useEffect()",
  );
  expect(bodyText("<p>a</p><p>b&#x27;s &#8212; c</p>")).toBe("a b's — c");
});

test("every post, project and About are documents; a post written here with its whole text, under the language's base path", () => {
  const documents = searchDocuments(content, "/ja/", (url) => bodies[url], "自己紹介");
  expect(documents.map((d) => [d.kind, d.id])).toEqual([
    ["post", "/ja/blog/retries"],
    ["post", `/ja/blog/${encodeURIComponent("冪等性")}`],
    ["post", "https://medium.com/@me/wallets"],
    ["project", "https://github.com/me/cipherline"],
    ["about", "/ja/about-me"],
  ]);
  expect(documents[0]).toMatchObject({
    tags: "http",
    text: expect.stringContaining("retry_after"),
  });
  expect(documents[2]!.text).toBe("");
  expect(documents[4]).toMatchObject({
    title: "自己紹介",
    text: "I build payment rails. Go. Tea.",
  });
});

test("the index written into assets/ is named by its hash and finds each kind by its words", () => {
  const dir = mkdtempSync(join(tmpdir(), "search-index-"));
  try {
    mkdirSync(join(dir, "assets"));
    const documents = searchDocuments(content, "/", (url) => bodies[url], "About Me");
    const words = {
      lang: "en",
      words: {
        results: { other: "{count} results" },
        none: "",
        kinds: { post: "", project: "", about: "" },
      },
    };
    const { name, cutAt } = writeSearchIndex(dir, documents, words);
    expect(name).toMatch(/^search-index-[\w-]{10}\.json$/);
    expect(cutAt).toBeUndefined();
    expect(writeSearchIndex(dir, documents, words).name).toBe(name);
    const file = JSON.parse(readFileSync(join(dir, "assets", name), "utf8")) as SearchIndexFile;
    expect(file.words).toEqual(words.words);
    const index = MiniSearch.loadJS<SearchDocument>(file.index as never, searchOptions);
    const ids = (query: string) => index.search(query).map((result) => result.id as string);
    expect(ids("useEffect")).toEqual(["/blog/retries"]);
    expect(ids("retry_after")).toEqual(["/blog/retries"]);
    expect(ids("冪等性")).toEqual([`/blog/${encodeURIComponent("冪等性")}`]);
    expect(ids("checksums")).toEqual(["https://medium.com/@me/wallets"]);
    expect(ids("rust")).toEqual(["https://github.com/me/cipherline"]);
    expect(ids("payment rails")).toEqual(["/about-me"]);
    // What a result shows is stored beside its terms; the text is not.
    expect(index.search("backoff")[0]).toMatchObject({ kind: "post", title: "Retries done right" });
    expect(index.search("backoff")[0]).not.toHaveProperty("text");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("a post's text is cut at a space before the limit, or at the limit in a text without one", () => {
  expect(textStart("one two three", 20)).toBe("one two three");
  expect(textStart("one two three", 9)).toBe("one two");
  expect(textStart("冪等性キーの設計", 4)).toBe("冪等性キ");
});

test("an index over its budget holds the start of each post's text, the most that keeps within it; titles whole", () => {
  const words = {
    lang: "en",
    words: { results: { other: "" }, none: "", kinds: { post: "", project: "", about: "" } },
  };
  // A post's text of distinct words: each indexed word weighs in the index.
  const text = Array.from(
    { length: 3000 },
    (_, i) => `w${i.toString(36)}x${(i * 7919).toString(36)}`,
  ).join(" ");
  const documents = [
    { id: "/blog/a", kind: "post" as const, title: "Queues", description: "", tags: "", text },
  ];
  const whole = boundedIndexJson(documents, words, 1_000_000);
  expect(whole.cutAt).toBeUndefined();
  const bounded = boundedIndexJson(documents, words, whole.gzipped - 1);
  expect(bounded.cutAt).toBe(bodyCharacters[0]);
  expect(bounded.whole).toBe(whole.gzipped);
  expect(bounded.gzipped).toBeLessThanOrEqual(whole.gzipped - 1);
  const index = MiniSearch.loadJS<SearchDocument>(
    JSON.parse(bounded.json).index as never,
    searchOptions,
  );
  expect(index.search("Queues").map((result) => result.id)).toEqual(["/blog/a"]);
  expect(index.search(text.split(" ")[0]!)).toHaveLength(1);
  expect(index.search(text.split(" ").at(-1)!)).toHaveLength(0);
});
