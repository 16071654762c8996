import type { Element, ElementContent, Properties, Root, RootContent, Text } from "hast";
import { fromHtml } from "hast-util-from-html";
import { toString } from "hast-util-to-string";
import type { Heading, Nodes as MdNodes, Parent as MdParent, Root as MdRoot } from "mdast";
import rehypeRemark from "rehype-remark";
import rehypeSanitize, { defaultSchema, type Options as Schema } from "rehype-sanitize";
import remarkGfm from "remark-gfm";
import remarkStringify from "remark-stringify";
import { unified } from "unified";
import { httpUrl, shortUrl } from "../posts/urls.ts";

// A post's HTML, as a feed carries it, made the Markdown of a post at home:
// read (hast), tidied where the platforms' markup would be lost or leak
// (Medium's code joined with <br>, dev.to's code panels, embeds, tracking
// pixels, a title repeated as the first heading), sanitized with GitHub's
// rules, then written as GitHub-flavoured Markdown. Nothing of the source's
// HTML survives as HTML: the Markdown has no raw HTML at all.

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
  tree.children = tidy(tree.children, { article, base, inCode: false }) as RootContent[];
  dropRepeatedTitle(tree, title);
  article.firstParagraph = firstParagraph(tree);
  return article;
}

/**
 * The article as Markdown, its images named as `names` says (a name is a
 * file beside the post), and the files of the images it shows without alt
 * text (written ![""](…), the explicit empty one, for the owner to describe).
 */
export async function articleMarkdown(
  article: Article,
  names: ImageNames,
): Promise<{ markdown: string; withoutAlt: string[] }> {
  const tree = structuredClone(article.tree);
  placeImages(tree, names);
  const withoutAlt: string[] = [];
  const processor = unified()
    .use(rehypeSanitize, schema)
    .use(rehypeRemark)
    .use(remarkGfm)
    .use(tidyMarkdown, withoutAlt)
    .use(remarkStringify, {
      bullet: "-",
      emphasis: "_",
      strong: "*",
      rule: "-",
      fences: true,
      listItemIndent: "one",
      // The site reads $…$ as math: a price in the text stays a price.
      unsafe: [{ character: "$", inConstruct: "phrasing" }],
    });
  const markdown = processor.stringify((await processor.run(tree)) as MdRoot);
  return { markdown: markdown.trim() === "" ? "" : markdown, withoutAlt };
}

type Context = { article: Article; base: string; inCode: boolean };

function tidy(nodes: readonly RootContent[], context: Context): RootContent[] {
  return nodes.flatMap((node) => tidyNode(node, context));
}

function tidyNode(node: RootContent, context: Context): RootContent[] {
  if (node.type === "comment" || node.type === "doctype") return [];
  if (node.type === "text") return context.inCode ? [node] : withoutLiquid(node, context);
  if (node.type !== "element") return [node];
  const tag = node.tagName;
  const { cannot } = context.article;
  if (dropped.has(tag) || isCodePanel(node)) return [];
  if (tag === "script") {
    const src = httpUrl(String(node.properties.src ?? ""), context.base);
    if (!src) return []; // an inline script: never the article's
    const gist = /^https:\/\/gist\.github\.com\/(.+?)\.js(?:\?|$)/.exec(src);
    if (!gist) {
      cannot.push(`an embedded script (${shortUrl(src)})${left}`);
      return [];
    }
    const page = `https://gist.github.com/${gist[1]}`;
    cannot.push(`a gist (${shortUrl(page)})${linked}`);
    return [linkParagraph(page)];
  }
  if (Object.hasOwn(embeds, tag)) {
    const src = httpUrl(String(node.properties.src ?? node.properties.data ?? ""), context.base);
    const sources = src ? [src] : sourcesInside(node, context.base);
    cannot.push(
      sources[0] ? `${embeds[tag]} (${shortUrl(sources[0])})${linked}` : `${embeds[tag]}${left}`,
    );
    return sources[0] ? [linkParagraph(sources[0])] : [];
  }
  if (tag === "svg" || tag === "math") {
    cannot.push(`${tag === "svg" ? "an inline SVG drawing" : "a MathML formula"}${left}`);
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
  if (tag === "pre") return [codeBlock(node)];
  if (tag === "img") return image(node, context);
  if (tag === "figure") return figure(node, context);
  const inCode = context.inCode || tag === "code" || tag === "kbd" || tag === "samp";
  node.children = tidy(node.children, { ...context, inCode }) as ElementContent[];
  if (tag === "a") return link(node, context);
  return [node];
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
  return tidy(node.children, context).flatMap((child): RootContent[] => {
    if (child.type !== "element")
      return child.type === "text" && !child.value.trim() ? [] : [child];
    if (child.tagName === "img") return [paragraph([child])];
    if (child.tagName === "figcaption")
      return toString(child).trim() ? [paragraph(child.children)] : [];
    return [child];
  });
}

/**
 * A code block as one <pre><code>, its lines kept (Medium joins them with
 * <br>) and its language, when the source gives one, as a language-x class:
 * Medium's data-code-block-lang, a language-x or lang-x class on the <pre>
 * or its <code>, dev.to's "highlight <language>".
 */
function codeBlock(pre: Element): Element {
  const value = codeText(pre).replace(/\n$/, "");
  const language = codeLanguage(pre);
  const code: Element = {
    type: "element",
    tagName: "code",
    properties: language ? { className: [`language-${language}`] } : {},
    children: [{ type: "text", value: `${value}\n` }],
  };
  return { type: "element", tagName: "pre", properties: {}, children: [code] };
}

function codeText(node: Element | Root): string {
  return node.children
    .map((child) => {
      if (child.type === "text") return child.value;
      if (child.type !== "element") return "";
      if (child.tagName === "br") return "\n";
      if (isCodePanel(child)) return "";
      const inner = codeText(child);
      // Some platforms put each line in a block of its own.
      return ["div", "p"].includes(child.tagName) && !inner.endsWith("\n") ? `${inner}\n` : inner;
    })
    .join("");
}

const notALanguage = new Set(["", "text", "plaintext", "plain", "none", "auto", "nohighlight"]);

function codeLanguage(pre: Element): string | undefined {
  const code = pre.children.find((c): c is Element => c.type === "element" && c.tagName === "code");
  const fromClass = (node: Element | undefined) =>
    classes(node)
      .map((name) => /^(?:language|lang)-(.+)$/.exec(name)?.[1])
      .find(Boolean);
  const preClasses = classes(pre);
  // dev.to: <pre class="highlight javascript">.
  const devTo =
    preClasses.includes("highlight") && preClasses.length === 2
      ? preClasses.find((name) => name !== "highlight")
      : undefined;
  const written =
    (typeof pre.properties.dataCodeBlockLang === "string"
      ? pre.properties.dataCodeBlockLang
      : undefined) ??
    fromClass(pre) ??
    fromClass(code) ??
    (typeof pre.properties.dataLang === "string" ? pre.properties.dataLang : undefined) ??
    devTo;
  const language = written?.trim().toLowerCase() ?? "";
  return /^[a-z0-9][\w+#.-]{0,29}$/.test(language) && !notALanguage.has(language)
    ? language
    : undefined;
}

/** dev.to's buttons beside each code block ("Enter fullscreen mode"). */
const isCodePanel = (node: Element) =>
  classes(node).some((name) => name === "highlight__panel" || name.startsWith("highlight__panel"));

/** What dev.to renders a Liquid tag into: <div class="ltag__github-readme">, <div class="ltag-github-readme-tag">. */
const isLiquidEmbed = (node: Element) => classes(node).some((name) => /^ltag[_-]/.test(name));

function classes(node: Element | undefined): string[] {
  const value = node?.properties.className;
  return Array.isArray(value) ? value.map(String) : typeof value === "string" ? [value] : [];
}

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

/** Each image pointed at its file beside the post, or taken out when it has none. */
function placeImages(tree: Root, names: ImageNames) {
  const place = (node: RootContent): RootContent[] => {
    if (node.type !== "element") return [node];
    const { dataHomeSrc, alt, title } = node.properties;
    if (node.tagName === "img" && typeof dataHomeSrc === "string") {
      const name = names.get(dataHomeSrc);
      if (!name) return [];
      node.properties = { src: `./${name}`, alt, ...(title ? { title } : {}) };
      return [node];
    }
    node.children = node.children.flatMap(place) as ElementContent[];
    return [node];
  };
  tree.children = tree.children.flatMap(place);
}

// GitHub's rules, as GitHub sanitizes a README, and what is never the
// article's stripped with its content (the default strips only <script>).
const schema: Schema = {
  ...defaultSchema,
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
 * its text, an image without alt text gets the explicit empty one (![""]),
 * and headings start at level 2, under the page's title, without gaps
 * from the source's own levels (Medium's start at h3).
 */
function tidyMarkdown(withoutAlt: string[]) {
  return (tree: MdRoot) => {
    unwrapEmptyLinks(tree);
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
