import type { Element, ElementContent, Properties, Root, RootContent, Text } from "hast";
import { fromHtml } from "hast-util-from-html";
import { toString } from "hast-util-to-string";
import type { Heading, Nodes as MdNodes, Parent as MdParent, Root as MdRoot } from "mdast";
import rehypeRemark from "rehype-remark";
import rehypeSanitize, { defaultSchema, type Options as Schema } from "rehype-sanitize";
import remarkGfm from "remark-gfm";
import remarkMath from "remark-math";
import remarkStringify from "remark-stringify";
import { unified } from "unified";
import { httpUrl, shortUrl } from "../posts/urls.ts";
import { codeBlockElements, codeHandler, readCodeBlock, wrapperLanguage } from "./code-blocks.ts";
import { embedParagraph, frameEmbed, gistEmbed, tweetEmbed, type Embed } from "./embeds.ts";
import { fitEmphasis } from "./emphasis-flanking.ts";
import { gatherFootnotes, sectionHandler, supHandler } from "./footnotes.ts";
import { classes } from "./hast-reading.ts";
import {
  displayMathHandler,
  inlineMathHandler,
  mathElement,
  mathInText,
  placeDisplayMath,
  readMath,
} from "./math-tex.ts";

// A post's HTML, as a feed carries it, made the Markdown of a post at home:
// read (hast), tidied where the engines' markup would be lost or leak (code
// blocks as each engine draws them, rendered math, footnotes, embeds,
// tracking pixels, a title repeated as the first heading), sanitized with
// GitHub's rules, then written as GitHub-flavoured Markdown with math. Nothing
// of the source's HTML survives as HTML: the Markdown has no raw HTML at all.

/** An article read and tidied, waiting for its images' local names. */
export type Article = {
  tree: Root;
  /** Each image's absolute URL, in the order the article shows them. */
  images: string[];
  /** What could not come along, one phrase each: "a gist (https://gist.github.com/…)". */
  cannot: string[];
  /** The text of its first paragraph (Liquid tags and a repeated title gone), or "". */
  firstParagraph: string;
};

/** What the images of an article became: a file name beside the post, or nothing (left out). */
export type ImageNames = Map<string, string | undefined>;

// Known trackers, whatever size they say they are.
const trackers = [
  /^https?:\/\/(?:[\w-]+\.)*medium\.com\/_\/stat\b/i,
  /^https?:\/\/(?:feeds\.feedburner\.com|feedproxy\.google\.com)\/~r\//i,
  /^https?:\/\/(?:pixel|stats)\.wp\.com\//i,
  /^https?:\/\/(?:www\.)?google-analytics\.com\//i,
  /^https?:\/\/[\w.-]*doubleclick\.net\//i,
  /^https?:\/\/pixel\.quantserve\.com\//i,
  /^https?:\/\/feeds\.feedblitz\.com\/~\/i\//i,
  /^https?:\/\/[\w.-]*feedsportal\.com\//i,
];
const imageFile = /\.(?:jpe?g|png|gif|webp|avif)(?:[?#]|$)/i;
const tinySide = (value: unknown) => value !== undefined && parseFloat(String(value)) <= 2;

/** Elements whose content is never the article's. */
const dropped = new Set(["style", "noscript", "template", "head", "meta", "link", "button"]);
/** Elements that embed something from elsewhere: listed, and a link stands in their place. */
const embeds: Record<string, string> = {
  iframe: "an embedded frame",
  embed: "an embed",
  object: "an embedded object",
  video: "a video",
  audio: "an audio player",
  canvas: "a canvas",
  form: "a form",
};

const linked = ": a link to it stands in its place";
const left = ": left out";

// A Liquid tag as dev.to writes them ({% embed … %}, {% github … %}), left as text.
const liquidTag = /\{%-?\s*([a-z_]+)[^%]*?%\}/gi;

/**
 * Read an article's HTML: relative links and images resolved against
 * `base` (the post's address), what cannot be converted listed, and the
 * images' URLs gathered for download.
 */
export function readArticle(html: string, base: string, title: string): Article {
  const tree = fromHtml(html, { fragment: true });
  const article: Article = { tree, images: [], cannot: [], firstParagraph: "" };
  gatherFootnotes(tree);
  tree.children = tidy(tree.children, { article, base, inCode: false }) as RootContent[];
  placeDisplayMath(tree);
  dropRepeatedTitle(tree, title);
  article.firstParagraph = firstParagraph(tree);
  return article;
}

/**
 * The article as Markdown, its images named as `names` says (a name is a
 * file beside the post), and the files of the images it shows without alt
 * text (written ![""](…), the explicit empty one, for the owner to describe).
 * A `dead` image (not there to download) gives way to its alt text, which
 * `deadAlt` gives by its URL ("" for none: nothing stands in its place).
 */
export async function articleMarkdown(
  article: Article,
  names: ImageNames,
  dead: ReadonlySet<string> = new Set(),
): Promise<{ markdown: string; withoutAlt: string[]; deadAlt: Map<string, string> }> {
  const tree = structuredClone(article.tree);
  const deadAlt = placeImages(tree, names, dead);
  const withoutAlt: string[] = [];
  const processor = unified()
    .use(rehypeSanitize, schema)
    .use(rehypeRemark, {
      handlers: {
        pre: (state, node, parent) =>
          displayMathHandler(state, node, parent) ?? codeHandler(state, node, parent),
        "tex-math": inlineMathHandler,
        sup: supHandler,
        section: sectionHandler,
      },
    })
    .use(remarkGfm)
    // The site reads $…$ and $$…$$ as math (remark-math): formulas are written so, and a price
    // in the text is escaped, so it stays a price.
    .use(remarkMath)
    .use(tidyMarkdown, withoutAlt)
    .use(remarkStringify, {
      bullet: "-",
      // "*" opens and closes beside CJK text too (emphasis-flanking.ts).
      emphasis: "*",
      strong: "*",
      rule: "-",
      fences: true,
      listItemIndent: "one",
    });
  const markdown = processor.stringify((await processor.run(tree)) as MdRoot);
  return { markdown: markdown.trim() === "" ? "" : markdown, withoutAlt, deadAlt };
}

type Context = {
  article: Article;
  base: string;
  inCode: boolean;
  /** The language a wrapper gives the code blocks inside it (Jekyll's, Hexo's). */
  codeLanguage?: string;
};

function tidy(nodes: readonly RootContent[], context: Context): RootContent[] {
  return nodes.flatMap((node) => tidyNode(node, context));
}

function tidyNode(node: RootContent, context: Context): RootContent[] {
  if (node.type === "comment" || node.type === "doctype") return [];
  if (node.type === "text")
    return context.inCode
      ? [node]
      : withoutLiquid(node, context).flatMap((part) =>
          part.type === "text" ? (mathInText(part.value) ?? [part]) : [part],
        );
  if (node.type !== "element") return [node];
  const tag = node.tagName;
  const { cannot } = context.article;
  const math = readMath(node, context.base);
  if (math) {
    if ("tex" in math) return [mathElement(math)];
    if ("lost" in math) cannot.push(`${math.lost}${left}`);
    return [];
  }
  if (dropped.has(tag) || isCodePanel(node)) return [];
  if (tag === "script") return script(node, context);
  if (Object.hasOwn(embeds, tag)) return embedded(node, context);
  const tweet = tweetEmbed(node, context.base);
  if (tweet) return linkInstead(tweet, context);
  if (tag === "svg") {
    cannot.push(`an inline SVG drawing${left}`);
    return [];
  }
  if (isLiquidEmbed(node)) {
    const [href] = linksInside(node, context.base);
    cannot.push(
      href
        ? `a dev.to embed (${shortUrl(href)})${linked}`
        : `a dev.to embed (${classes(node)[0]})${left}`,
    );
    return href ? [linkParagraph(href)] : [];
  }
  const block = readCodeBlock(node, context.codeLanguage);
  if (block) {
    // A caption is still the source's HTML, tidied like the rest; the code is text already.
    const caption = block.caption.length ? tidy([paragraph(block.caption)], context) : [];
    return [...caption, ...codeBlockElements({ ...block, caption: [] })];
  }
  if (tag === "img") return image(node, context);
  if (tag === "figure") return figure(node, context);
  const inCode = context.inCode || tag === "code" || tag === "kbd" || tag === "samp";
  const codeLanguage = wrapperLanguage(node) ?? context.codeLanguage;
  node.children = tidy(node.children, { ...context, inCode, codeLanguage }) as ElementContent[];
  if (tag === "a") return link(node, context);
  return [node];
}

/** A script: a gist's is a link to the gist; Twitter's draws the tweets (each already a link); the rest goes. */
function script(node: Element, context: Context): RootContent[] {
  const src = httpUrl(String(node.properties.src ?? ""), context.base);
  if (!src) return []; // an inline script: never the article's
  if (/^https?:\/\/platform\.twitter\.com\/widgets\.js/.test(src)) return [];
  const gist = gistEmbed(src);
  if (gist) return linkInstead(gist, context);
  context.article.cannot.push(`an embedded script (${shortUrl(src)})${left}`);
  return [];
}

/** A frame, object or player: a link to what it shows, named when it is a known site's. */
function embedded(node: Element, context: Context): RootContent[] {
  const what = embeds[node.tagName]!;
  const src = httpUrl(String(node.properties.src ?? node.properties.data ?? ""), context.base);
  const sources = src ? [src] : sourcesInside(node, context.base);
  const title = typeof node.properties.title === "string" ? node.properties.title : "";
  const known = sources[0] && node.tagName === "iframe" ? frameEmbed(sources[0], title) : undefined;
  if (known) return linkInstead(known, context);
  context.article.cannot.push(
    sources[0] ? `${what} (${shortUrl(sources[0])})${linked}` : `${what}${left}`,
  );
  return sources[0] ? [linkParagraph(sources[0])] : [];
}

/** A known embed's link in its place, and a line in the run's report. */
function linkInstead(embed: Embed, { article }: Context): RootContent[] {
  article.cannot.push(`${embed.what} (${shortUrl(embed.href)})${linked}`);
  return [embedParagraph(embed)];
}

/** A link resolved against the post; an empty anchor (dev.to's heading anchors) is dropped. */
function link(node: Element, { base }: Context): RootContent[] {
  const raw = node.properties.href;
  const href = typeof raw === "string" && raw.trim() ? raw.trim() : undefined;
  const empty = toString(node).trim() === "" && !hasElement(node, "img");
  if (empty) return [];
  if (href && !href.startsWith("#")) node.properties.href = resolved(href, base) ?? href;
  // An image that links to itself, larger (dev.to wraps every image so): the image alone.
  const only = node.children.filter((c) => !(c.type === "text" && !c.value.trim()));
  const [image] = only;
  const target = String(node.properties.href ?? "");
  if (
    only.length === 1 &&
    image?.type === "element" &&
    image.tagName === "img" &&
    (image.properties.dataHomeSrc === target ||
      classes(node).includes("article-body-image-wrapper") ||
      imageFile.test(target))
  )
    return [image];
  return [node];
}

/** Any URL scheme resolved against the post: a javascript: one stays so, for the sanitizer to drop. */
function resolved(href: string, base: string): string | undefined {
  try {
    return new URL(href, base).href;
  } catch {
    return undefined;
  }
}

/** An image: a tracking pixel is dropped, a data: image listed, the rest gathered for download. */
function image(node: Element, { article, base }: Context): RootContent[] {
  const { src, dataSrc, width, height } = node.properties;
  const written = [src, dataSrc].map((v) => (typeof v === "string" ? v.trim() : ""));
  const data = written.find((v) => v.startsWith("data:"));
  const url = written.map((v) => httpUrl(v, base)).find(Boolean);
  if (tinySide(width) || tinySide(height) || (url && trackers.some((t) => t.test(url)))) return [];
  // WordPress draws each emoji as an image: the emoji itself, as text.
  const alt = typeof node.properties.alt === "string" ? node.properties.alt.trim() : "";
  const emoji = classes(node).some((name) => name === "emoji" || name === "wp-smiley");
  if (alt && (emoji || /\/emoji\//.test(url ?? ""))) return [text(alt)];
  if (!url) {
    if (data) article.cannot.push(`an image written into the page (a data: URL)${left}`);
    return [];
  }
  if (!article.images.includes(url)) article.images.push(url);
  const properties: Properties = { dataHomeSrc: url, alt };
  if (typeof node.properties.title === "string") properties.title = node.properties.title;
  return [{ type: "element", tagName: "img", properties, children: [] }];
}

/** A figure: its image on a line of its own, its caption a paragraph below it. */
function figure(node: Element, context: Context): RootContent[] {
  const codeLanguage = wrapperLanguage(node) ?? context.codeLanguage;
  return tidy(node.children, { ...context, codeLanguage }).flatMap((child): RootContent[] => {
    if (child.type !== "element")
      return child.type === "text" && !child.value.trim() ? [] : [child];
    if (child.tagName === "img") return [paragraph([child])];
    if (child.tagName === "figcaption")
      return toString(child).trim() ? [paragraph(child.children)] : [];
    return [child];
  });
}

/** dev.to's buttons beside each code block ("Enter fullscreen mode"). */
const isCodePanel = (node: Element) =>
  classes(node).some((name) => name === "highlight__panel" || name.startsWith("highlight__panel"));

/** What dev.to renders a Liquid tag into: <div class="ltag__github-readme">, <div class="ltag-github-readme-tag">. */
const isLiquidEmbed = (node: Element) => classes(node).some((name) => /^ltag[_-]/.test(name));

/** The first link an embed holds (a <source>, a <param>, an <a>). */
function sourcesInside(node: Element, base: string): string[] {
  const found: string[] = [];
  const walk = (element: Element) => {
    for (const child of element.children) {
      if (child.type !== "element") continue;
      const { src, href, value } = child.properties;
      const url = [src, href, child.tagName === "param" ? value : undefined]
        .map((v) => (typeof v === "string" ? httpUrl(v, base) : undefined))
        .find(Boolean);
      if (url) found.push(url);
      walk(child);
    }
  };
  walk(node);
  return found;
}

function linksInside(node: Element, base: string): string[] {
  const found: string[] = [];
  const walk = (element: Element) => {
    for (const child of element.children) {
      if (child.type !== "element") continue;
      const url =
        child.tagName === "a" && typeof child.properties.href === "string"
          ? httpUrl(child.properties.href, base)
          : undefined;
      if (url) found.push(url);
      walk(child);
    }
  };
  walk(node);
  return found;
}

const hasElement = (node: Element, tag: string): boolean =>
  node.children.some((c) => c.type === "element" && (c.tagName === tag || hasElement(c, tag)));

/** A Liquid tag left in the text ({% github … %}): listed and taken out. */
function withoutLiquid(node: Text, { article }: Context): RootContent[] {
  if (!node.value.includes("{%")) return [node];
  const value = node.value.replace(liquidTag, (tag) => {
    article.cannot.push(`a Liquid tag (${tag.length > 60 ? `${tag.slice(0, 59)}…` : tag})${left}`);
    return "";
  });
  return value.trim() || !node.value.trim() ? [{ ...node, value }] : [];
}

const text = (value: string): Text => ({ type: "text", value });
const paragraph = (children: ElementContent[]): Element => ({
  type: "element",
  tagName: "p",
  properties: {},
  children,
});
const linkParagraph = (href: string): Element =>
  paragraph([{ type: "element", tagName: "a", properties: { href }, children: [text(href)] }]);

function firstParagraph(node: Root | Element): string {
  for (const child of node.children) {
    if (child.type !== "element") continue;
    const text = child.tagName === "p" ? toString(child).replace(/\s+/g, " ").trim() : "";
    const found = text || (child.tagName === "pre" ? "" : firstParagraph(child));
    if (found) return found;
  }
  return "";
}

/** The post's title repeated as its first heading (Medium's habit): the page shows the title already. */
function dropRepeatedTitle(tree: Root, title: string) {
  const normal = (value: string) => value.replace(/\s+/g, " ").trim().toLowerCase();
  const first = tree.children.find((c) => !(c.type === "text" && !c.value.trim()));
  if (
    first?.type === "element" &&
    /^h[1-6]$/.test(first.tagName) &&
    normal(toString(first)) === normal(title)
  )
    tree.children.splice(tree.children.indexOf(first), 1);
}

/**
 * Each image pointed at its file beside the post, or taken out when it has
 * none; a dead one's alt text in its place (the sentence around it still
 * reads), returned by its URL, the first one given.
 */
function placeImages(tree: Root, names: ImageNames, dead: ReadonlySet<string>) {
  const deadAlt = new Map<string, string>();
  const place = (node: RootContent): RootContent[] => {
    if (node.type !== "element") return [node];
    const { dataHomeSrc, alt, title } = node.properties;
    if (node.tagName === "img" && typeof dataHomeSrc === "string") {
      const name = names.get(dataHomeSrc);
      if (!name && dead.has(dataHomeSrc)) {
        const words = typeof alt === "string" ? alt : "";
        if (!deadAlt.get(dataHomeSrc)) deadAlt.set(dataHomeSrc, words);
        return words ? [text(words)] : [];
      }
      if (!name) return [];
      node.properties = { src: `./${name}`, alt, ...(title ? { title } : {}) };
      return [node];
    }
    node.children = node.children.flatMap(place) as ElementContent[];
    return [node];
  };
  tree.children = tree.children.flatMap(place);
  return deadAlt;
}

// GitHub's rules, as GitHub sanitizes a README, and what is never the
// article's stripped with its content (the default strips only <script>).
const schema: Schema = {
  ...defaultSchema,
  // A formula's TeX, as readArticle marks it (math-tex.ts).
  tagNames: [...(defaultSchema.tagNames ?? []), "tex-math"],
  attributes: { ...defaultSchema.attributes, "tex-math": [["dataDisplay", "inline", "display"]] },
  strip: [
    ...(defaultSchema.strip ?? []),
    "style",
    "noscript",
    "template",
    "svg",
    "math",
    "iframe",
    "object",
    "embed",
    "video",
    "audio",
    "canvas",
    "form",
    "button",
    "select",
    "textarea",
  ],
};

/**
 * The Markdown tree made fit for a post: a link without a target becomes
 * its text, emphasis is fitted to open and close beside CJK text, an image
 * without alt text gets the explicit empty one (![""]),
 * and headings start at level 2, under the page's title, without gaps
 * from the source's own levels (Medium's start at h3).
 */
function tidyMarkdown(withoutAlt: string[]) {
  return (tree: MdRoot) => {
    unwrapEmptyLinks(tree);
    fitEmphasis(tree);
    const headings: Heading[] = [];
    const walk = (node: MdNodes) => {
      if (node.type === "image" && !node.alt) {
        node.alt = '""';
        withoutAlt.push(node.url.replace(/^\.\//, ""));
      }
      if (node.type === "heading") headings.push(node);
      if ("children" in node) for (const child of node.children) walk(child);
    };
    walk(tree);
    const levels = [...new Set(headings.map((h) => h.depth))].sort();
    for (const heading of headings)
      heading.depth = Math.min(6, levels.indexOf(heading.depth) + 2) as Heading["depth"];
  };
}

function unwrapEmptyLinks(parent: MdParent) {
  parent.children = parent.children.flatMap((child) => {
    if ("children" in child) unwrapEmptyLinks(child);
    if (child.type === "link" && !child.url) return child.children;
    return [child];
  }) as typeof parent.children;
}
