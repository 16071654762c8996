import type { ElementContent, Root } from "hast";
import type { Code, Image, ImageReference } from "mdast";
import rehypeRaw from "rehype-raw";
import rehypeStringify from "rehype-stringify";
import remarkGfm from "remark-gfm";
import remarkMath from "remark-math";
import remarkParse from "remark-parse";
import remarkRehype, { defaultHandlers, type Options as ToHastOptions } from "remark-rehype";
import { unified } from "unified";
import { renderCodeBlocks } from "./code-blocks.ts";
import { renderAlerts } from "./github-alerts.ts";
import type { HighlightCache } from "./highlight-cache.ts";
import { absoluteUrls } from "./feed-html.ts";
import {
  addHeadingIds,
  addSelfLinks,
  keepHeadingOrder,
  titleHeadingProblems,
  type Heading,
} from "./heading-anchors.ts";
import { htmlPolicyProblems } from "./html-policy.ts";
import { alignTableCells } from "./table-alignment.ts";
import { underBasePath } from "./site-root-links.ts";
import { emptyHeadersAsCells } from "./table-corners.ts";
import { markListDigits } from "./list-numbers.ts";
import { markExternalLinks } from "./external-links.ts";
import {
  markdownLabels,
  type MarkdownLabelOptions,
  type MarkdownLabels,
} from "./markdown-labels.ts";
import { fileLine, where, type PostContentError, type PostSource } from "./post-content-error.ts";
import {
  plainImage,
  postImageMaker,
  postImages,
  renderPostImages,
  type ImageRenderer,
  type PostImage,
} from "./post-images.ts";
import { labelTaskListItems } from "./task-list-labels.ts";
import { texAsCode, texToMathml } from "./tex-math.ts";
import { countTreeWords } from "./word-count.ts";

// One post's Markdown body, rendered to HTML at build time: CommonMark with
// GitHub's additions (tables, task lists, footnotes, strikethrough, autolinks,
// alerts), heading anchors, math as MathML and code highlighted in both
// themes, and raw HTML only where the site's Content-Security-Policy lets it
// work. That policy has no 'unsafe-inline', so nothing here writes a style
// attribute: the code's colours are classes (highlight-css.ts writes their one
// stylesheet) and Temml's styles become MathML attributes or go. A post that
// would break a rule stops the build with one line (PostContentError), and
// the build finds every such line before it starts (checkMarkdown); what
// only reads worse (an unknown code language, TeX that does not parse) is a
// warning, naming the file and the line. The same body comes out a second
// time for feeds: no highlighting, no heading links, absolute URLs.

export type RenderMarkdownOptions = {
  /** The Markdown file, as messages name it: "content/posts/hello/index.md". */
  file: string;
  /** The file's line where the body begins (after the front matter), so messages name the file's lines. 1 by default. */
  bodyLine?: number;
  /** The post's own absolute URL ("https://you.example/blog/hello/"): the feed's URLs are made absolute against it. */
  baseUrl: string;
  /** The site's base path ("/portfolio/"): a root-relative link is put under it. "/" by default. */
  basePath?: string;
  /** The post's language (BCP 47, or the site's "ja_JP"), for counting its words. */
  locale: string;
  /** The words the renderer adds, in the post's language; English by default. */
  labels?: MarkdownLabelOptions;
  /** The HTML of each image of the post; a plain <img>, lazy after the first, by default. */
  image?: ImageRenderer;
  /** Where highlighted code is kept between builds; only the process remembers it by default. */
  highlightCache?: HighlightCache;
};

export type RenderedMarkdown = {
  /** The body for the post's page. */
  html: string;
  /** The body for feeds: plain code, no heading links, every URL absolute. */
  feedHtml: string;
  /** Its h2–h4, in order, for a table of contents. */
  headings: Heading[];
  /** How many words it has, as its language counts them, for the reading time. */
  words: number;
  /** One line each: what renders, but not as the author meant. */
  warnings: string[];
};

type Handler = NonNullable<NonNullable<ToHastOptions["handlers"]>["code"]>;
type MathNode = { value: string; position?: Code["position"] };

/** How remark's tree becomes HTML's: math, images and ```math fences our way, the rest remark's. */
function handlers(
  source: PostSource,
  markdown: string,
  warnings: string[],
  problems: PostContentError[],
): ToHastOptions["handlers"] {
  const image = postImageMaker(source, problems);
  const math =
    (inline: boolean): Handler =>
    (state, node: MathNode) => {
      // $$…$$ in a line of text is display math too, as GitHub shows it.
      const offset = node.position?.start.offset;
      const display = !inline || (offset !== undefined && markdown.startsWith("$$", offset));
      const result = texToMathml(node.value, display);
      if (result.ok) {
        state.patch(node as Code, result.mathml);
        return result.mathml;
      }
      const before = node.value.slice(0, result.offset).split("\n").length - 1;
      const line = fileLine(source, node);
      warnings.push(
        `${where(source, line === undefined ? line : line + before + (inline ? 0 : 1))}: ` +
          `the TeX does not parse (${result.message}), so it shows as code`,
      );
      return texAsCode(node.value, display);
    };
  return {
    math: math(false),
    inlineMath: math(true),
    code: (state, node: Code) =>
      node.lang?.toLowerCase() === "math"
        ? math(false)(state, node, undefined)
        : defaultHandlers.code(state, node),
    image: (_state, node: Image) => image(node) as unknown as ElementContent,
    imageReference: (state, node: ImageReference) => {
      const definition = state.definitionById.get(String(node.identifier).toUpperCase());
      if (definition === undefined) return defaultHandlers.imageReference(state, node);
      const made = image({ ...node, url: definition.url, title: definition.title ?? null });
      return made as unknown as ElementContent;
    },
  };
}

const serialize = (tree: Root) => unified().use(rehypeStringify).stringify(tree);

type PostTree = { tree: Root; problems: PostContentError[]; warnings: string[] };

/**
 * The body's tree as HTML's, its images still PostImageNodes; with what it
 * may not hold (each a PostContentError, in the order found) and its warnings.
 */
function postTree(markdown: string, source: PostSource, labels: MarkdownLabels): PostTree {
  const warnings: string[] = [];
  const problems: PostContentError[] = [];
  const processor = unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkMath)
    .use(remarkRehype, {
      allowDangerousHtml: true,
      handlers: handlers(source, markdown, warnings, problems),
      footnoteLabel: labels.footnotes,
      footnoteBackLabel: (reference, rereference) =>
        labels.footnoteBack.replace(
          "{reference}",
          `${reference + 1}${rereference > 1 ? `-${rereference}` : ""}`,
        ),
    })
    // The author's HTML parsed into the tree, so the check below sees it as a browser would.
    .use(rehypeRaw, { passThrough: ["postImage"] });
  // Every step up to here is synchronous, so the build's check of the inputs can run it.
  const tree: Root = processor.runSync(processor.parse(markdown));
  problems.push(...htmlPolicyProblems(tree, source), ...titleHeadingProblems(tree, source));
  return { tree, problems, warnings };
}

// The build checks each body before Vite starts (pipeline/inputs/post-bodies.ts)
// and renders it later in the same process, from another copy of this module
// (Vite bundles vite.config.ts and its plugins apart): a process-wide table,
// by file, hands the render the tree the check made (a third of the work of a
// render), and keeps what each body was found to hold, so npm run dev checks
// again only the bodies that changed.
type Kept = { key: string; tree?: PostTree; found: CheckedMarkdown };
const kept = ((globalThis as { [key: symbol]: unknown })[Symbol.for("portfolio.post-trees")] ??=
  new Map()) as Map<string, Kept>;
const treeKey = (markdown: string, source: PostSource, labels: MarkdownLabels) =>
  JSON.stringify([source.bodyLine, labels.footnotes, labels.footnoteBack, markdown]);

export type CheckedMarkdown = { problems: PostContentError[]; images: PostImage[] };

/**
 * What a post's body may not hold, each a PostContentError (file:line, what,
 * the rule), without rendering it; and its images, whose files the caller
 * checks (post-images.ts, imageFileProblem). `labels`: the words the build
 * will render it with, so the render takes the tree made here.
 */
export function checkMarkdown(
  markdown: string,
  source: PostSource,
  labels?: MarkdownLabelOptions,
): CheckedMarkdown {
  const key = treeKey(markdown, source, markdownLabels(labels));
  const known = kept.get(source.file);
  if (known?.key === key) return known.found;
  const made = postTree(markdown, source, markdownLabels(labels));
  const found = { problems: made.problems, images: postImages(made.tree) };
  kept.set(source.file, { key, found, ...(labels && { tree: made }) });
  return found;
}

/** Renders one post's Markdown body (see RenderMarkdownOptions); throws a PostContentError, the first, for what a post may not hold. */
export async function renderMarkdown(
  markdown: string,
  options: RenderMarkdownOptions,
): Promise<RenderedMarkdown> {
  const source: PostSource = { file: options.file, bodyLine: options.bodyLine ?? 1 };
  const labels = markdownLabels(options.labels);
  const known = kept.get(source.file);
  const handed = known?.key === treeKey(markdown, source, labels) ? known.tree : undefined;
  // The render changes the tree: the check's is taken once.
  if (handed) delete known!.tree;
  const { tree, problems, warnings } = handed ?? postTree(markdown, source, labels);
  if (problems[0]) throw problems[0];

  keepHeadingOrder(tree);
  renderPostImages(tree, options.image ?? plainImage);
  renderAlerts(tree, labels.alerts);
  labelTaskListItems(tree);
  emptyHeadersAsCells(tree);
  underBasePath(tree, options.basePath ?? "/");
  const headings = addHeadingIds(tree);
  const words = countTreeWords(tree, options.locale);

  const feed = structuredClone(tree);
  absoluteUrls(feed, options.baseUrl);

  // A feed reader has no stylesheet of the site's: the feed keeps the align attribute and
  // the plain list.
  alignTableCells(tree);
  markListDigits(tree);
  addSelfLinks(tree, headings, labels.sectionLink);
  markExternalLinks(tree, options.baseUrl, labels.newTab);
  await renderCodeBlocks(tree, source, warnings, options.highlightCache);

  return { html: serialize(tree), feedHtml: serialize(feed), headings, words, warnings };
}
