import type { PostFrontMatter } from "../../content/schema/post-file.ts";
import type { LocalPost } from "./post-files.ts";

/**
 * A post written on the site as readPostFiles reads it, for tests of what
 * the build does with posts: content/posts/<slug>/index.md with a title,
 * description and date, and what the test gives.
 */
export function localPost(
  slug: string,
  frontMatter: Partial<PostFrontMatter> = {},
  {
    body = "Text.\n",
    bodyLine = 6,
    translations = {},
  }: Partial<Pick<LocalPost, "translations">> & { body?: string; bodyLine?: number } = {},
): LocalPost {
  return {
    slug,
    folder: `content/posts/${slug}`,
    default: {
      file: `content/posts/${slug}/index.md`,
      frontMatter: {
        title: slug,
        description: `${slug}.`,
        publishDate: "2025-01-01",
        tags: [],
        draft: false,
        ...frontMatter,
      },
      body,
      bodyLine,
    },
    translations,
  };
}
