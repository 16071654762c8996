import type { Post, PostDefaults, Project } from "../../../content/schema/entries.ts";

type Overrides = {
  hidden: string[];
  posts: Record<string, Partial<Omit<Post, "url">>>;
  projects: Record<string, Partial<Omit<Project, "url">>>;
};

type Entries = {
  posts: Post[];
  postDefaults: PostDefaults;
  projects: Project[];
  importedPosts: Post[];
  importedProjects: Project[];
  overrides: Overrides;
};

/**
 * A post ready to show: its thumbnail, or the default one; no thumbnail
 * means the one the build draws in the accent colours. On another
 * language's page, `shown` says the language of its card's words.
 */
export type ShownPost = Post & {
  shown?: { title?: string; description?: string };
  /** A post written on the site (content/posts/<slug>/index.md): its page is /blog/<slug>. */
  local?: LocalPostFields;
};

/** What a post written on the site has beyond a card's fields (content/schema/post-file.ts). */
export type LocalPostFields = {
  slug: string;
  /** The file shown, from the project root: "content/posts/hello/index.md", or a translation. */
  file: string;
  updated?: string;
  tags: string[];
  /** Its tags' language, where they are index.md's and the page is in another: index.md's. */
  tagsLang?: string;
  /** The original's URL, for a post (or translation) that first appeared elsewhere. */
  canonical?: string;
  /**
   * Its series: `key`, index.md's name, joins the parts in every language;
   * `name` is the shown language's (a translation's own, else index.md's).
   */
  series?: { key: string; name: string; part: number };
  /**
   * The site's language index.md is written in, by locale: its `lang`'s, else
   * the default (app/lib/content/post-language.ts). A page showing it
   * untranslated names that language's page canonical.
   */
  home: string;
  /**
   * The languages it is written in whose page is its own canonical (not a
   * cross-post's), by locale, its home's first: the pages search engines
   * are told are its translations (hreflang).
   */
  languages: string[];
};
/** A project ready to show; on another language's page, in the default language (`lang`). */
export type ShownProject = Project & {
  lang?: string;
  shown?: { title?: string; description?: string };
};

const key = (url: string) => url.replace(/\/+$/, "");

/**
 * The posts and projects the site shows: the hand-written ones and the
 * imported ones (without those the owner hid, with the owner's overrides;
 * a hand-written entry wins over an imported one with its URL), posts
 * newest first, projects with a date newest first and then the rest, each
 * in the order written (hand-written before imported).
 */
export function mergeEntries(content: Entries): { posts: ShownPost[]; projects: Project[] } {
  const { overrides, postDefaults } = content;
  const hidden = new Set(overrides.hidden.map(key));
  const imported = <T extends { url: string }>(
    entries: T[],
    own: T[],
    changes: Overrides["posts"],
  ) => {
    const written = new Set(own.map((entry) => key(entry.url)));
    return entries
      .filter((entry) => !hidden.has(key(entry.url)) && !written.has(key(entry.url)))
      .map((entry) => ({ ...entry, ...overrideFor(changes, entry.url) }) as T);
  };
  const posts = [
    ...content.posts,
    ...imported(content.importedPosts, content.posts, overrides.posts),
  ].map((post): ShownPost =>
    post.thumbnail
      ? post
      : { ...post, thumbnail: postDefaults.thumbnail, thumbnailAlt: postDefaults.thumbnailAlt },
  );
  const projects = [
    ...content.projects,
    ...imported(content.importedProjects, content.projects, overrides.projects),
  ];
  return {
    posts: newestFirst(posts, (post) => post.publishDate),
    projects: newestFirst(projects, (p) => p.date),
  };
}

function overrideFor<T>(changes: Record<string, T>, url: string): T | undefined {
  return Object.entries(changes).find(([changed]) => key(changed) === key(url))?.[1];
}

/** Newest first by date; undated entries after, in their order (the sort is stable). */
export function newestFirst<T>(entries: T[], date: (entry: T) => string | undefined): T[] {
  return [...entries].sort((a, b) => {
    const [x, y] = [date(a), date(b)];
    if (x === y) return 0;
    if (x === undefined) return 1;
    if (y === undefined) return -1;
    return x < y ? 1 : -1;
  });
}
