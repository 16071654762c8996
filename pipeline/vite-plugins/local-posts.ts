import { readdirSync, readFileSync, statSync } from "node:fs";
import { basename, join, resolve, sep } from "node:path";
import type { Plugin } from "vite";
import { pageUrl, siteUrl } from "../../app/lib/metadata/site-urls.ts";
import { postPagePath } from "../../app/lib/pages/site-pages.ts";
import type { Picture } from "../../app/lib/content/picture.ts";
import type { ShareImage } from "../../app/lib/metadata/share-card.ts";
import { ImageCache, type Encoded } from "../images/image-cache.ts";
import { picture, type Publish } from "../images/pictures.ts";
import { feedImageHtml, pictureHtml } from "../images/picture-html.ts";
import { checkInputs, type Inputs } from "../inputs/check-inputs.ts";
import { shownPostFile } from "../inputs/post-bodies.ts";
import type { LocalPost, PostFile } from "../inputs/post-files.ts";
import type { PostFrontMatter, TranslationFrontMatter } from "../../content/schema/post-file.ts";
import { printWarning } from "../inputs/print-warning.ts";
import { defaultHighlightCacheDir, HighlightCache } from "../markdown/highlight-cache.ts";
import { highlightCss } from "../markdown/highlight-css.ts";
import { PostContentError } from "../markdown/post-content-error.ts";
import { imageFileProblem, postImagePath, type PostImage } from "../markdown/post-images.ts";
import { renderMarkdown } from "../markdown/render-markdown.ts";
import { appCssMarkerPlugin } from "./app-css-marker.ts";
import { defaultCacheDir, imagePublisher } from "./content-images.ts";
import { sharePostFeedBodies } from "./post-feed-bodies.ts";

const id = "virtual:post-bodies";
const resolvedId = `\0${id}`;

/** npm run dev: one post's body, by its slug in hex (a slug may be in any script). */
const onePrefix = "virtual:post-body/";
const oneResolvedPrefix = `\0${onePrefix}`;

/** The loaders' way to a body: awaited, as npm run dev renders it on demand. */
const fromTable = "export const loadPostBody = async (slug) => postBodies.get(slug);\n";
const noBody = "export const loadPostBody = async () => undefined;\n";

/** The size and time of each file beside a post: a changed image is made anew. */
function imageStamps(root: string, folder: string): [string, number, number][] {
  const dir = resolve(root, folder);
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((name) => !name.endsWith(".md"))
    .map((name) => {
      const { size, mtimeMs } = statSync(join(dir, name));
      return [name, size, mtimeMs];
    });
}

/** The line of app/app.css that the posts' styles (app/posts.css and the code's colours) replace. */
export const postsMarker = "/* posts: written here by pipeline/vite-plugins/local-posts.ts */";

/** What a post's page shows of its rendered body. */
export type PostBody = {
  html: string;
  headings: { depth: 2 | 3 | 4; id: string; text: string }[];
  words: number;
  /** The post's own image (its front matter's `image`), shared in its drawn card's place. */
  shareImage?: ShareImage;
};

/** Serves a file beside a post as it is (its bytes, its kind): its URL on the site. */
type PublishFile = (path: string) => string;

/** The width of a post's column (42rem), in CSS pixels. */
const columnWidth = 672;

/** The sizes a post's image is shown at: the column's width, or the phone's. */
const imageSizes = `(min-width: 44rem) ${columnWidth}px, calc(100vw - 2rem)`;

/** Each image of a post stands in the rendered HTML as this comment until it is encoded. */
const marker = (index: number) => `<!--post-image:${index}-->`;

/** A post's body for feeds, its images still markers: each image's JPEG is named once the bundle is written. */
type FeedDraft = {
  slug: string;
  html: string;
  images: { index: number; alt: string; title?: string; jpeg: FeedJpeg }[];
};

type FeedJpeg = Pick<Encoded, "key" | "width" | "height">;

/** One image for a feed reader: the widest JPEG that fits the column, or the narrowest. */
const feedJpeg = (jpegs: Encoded[]): FeedJpeg => {
  const byWidth = [...jpegs].sort((a, b) => a.width - b.width);
  const { key, width, height } =
    byWidth.filter((jpeg) => jpeg.width <= columnWidth).at(-1) ?? byWidth[0]!;
  return { key, width, height };
};

/**
 * `virtual:post-bodies`: each published local post's body, rendered from its
 * Markdown (pipeline/markdown/) once a build, its images encoded by the image
 * pipeline (responsive <picture>, AVIF and JPEG, lazy after the first), its
 * code's highlighting kept between builds (HighlightCache).
 * Only the server's build (which prerenders the pages) gets the bodies; the
 * browser's gets an empty table, so a post's text is in its page's HTML and
 * in no JavaScript (app/components/posts/post-body.tsx reuses that HTML).
 * The server's build also makes each body for feeds (plain code, absolute
 * URLs, each image one JPEG) and, once its bundle names the images, shares
 * them with the feeds' stage (post-feed-bodies.ts).
 */
export function postBodiesPlugin(given: Inputs, root = process.cwd()): Plugin {
  const cache = new ImageCache(resolve(root, process.env.IMAGE_CACHE_DIR ?? defaultCacheDir));
  const highlightCache = new HighlightCache(
    resolve(root, process.env.HIGHLIGHT_CACHE_DIR ?? defaultHighlightCacheDir),
  );
  let serving = false;
  let mode = "production";
  let warned = false;
  let base = "/";
  /** By environment: the feed bodies its load made, and the files it emitted, by encoded key. */
  const drafts = new Map<string, { home: string; posts: FeedDraft[]; refs: Map<string, string> }>();
  /** npm run dev: each post's last body, by slug, with what it was made of. */
  const rendered = new Map<string, { made: string; source: string }>();

  /** One post's body for its page and for feeds, and the warnings its Markdown gave. */
  async function renderPost(
    post: LocalPost,
    inputs: Inputs,
    publish: Publish,
    publishFile: PublishFile,
  ) {
    const { settings, content } = inputs;
    const shown = shownPostFile(post, content, settings.language);
    const { file, body, bodyLine } = shown.file;
    const images: PostImage[] = [];
    const rendered = await renderMarkdown(body, {
      file,
      bodyLine,
      baseUrl: `${pageUrl(settings.baseUrl, settings.basePath, postPagePath(post.slug))}/`,
      basePath: settings.basePath,
      locale: shown.locale,
      labels: shown.labels,
      highlightCache,
      image: (image) => {
        images.push(image);
        return marker(image.index);
      },
    });
    let html = rendered.html;
    const feed: FeedDraft = { slug: post.slug, html: rendered.feedHtml, images: [] };
    for (const image of images) {
      const problem = imageFileProblem(root, post.folder, { file, bodyLine }, image);
      if (problem) throw problem;
      const path = postImagePath(root, post.folder, image);
      const jpegs: Encoded[] = [];
      const made: Picture = await picture(cache, path, "postBody", (encoded, stem) => {
        if (encoded.format === "jpeg") jpegs.push(encoded);
        return publish(encoded, stem);
      });
      const title = image.title === undefined ? {} : { title: image.title };
      // A function, so a "$&" in the alt text is not read as a replacement pattern.
      const shown = pictureHtml(made, {
        alt: image.alt,
        sizes: imageSizes,
        lazy: image.index > 0,
        ...title,
      });
      html = html.replace(marker(image.index), () => shown);
      feed.images.push({ index: image.index, alt: image.alt, ...title, jpeg: feedJpeg(jpegs) });
    }
    const made: PostBody = {
      html,
      headings: rendered.headings,
      words: rendered.words,
      ...sharedImage(root, post, shown.file, publishFile),
    };
    return { body: made, feed, warnings: rendered.warnings };
  }

  return {
    name: "portfolio:post-bodies",
    configResolved: (config) => {
      serving = config.command === "serve";
      mode = config.mode;
      base = config.base;
    },
    resolveId: (name) =>
      name === id ? resolvedId : name.startsWith(onePrefix) ? `\0${name}` : undefined,
    // npm run dev: on the reload site-content.ts asks for, a post whose Markdown, images or
    // words (content/copy.ts's labels, the site's language) changed is rendered anew.
    configureServer(server) {
      const content = resolve(root, "content");
      const changed = (file: string) => {
        if (!resolve(file).startsWith(content + sep)) return;
        warned = false;
        for (const environment of Object.values(server.environments))
          for (const module of environment.moduleGraph.idToModuleMap.values())
            if (module.id === resolvedId || module.id?.startsWith(oneResolvedPrefix))
              environment.moduleGraph.invalidateModule(module);
      };
      for (const event of ["add", "change", "unlink"] as const) server.watcher.on(event, changed);
    },
    async load(resolved) {
      if (resolved.startsWith(oneResolvedPrefix)) {
        // npm run dev: the one post a page asks for, rendered anew only when what it is made of changed.
        const slug = Buffer.from(resolved.slice(oneResolvedPrefix.length), "hex").toString();
        const inputs = checkInputs(mode, root);
        const post = inputs.localPosts.find((entry) => entry.slug === slug);
        if (!post) return "export const body = undefined;\n";
        const made = JSON.stringify([
          shownPostFile(post, inputs.content, inputs.settings.language),
          inputs.settings.baseUrl,
          inputs.settings.basePath,
          imageStamps(root, post.folder),
        ]);
        const known = rendered.get(slug);
        if (known?.made === made) return known.source;
        const { publish } = imagePublisher((asset) => this.emitFile(asset), serving);
        try {
          const { body, warnings } = await renderPost(post, inputs, publish, servedFile(base));
          if (warnings.length > 0) printWarning(warnings.join("\n"));
          const source = `export const body = ${JSON.stringify(body)};\n`;
          rendered.set(slug, { made, source });
          return source;
        } catch (error) {
          if (error instanceof PostContentError) this.error(error.message);
          throw error;
        }
      }
      if (resolved !== resolvedId) return undefined;
      // In npm run dev, the content as last checked (site-content.ts checks each change).
      const inputs = serving ? checkInputs(mode, root) : given;
      if (this.environment.name === "client" || inputs.localPosts.length === 0)
        return `export const postBodies = new Map();\n${noBody}`;
      if (serving) {
        // npm run dev renders a post when its page is asked for, not all of them on every
        // change: with hundreds of posts, that took longer than a writer waits (and than
        // Vite waits for a module, 60 s, on the first page).
        const imports = inputs.localPosts.map(
          ({ slug }) =>
            `${JSON.stringify(slug)}: () => import(${JSON.stringify(onePrefix + Buffer.from(slug).toString("hex"))})`,
        );
        return [
          "export const postBodies = new Map();",
          `const bodies = {${imports.join(",\n")}};`,
          "export async function loadPostBody(slug) {",
          "  if (!postBodies.has(slug) && Object.hasOwn(bodies, slug))",
          "    postBodies.set(slug, (await bodies[slug]()).body);",
          "  return postBodies.get(slug);",
          "}",
          "",
        ].join("\n");
      }
      const { publish, refs } = imagePublisher((asset) => this.emitFile(asset), serving);
      const publishFile: PublishFile = (path) =>
        `__VITE_ASSET__${this.emitFile({ type: "asset", name: basename(path), source: readFileSync(path) })}__`;
      const warnings: string[] = [];
      const bodies: [string, PostBody][] = [];
      const feeds: FeedDraft[] = [];
      try {
        for (const post of inputs.localPosts) {
          const made = await renderPost(post, inputs, publish, publishFile);
          warnings.push(...made.warnings);
          bodies.push([post.slug, made.body]);
          feeds.push(made.feed);
        }
      } catch (error) {
        // The build's check of the inputs (check-inputs.ts) lists every post's
        // mistakes before Vite starts; one made since is one line too.
        if (error instanceof PostContentError) this.error(error.message);
        throw error;
      }
      if (!warned && warnings.length > 0) {
        warned = true;
        printWarning(warnings.join("\n"));
      }
      // Vite's base is the site's, where every language's assets are.
      const { settings } = inputs;
      const home = siteUrl(settings.baseUrl, base);
      drafts.set(this.environment.name, { home, posts: feeds, refs });
      return `export const postBodies = new Map(${JSON.stringify(bodies)});\n${fromTable}`;
    },
    // The bundle names each emitted image now: the feed bodies get their absolute URLs.
    generateBundle() {
      const draft = drafts.get(this.environment.name);
      if (!draft) return;
      drafts.delete(this.environment.name);
      const url = (jpeg: FeedJpeg) =>
        new URL(this.getFileName(draft.refs.get(jpeg.key)!), draft.home);
      const bodies = draft.posts.map(({ slug, html, images }) => {
        let body = html;
        for (const { index, jpeg, ...text } of images) {
          const img = feedImageHtml({ src: url(jpeg).href, w: jpeg.width, h: jpeg.height }, text);
          body = body.replace(marker(index), () => img);
        }
        return [slug, body] as const;
      });
      sharePostFeedBodies(new Map(bodies));
    },
  };
}

/** npm run dev: a file beside a post, served by Vite from the project as it is, under its base. */
const servedFile =
  (base: string): PublishFile =>
  (path) =>
    `${base}@fs${path.split(sep).join("/")}`;

/**
 * The image the page of `post` (from `root`) in the file `shown` shares, when the post has
 * its own: the translation's, or index.md's described in the translation's
 * words when it gives them. Served as the owner made it, named by a hash of
 * its bytes in assets/ as the body's images are, its kind and size as
 * read before the build (pipeline/inputs/share-image.ts).
 */
function sharedImage(
  root: string,
  post: LocalPost,
  shown: PostFile<unknown>,
  publishFile: PublishFile,
): { shareImage?: ShareImage } {
  const file = shown as PostFile<PostFrontMatter | TranslationFrontMatter>;
  const image = file.image ?? post.default.image;
  const alt = file.frontMatter.imageAlt ?? post.default.frontMatter.imageAlt;
  if (!image || alt === undefined) return {};
  const { width, height, type } = image;
  return { shareImage: { path: publishFile(resolve(root, image.file)), width, height, type, alt } };
}

/**
 * The posts' styles, the page's layout (app/posts.css), the search's
 * (app/search.css) and the code's
 * colours in both themes (highlightCss), written into app/app.css only for a
 * site that has a local post: a site without keeps its CSS byte for byte.
 */
export function postsCssPlugin(hasLocalPosts: boolean): Plugin {
  const plugin = appCssMarkerPlugin("posts-css", postsMarker, "");
  const transform = plugin.transform as (code: string, id: string) => { code: string } | undefined;
  let css: string | undefined;
  return {
    ...plugin,
    async transform(code, file) {
      const result = transform(code, file);
      if (!result || !hasLocalPosts) return result && { code: result.code, map: null };
      css ??=
        readFileSync(new URL("../../app/posts.css", import.meta.url), "utf8") +
        // The search, which only a site with posts written on it has.
        readFileSync(new URL("../../app/search.css", import.meta.url), "utf8") +
        (await highlightCss());
      return { code: code.replace(postsMarker, css), map: null };
    },
  };
}

/** The modules that list posts, whose links app/components/posts/post-link.tsx makes in a site with local posts. */
const postListings = [
  "/app/components/posts/post-card.tsx",
  "/app/components/posts/post-archive.tsx",
];

/**
 * In a site with a local post, the posts' cards and archive import
 * app/components/posts/post-link.tsx for ../external-link: a local post opens
 * in the same tab. A site without has the modules as they are, byte for byte.
 */
export function postLinksPlugin(hasLocalPosts: boolean, root = process.cwd()): Plugin {
  const postLink = resolve(root, "app/components/posts/post-link.tsx");
  return {
    name: "portfolio:post-links",
    enforce: "pre",
    resolveId(source, importer) {
      if (!hasLocalPosts || source !== "../external-link" || !importer) return undefined;
      const from = importer.split("?")[0]!.split(sep).join("/");
      return postListings.some((listing) => from.endsWith(listing)) ? postLink : undefined;
    },
  };
}
