import { readFileSync } from "node:fs";
import { join } from "node:path";
import { aliasKey, decodedAlias } from "../../content/schema/alias.ts";
import { postPagePath } from "../../app/lib/pages/site-pages.ts";
import { show } from "../../app/lib/validation/format-issues.ts";
import type { LocalPost, PostFile } from "./post-files.ts";
import { postLanguage } from "../../app/lib/content/post-language.ts";

// The old addresses of the posts written on the site (`aliases:` in their
// front matter, content/schema/alias.ts): each one a path of the site,
// relative to its base path, that leads to the post. No two may be one
// address, and none may be the address of one of the site's pages, a post's
// included (its own too): an old address would hide it, or send a reader in
// a circle. Each is compared by the files its page takes, as hosts that
// ignore letter case would: "/2020/my-post/" takes 2020/my-post/index.html
// and 2020/my-post.html, and a page such as /about-me takes the same two.

/** A language of the site, as its pages are laid out: its folder ("" for the default) and its tag. */
export type AliasLanguage = { locale: string; prefix: string; tag: string; dir: "ltr" | "rtl" };

/** An old address of a post, and where it leads. */
export type Alias = {
  /** As the front matter writes it: "/2020/12/31/2020-年終總結/". */
  written: string;
  /** Its path, decoded, as hosts look it up: "/2020/12/31/2020-年終總結/". */
  path: string;
  /** The file that lists it, from the project root, and where: "content/posts/x/index.md", aliases[0], line 7. */
  file: string;
  index: number;
  line: number;
  /** The page it leads to, under the site's base path, percent-encoded: "/blog/2020-%E5%B9%B4…", "/ja/blog/x". */
  to: string;
  /** That page's title, language and direction, for the page at the old address. */
  title: string;
  lang: string;
  dir: "ltr" | "rtl";
};

/**
 * The files a page at `path` (decoded, under the base path) takes, relative
 * to the build's folder: a folder's index and the name with ".html" (stage
 * 9 writes both), or the one file a path ending in ".html" names.
 */
export function pageFiles(path: string): string[] {
  if (/\.html?$/i.test(path) && !/\/index\.html?$/i.test(path)) return [path.slice(1)];
  const page = path.replace(/\/index\.html?$/i, "/").replace(/\/$/, "");
  return page === "" ? ["index.html"] : [`${page.slice(1)}/index.html`, `${page.slice(1)}.html`];
}

/**
 * Every old address of `posts`, each file's in the order written: the
 * default language's (index.md) lead to the post's own page (in its `lang`,
 * when the site speaks it), a translation's to its page in that language.
 */
export function postAliases(
  root: string,
  posts: readonly LocalPost[],
  languages: readonly AliasLanguage[],
): Alias[] {
  const [main] = languages;
  if (!main) return [];
  const locales = languages.map((language) => language.locale);
  return posts.flatMap((post) =>
    [
      // index.md's old addresses lead to its own page: its `lang`'s, when that is one of the site's.
      [
        languages.find(
          (one) => one.locale === postLanguage(post.default.frontMatter.lang, locales).home,
        ) ?? main,
        post.default,
      ] as const,
      ...Object.entries(post.translations).flatMap(([locale, file]) => {
        const language = languages.find((one) => one.locale === locale);
        return language ? [[language, file] as const] : [];
      }),
    ].flatMap(([language, file]) => aliasesOf(root, post.slug, file, language)),
  );
}

function aliasesOf(
  root: string,
  slug: string,
  file: PostFile<{ title: string; aliases?: string[] }>,
  language: AliasLanguage,
): Alias[] {
  const written = file.frontMatter.aliases ?? [];
  if (written.length === 0) return [];
  const lines = readFileSync(join(root, file.file), "utf8").split(/\r?\n/);
  return written.map((alias, index) => ({
    written: alias,
    path: decodedAlias(alias) ?? alias,
    file: file.file,
    index,
    line: lineOf(lines, file.bodyLine, alias, index),
    to: `${language.prefix ? `/${language.prefix}` : ""}${postPagePath(slug)}`,
    title: file.frontMatter.title,
    lang: language.tag,
    dir: language.dir,
  }));
}

/** The line of the front matter that lists `alias` (its index-th entry); the "aliases:" line if it cannot be told. */
function lineOf(lines: string[], bodyLine: number, alias: string, index: number): number {
  const front = lines.slice(0, bodyLine - 1);
  const start = front.findIndex((text) => /^aliases\s*:/.test(text));
  if (start < 0) return 1;
  const entries = front
    .map((text, at) => ({ text, at }))
    .filter(({ text, at }) => at > start && /^\s+-\s/.test(text));
  const found =
    entries.find(({ text }, n) => n === index && text.includes(alias)) ??
    entries.find(({ text }) => text.includes(alias));
  return (found?.at ?? start) + 1;
}

/** Who takes a file of the build: a page of the site, a post, or an earlier old address. */
type Owner = { what: string; post?: string; alias?: Alias };

/**
 * One line for each old address that is another's, or a page's, or a post's
 * (its own included), naming the file, its line, the alias and the rule.
 * `pagePaths` are the page table's, in every language's folder; every post's
 * page is there too, in each of them.
 */
export function aliasProblems(
  aliases: readonly Alias[],
  posts: readonly Pick<LocalPost, "slug" | "folder">[],
  languages: readonly Pick<AliasLanguage, "prefix">[],
  pagePaths: readonly string[],
): string[] {
  const taken = new Map<string, Owner>();
  const take = (file: string, owner: Owner) => {
    if (!taken.has(file.toLowerCase())) taken.set(file.toLowerCase(), owner);
  };
  for (const { prefix } of languages) {
    const folder = prefix ? `/${prefix}` : "";
    for (const path of pagePaths) {
      const page = `${folder}${path === "/" && folder ? "" : path}` || "/";
      for (const file of pageFiles(page)) take(file, { what: `the page ${page}` });
    }
    for (const post of posts) {
      const page = `${folder}/blog/${post.slug}`;
      for (const file of pageFiles(page))
        take(file, {
          what: `the post ${post.folder} (${folder}${postPagePath(post.slug)})`,
          post: post.folder,
        });
    }
  }
  const problems: string[] = [];
  for (const alias of aliases) {
    const files = pageFiles(alias.path);
    const clash = files.map((file) => taken.get(file.toLowerCase())).find(Boolean);
    if (clash) problems.push(line(alias, clashRule(alias, clash), show(alias.written)));
    else for (const file of files) take(file, { what: "", alias });
  }
  return problems;
}

function clashRule(alias: Alias, owner: Owner): string {
  const other = owner.alias;
  if (other)
    return other.file === alias.file
      ? `is aliases[${other.index}] ("${other.written}") again, as hosts read it (letter case, a slash or ".html" aside); list each old address once`
      : `is also an old address of ${other.file} (aliases[${other.index}], "${other.written}"), as hosts read it; give it to one post`;
  if (
    owner.post &&
    alias.file.startsWith(`${owner.post}/`) &&
    aliasKey(alias.written) === aliasKey(alias.to)
  )
    return `is this post's own address, ${alias.to}: the post answers there already; delete it`;
  return `is the address of ${owner.what}; an old address must be one no page of the site answers`;
}

/** One line of the content's message: `<file>:<line>: aliases[i] <rule>; got <what>`. */
const line = (alias: Alias, rule: string, got: string) =>
  `  - ${alias.file}:${alias.line}: aliases[${alias.index}] ${rule}; got ${got}`;
