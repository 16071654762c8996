import { load } from "cheerio/slim";

// The browser tests walk every page of the page table and a few of your
// posts, never all of them: a post page's template, styles and scripts are
// the same for every post, so what a browser could find wrong with one
// (axe, zoom, the largest paint) depends on what its body holds. The few
// are chosen so that together they hold every kind of element your posts
// use (a table, code, math, an image, a quote…) and every language and
// direction they are written in, the newest and the longest among them;
// what each post can break on its own (valid HTML, links, images, headings,
// weight) is checked on every post's files, without a browser.

/** At most this many posts a language are walked in a browser, whatever their number. */
export const walkedPostsLimit = 6;

/** A post's page as the build wrote it. */
export type PostPage = { slug: string; html: string };

/** What a post's body holds that a browser shows differently: its elements, its language and direction. */
export function bodyKinds(html: string): Set<string> {
  const $ = load(html);
  const kinds = new Set<string>();
  const body = $("#post-body");
  for (const element of body.find("*").toArray())
    if (element.type === "tag") kinds.add(element.name);
  for (const marked of [...body.toArray(), ...body.find("[lang], [dir]").toArray()]) {
    const { lang, dir } = $(marked).attr() ?? {};
    if (lang) kinds.add(`lang:${lang}`);
    if (dir) kinds.add(`dir:${dir}`);
  }
  kinds.add(`lang:${$("article").attr("lang") ?? $("html").attr("lang") ?? ""}`);
  return kinds;
}

/**
 * The slugs of the posts a browser walks, from `pages` newest first: the
 * newest, the longest, then each post that adds the most kinds not yet
 * walked, until every kind is or the limit is reached.
 */
export function walkedPosts(pages: readonly PostPage[], limit = walkedPostsLimit): string[] {
  if (pages.length === 0) return [];
  const kinds = new Map(pages.map((page) => [page.slug, bodyKinds(page.html)]));
  const longest = pages.reduce((a, b) => (b.html.length > a.html.length ? b : a));
  const walked = [...new Set([pages[0]!.slug, longest.slug])].slice(0, limit);
  const seen = new Set(walked.flatMap((slug) => [...kinds.get(slug)!]));
  while (walked.length < limit) {
    const added = (slug: string) => [...kinds.get(slug)!].filter((kind) => !seen.has(kind)).length;
    const best = pages
      .filter((page) => !walked.includes(page.slug))
      .reduce<PostPage | undefined>(
        (a, b) => (a === undefined || added(b.slug) > added(a.slug) ? b : a),
        undefined,
      );
    if (!best || added(best.slug) === 0) break;
    walked.push(best.slug);
    for (const kind of kinds.get(best.slug)!) seen.add(kind);
  }
  return walked;
}
