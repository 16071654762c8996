import { postTranslation } from "../../app/lib/content/local-posts.ts";
import type { Content } from "../../app/lib/content/validate-content.ts";
import { postBodyLabels, type MarkdownLabels } from "../markdown/markdown-labels.ts";
import { imageFileProblem } from "../markdown/post-images.ts";
import { checkMarkdown } from "../markdown/render-markdown.ts";
import type { LocalPost, PostFile } from "./post-files.ts";

// The bodies of the posts a build shows, checked with the rest of content/
// before anything is built: what a post may not hold (HTML the site's policy
// would block, an image without alt text or from another host, a second
// title) and each image's file, every mistake of every file at once, in the
// content's own message. The render (pipeline/vite-plugins/local-posts.ts)
// then meets none of them, and takes the tree each check made.

/** The file of `post` a build in `language` renders, with its language and the words its body gets. */
export function shownPostFile(
  post: LocalPost,
  content: Content,
  language: string | undefined,
): { file: PostFile<unknown>; locale: string; labels: MarkdownLabels } {
  // Another language's pages show the post's translation into it, or the post as written.
  const translation = postTranslation(post, language);
  return translation
    ? {
        file: translation,
        locale: content.owner.locale,
        // A translation speaks its own language's words; a post shown as written, its language's.
        labels: postBodyLabels({ ...content, translation: undefined }),
      }
    : {
        file: post.default,
        // Its words counted in its own language (its reading time).
        locale:
          post.default.frontMatter.lang ?? content.translation?.defaultTag ?? content.owner.locale,
        labels: postBodyLabels(content),
      };
}

/**
 * Each mistake of the bodies of `posts` (each post's index.md, then its
 * translations), one "file:line: …" line each, by line. `shown`: the content
 * and language of this build, which renders one file of each post.
 */
export function postBodyProblems(
  root: string,
  posts: readonly LocalPost[],
  shown?: { content: Content; language: string | undefined },
): string[] {
  const lines: string[] = [];
  for (const post of posts) {
    const rendered = shown && shownPostFile(post, shown.content, shown.language);
    for (const { file, body, bodyLine } of [post.default, ...Object.values(post.translations)]) {
      const source = { file, bodyLine };
      const labels = file === rendered?.file.file ? rendered.labels : undefined;
      const checked = checkMarkdown(body, source, labels);
      const problems = [...checked.problems];
      for (const image of checked.images) {
        const problem = imageFileProblem(root, post.folder, source, image);
        if (problem) problems.push(problem);
      }
      // A stable sort: two mistakes of one line keep the order they were found in.
      problems.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
      lines.push(...problems.map((problem) => problem.message));
    }
  }
  return lines;
}
