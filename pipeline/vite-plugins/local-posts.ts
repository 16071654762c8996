import { readFileSync } from "node:fs";
import { resolve, sep } from "node:path";
import type { Plugin } from "vite";
import { pageUrl, siteUrl } from "../../app/lib/metadata/site-urls.ts";
import { postPagePath } from "../../app/lib/pages/site-pages.ts";
import type { Picture } from "../../app/lib/content/picture.ts";
import { ImageCache, type Encoded } from "../images/image-cache.ts";
import { picture } from "../images/pictures.ts";
import { feedImageHtml, pictureHtml } from "../images/picture-html.ts";
import { checkInputs, type Inputs } from "../inputs/check-inputs.ts";
import { shownPostFile } from "../inputs/post-bodies.ts";
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

/** The line of app/app.css that the posts' styles (app/posts.css and the code's colours) replace. */
export const postsMarker = "/* posts: written here by pipeline/vite-plugins/local-posts.ts */";

/** What a post's page shows of its rendered body. */
export type PostBody = {
  html: string;
  headings: { depth: 2 | 3 | 4; id: string; text: string }[];
  words: number;
};

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
  return {
    name: "portfolio:post-bodies",
    configResolved: (config) => {
      serving = config.command === "serve";
      mode = config.mode;
      base = config.base;
    },
    resolveId: (name) => (name === id ? resolvedId : undefined),
    // npm run dev: a post changed is rendered anew on the reload site-content.ts asks for.
    configureServer(server) {
      const posts = resolve(root, "content/posts");
      const changed = (file: string) => {
        if (!resolve(file).startsWith(posts + sep)) return;
        warned = false;
        for (const environment of Object.values(server.environments)) {
          const module = environment.moduleGraph.getModuleById(resolvedId);
          if (module) environment.moduleGraph.invalidateModule(module);
        }
      };
      for (const event of ["add", "change", "unlink"] as const) server.watcher.on(event, changed);
    },
    async load(resolved) {
      if (resolved !== resolvedId) return undefined;
      // In npm run dev, the content as last checked (site-content.ts checks each change).
      const inputs = serving ? checkInputs(mode, root) : given;
      if (this.environment.name === "client" || inputs.localPosts.length === 0)
        return "export const postBodies = new Map();\n";
      const { publish, refs } = imagePublisher((asset) => this.emitFile(asset), serving);
      const { settings, content } = inputs;
      const warnings: string[] = [];
      const bodies: [string, PostBody][] = [];
      const feeds: FeedDraft[] = [];
      try {
        for (const post of inputs.localPosts) {
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
          warnings.push(...rendered.warnings);
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
            feed.images.push({
              index: image.index,
              alt: image.alt,
              ...title,
              jpeg: feedJpeg(jpegs),
            });
          }
          bodies.push([post.slug, { html, headings: rendered.headings, words: rendered.words }]);
          feeds.push(feed);
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
      const home = siteUrl(settings.baseUrl, base);
      if (!serving) drafts.set(this.environment.name, { home, posts: feeds, refs });
      return `export const postBodies = new Map(${JSON.stringify(bodies)});\n`;
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

/**
 * The posts' styles, the page's layout (app/posts.css) and the code's
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
