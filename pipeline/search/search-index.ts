import { createHash } from "node:crypto";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
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

/** The index's file as the browser loads it: the results' words, and MiniSearch's index. */
export function searchIndexJson(documents: readonly SearchDocument[], words: SearchWords): string {
  const index = new MiniSearch<SearchDocument>(searchOptions);
  index.addAll(documents);
  return JSON.stringify({ ...words, index } satisfies SearchIndexFile);
}

/** Writes the index into `clientDir`'s assets/, named by its hash; returns its name there. */
export function writeSearchIndex(
  clientDir: string,
  documents: readonly SearchDocument[],
  words: SearchWords,
): string {
  const json = searchIndexJson(documents, words);
  const hash = createHash("sha256").update(json).digest("base64url").slice(0, 10);
  const name = `search-index-${hash}.json`;
  writeFileSync(join(clientDir, "assets", name), json);
  return name;
}
