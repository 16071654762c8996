import type { PostFrontMatter } from "../../../content/schema/post-file.ts";
import type { PostDefaults } from "../../../content/schema/entries.ts";
import { postPagePath } from "../pages/site-pages.ts";
import { pageUrl } from "../metadata/site-urls.ts";
import { newestFirst, type ShownPost } from "./merge-entries.ts";

/** A post written on the site, as the build read it (pipeline/inputs/post-files.ts). */
export type LocalPostInput = {
  slug: string;
  default: { file: string; frontMatter: PostFrontMatter };
};

/**
 * The posts the site lists, with those written on it among them, newest
 * first (a local post before an external one of the same day). A local
 * post's url is its page's absolute URL, as the feeds and structured data
 * name every post; its card links to it in the same tab. In another
 * language's build, `lang` is the default language's tag: the language the
 * post is written in, which its card and its page mark.
 */
export function withLocalPosts(
  posts: readonly ShownPost[],
  local: readonly LocalPostInput[],
  site: { baseUrl: string; basePath: string },
  postDefaults: PostDefaults,
  lang?: string,
): ShownPost[] {
  if (local.length === 0) return [...posts];
  const written = local.map(({ slug, default: { file, frontMatter } }): ShownPost => {
    const { title, description, publishDate, updated, tags, canonical } = frontMatter;
    return {
      url: pageUrl(site.baseUrl, site.basePath, postPagePath(slug)),
      title,
      description,
      publishDate,
      ...(lang ? { lang } : {}),
      ...(postDefaults.thumbnail
        ? { thumbnail: postDefaults.thumbnail, thumbnailAlt: postDefaults.thumbnailAlt }
        : { thumbnailAlt: "" }),
      local: {
        slug,
        file,
        ...(updated ? { updated } : {}),
        tags,
        ...(canonical ? { canonical } : {}),
      },
    };
  });
  return newestFirst([...written, ...posts], (post) => post.publishDate);
}

/** The posts written on the site, newest first: a post's previous (older) and next (newer). */
export function localNeighbours(posts: readonly ShownPost[], slug: string) {
  const local = posts.filter((post) => post.local);
  const at = local.findIndex((post) => post.local!.slug === slug);
  return { newer: at > 0 ? local[at - 1] : undefined, older: local[at + 1] };
}
