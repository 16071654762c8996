import { createHash } from "node:crypto";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import MiniSearch from "minisearch";
import type { Content } from "../../app/lib/content/validate-content.ts";
import { postPagePath } from "../../app/lib/pages/site-pages.ts";
import type { SearchIndexFile } from "../../app/lib/search/search-box.ts";
import type { SearchWords } from "../../app/lib/search/search-intent.ts";
import { searchOptions, type SearchDocument } from "../../app/lib/search/search-options.ts";

// The search's index of one language's build: every post the blog lists (the
// whole text of those written on the site, the title, description and tags
// of the others), every project and the About page, as this language's pages
// show them. Made at build time with the browser's own tokenizer
// (app/lib/search/search-terms.ts) and written once as a hashed file in
// assets/, which the hosts cache for a year: the browser fetches it only on
// intent to search.

const blockEnd =
  /<\/?(?:p|div|li|ul|ol|h[1-6]|pre|blockquote|figure|figcaption|table|tr|td|th|br|hr|dt|dd)\b[^>]*>/gi;
const entities: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
};

/**
 * The text of a post's body HTML (the one the build renders, trusted): a
 * block's end is a space, an inline element's tags are nothing, so a word
 * coloured in pieces (code) stays one word.
 */
export function bodyText(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, " ")
    .replace(/<annotation\b[\s\S]*?<\/annotation>/gi, "")
    .replace(blockEnd, " ")
    .replace(/<[^>]+>/g, "")
    .replace(/&(#x[\da-f]+|#\d+|\w+);/gi, (whole, name: string) =>
      name.startsWith("#")
        ? String.fromCodePoint(Number(name.startsWith("#x") ? `0${name.slice(1)}` : name.slice(1)))
        : (entities[name] ?? whole),
    )
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * The documents of a build's index. `basePath` is this language's (a post's
 * page and About are under it); `body` gives a post written on the site its
 * rendered body, by its URL (as the feeds get it); `aboutTitle` names About.
 */
export function searchDocuments(
  content: Pick<Content, "posts" | "projects" | "owner">,
  basePath: string,
  body: (url: string) => string | undefined,
  aboutTitle: string,
): SearchDocument[] {
  const posts = content.posts.map((post): SearchDocument => {
    const local = post.local;
    return {
      id: local ? `${basePath}${postPagePath(local.slug).slice(1)}` : post.url,
      kind: "post",
      title: post.title,
      description: post.description ?? "",
      tags: local?.tags.join(" ") ?? "",
      text: local ? bodyText(body(post.url) ?? "") : "",
      ...(post.lang ? { lang: post.lang } : {}),
    };
  });
  const projects = content.projects.map((project): SearchDocument => ({
    id: project.url,
    kind: "project",
    title: project.title,
    description: project.description,
    tags: project.tech.join(" "),
    text: "",
  }));
  const about: SearchDocument = {
    id: `${basePath}about-me`,
    kind: "about",
    title: aboutTitle,
    description: content.owner.bio,
    tags: "",
    text: content.owner.about.join(" "),
  };
  return [...posts, ...projects, about];
}

/**
 * The most an index may weigh, gzipped, fetched once on intent to search:
 * above it, each post's text is indexed from its start (research: find.md,
 * where 300 real posts' whole text made about 200 KB).
 */
export const indexBudget = 250_000;
/** How much of each post's text an index over budget holds, in characters, tried in turn. */
export const bodyCharacters = [12_000, 6_000, 3_000, 1_500] as const;

/** The index's file as the browser loads it: the results' words, and MiniSearch's index. */
export function searchIndexJson(documents: readonly SearchDocument[], words: SearchWords): string {
  const index = new MiniSearch<SearchDocument>(searchOptions);
  index.addAll(documents);
  return JSON.stringify({ ...words, index } satisfies SearchIndexFile);
}

/** `text` cut to at most `characters`, at the last space before the cut when it has one. */
export function textStart(text: string, characters: number): string {
  if (text.length <= characters) return text;
  const cut = text.slice(0, characters);
  const space = cut.lastIndexOf(" ");
  return space > characters / 2 ? cut.slice(0, space) : cut;
}

/**
 * The index within `budget` bytes gzipped: the posts' whole text, or, when
 * that weighs more, the start of each, as much as keeps it within (at least
 * the last of bodyCharacters: titles and descriptions are always whole).
 */
export function boundedIndexJson(
  documents: readonly SearchDocument[],
  words: SearchWords,
  budget = indexBudget,
): { json: string; gzipped: number; cutAt?: number; whole?: number } {
  const json = searchIndexJson(documents, words);
  const gzipped = gzipSync(json).length;
  if (gzipped <= budget) return { json, gzipped };
  let cut = { json, gzipped, cutAt: 0, whole: gzipped };
  for (const characters of bodyCharacters) {
    const shorter = documents.map((document) => ({
      ...document,
      text: textStart(document.text, characters),
    }));
    const made = searchIndexJson(shorter, words);
    cut = { json: made, gzipped: gzipSync(made).length, cutAt: characters, whole: gzipped };
    if (cut.gzipped <= budget) break;
  }
  return cut;
}

/**
 * Writes the index into `clientDir`'s assets/, named by its hash; returns
 * its name there, and the characters each post's text was cut at, if it was.
 */
export function writeSearchIndex(
  clientDir: string,
  documents: readonly SearchDocument[],
  words: SearchWords,
): { name: string; cutAt?: number; whole?: number } {
  const { json, cutAt, whole } = boundedIndexJson(documents, words);
  const hash = createHash("sha256").update(json).digest("base64url").slice(0, 10);
  const name = `search-index-${hash}.json`;
  writeFileSync(join(clientDir, "assets", name), json);
  return { name, cutAt, whole };
}
