import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { pagePaths } from "../../app/lib/pages/site-pages.ts";
import { aliasProblems, pageFiles, postAliases, type AliasLanguage } from "./post-aliases.ts";
import { readPostFiles, takenPostSlugs } from "./post-files.ts";

const roots: string[] = [];
afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

const languages: AliasLanguage[] = [
  { locale: "en_US", prefix: "", tag: "en-US", dir: "ltr" },
  { locale: "ja_JP", prefix: "ja", tag: "ja-JP", dir: "ltr" },
];

/** A post file whose front matter lists `aliases` (as YAML lines under "aliases:"). */
const post = (title: string, aliases: string[] = []) =>
  [
    "---",
    `title: ${title}`,
    "description: What it says.",
    "publishDate: 2025-01-02",
    ...(aliases.length ? ["aliases:", ...aliases.map((alias) => `  - ${alias}`)] : []),
    "---",
    "Hello.",
    "",
  ].join("\n");

/** content/posts/ of these files, read as the build reads it: its aliases, and what is wrong with them. */
function read(files: Record<string, string>) {
  const root = mkdtempSync(join(tmpdir(), "post-aliases-"));
  roots.push(root);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  }
  const posts = readPostFiles(root, { languages: ["ja_JP"], routes: takenPostSlugs(pagePaths) });
  const aliases = postAliases(root, posts, languages);
  return { aliases, problems: aliasProblems(aliases, posts, languages, pagePaths) };
}

test("pageFiles: a folder's index and its .html name, or the one .html file an address names", () => {
  expect(pageFiles("/")).toEqual(["index.html"]);
  expect(pageFiles("/about-me")).toEqual(["about-me/index.html", "about-me.html"]);
  expect(pageFiles("/2020/x/")).toEqual(["2020/x/index.html", "2020/x.html"]);
  expect(pageFiles("/2020/x/index.html")).toEqual(["2020/x/index.html", "2020/x.html"]);
  expect(pageFiles("/2019/05/post.html")).toEqual(["2019/05/post.html"]);
  expect(pageFiles("/archives/123.php")).toEqual([
    "archives/123.php/index.html",
    "archives/123.php.html",
  ]);
});

test("each old address leads to its post's page, percent-encoded; a translation's to its page in its language", () => {
  const { aliases, problems } = read({
    "content/posts/2020-年终总结/index.md": post("2020 年终总结", [
      "/2020/12/31/2020-年终总结/",
      "/p/%E5%B9%B4",
    ]),
    "content/posts/2020-年终总结/index.ja_JP.md": post("2020年のまとめ", ["/ja/2020/matome"]),
    "content/posts/hello/index.md": post("Hello"),
  });
  expect(problems).toEqual([]);
  const to = "/blog/2020-%E5%B9%B4%E7%BB%88%E6%80%BB%E7%BB%93";
  expect(aliases).toEqual([
    expect.objectContaining({
      written: "/2020/12/31/2020-年终总结/",
      path: "/2020/12/31/2020-年终总结/",
      file: "content/posts/2020-年终总结/index.md",
      index: 0,
      line: 6,
      to,
      title: "2020 年终总结",
      lang: "en-US",
    }),
    expect.objectContaining({ written: "/p/%E5%B9%B4", path: "/p/年", index: 1, line: 7, to }),
    expect.objectContaining({
      written: "/ja/2020/matome",
      file: "content/posts/2020-年终总结/index.ja_JP.md",
      line: 6,
      to: `/ja${to}`,
      title: "2020年のまとめ",
      lang: "ja-JP",
    }),
  ]);
});

test("a post written in another of the site's languages (its lang): its old addresses lead to that language's page", () => {
  const { aliases, problems } = read({
    "content/posts/kyoto/index.md": post("京都の夜", ["/2019/kyoto/"]).replace(
      "---\nHello.",
      "lang: ja\n---\nHello.",
    ),
  });
  expect(problems).toEqual([]);
  expect(aliases).toEqual([
    expect.objectContaining({ written: "/2019/kyoto/", to: "/ja/blog/kyoto", lang: "ja-JP" }),
  ]);
});

describe("an old address no page of the site answers: one line each, naming the file, its line, the alias and the rule", () => {
  test("a page of the site, in any language, by either address and whatever its letter case", () => {
    expect(
      read({
        "content/posts/a/index.md": post("A", [
          "/about-me/",
          "/ja/Projects",
          "/blog.html",
          "/index.html",
        ]),
        "content/posts/b/index.md": post("B", ["/"]),
      }).problems,
    ).toEqual([
      '  - content/posts/a/index.md:6: aliases[0] is the address of the page /about-me; an old address must be one no page of the site answers; got "/about-me/"',
      '  - content/posts/a/index.md:7: aliases[1] is the address of the page /ja/projects; an old address must be one no page of the site answers; got "/ja/Projects"',
      '  - content/posts/a/index.md:8: aliases[2] is the address of the page /blog; an old address must be one no page of the site answers; got "/blog.html"',
      '  - content/posts/a/index.md:9: aliases[3] is the address of the page /; an old address must be one no page of the site answers; got "/index.html"',
      '  - content/posts/b/index.md:6: aliases[0] is the address of the page /; an old address must be one no page of the site answers; got "/"',
    ]);
  });

  test("its own post's address, and another post's", () => {
    expect(
      read({
        "content/posts/a/index.md": post("A", ["/blog/a/", "/blog/b", "/ja/blog/a"]),
        "content/posts/b/index.md": post("B"),
      }).problems,
    ).toEqual([
      '  - content/posts/a/index.md:6: aliases[0] is this post\'s own address, /blog/a: the post answers there already; delete it; got "/blog/a/"',
      '  - content/posts/a/index.md:7: aliases[1] is the address of the post content/posts/b (/blog/b); an old address must be one no page of the site answers; got "/blog/b"',
      '  - content/posts/a/index.md:8: aliases[2] is the address of the post content/posts/a (/ja/blog/a); an old address must be one no page of the site answers; got "/ja/blog/a"',
    ]);
  });

  test("another post's old address, or the same one in another form", () => {
    expect(
      read({
        "content/posts/a/index.md": post("A", ["/2020/post/", "/old/x"]),
        "content/posts/b/index.md": post("B", ["/2020/Post", "/old/x.html"]),
      }).problems,
    ).toEqual([
      '  - content/posts/b/index.md:6: aliases[0] is also an old address of content/posts/a/index.md (aliases[0], "/2020/post/"), as hosts read it; give it to one post; got "/2020/Post"',
      '  - content/posts/b/index.md:7: aliases[1] is also an old address of content/posts/a/index.md (aliases[1], "/old/x"), as hosts read it; give it to one post; got "/old/x.html"',
    ]);
  });
});
