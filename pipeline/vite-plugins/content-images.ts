import { createReadStream } from "node:fs";
import { availableParallelism } from "node:os";
import { basename, join, resolve } from "node:path";
import type { Plugin } from "vite";
import type { Palette } from "../../app/lib/theme/accent.ts";
import { drawThumbnail } from "../images/default-thumbnail.ts";
import { ImageCache } from "../images/image-cache.ts";
import { drawnPicture, inPool, picture, previewVariant, type Publish } from "../images/pictures.ts";

/**
 * The images the content shows; `drawnThumbnail`, the palette to draw the
 * default thumbnail in, when a post shows it (no thumbnail of its own and
 * no image in postDefaults).
 */
export type ImageUse = { portraits: string[]; thumbnails: string[]; drawnThumbnail?: Palette };

const id = "virtual:content-images";
export const devPrefix = "/@content-images/";

/** Where encoded images are kept between builds (IMAGE_CACHE_DIR moves it, as the bench does). */
export const defaultCacheDir = "node_modules/.cache/content-images";

/**
 * Publishes encoded images for a plugin's module: each emitted once as a
 * hashed asset of the build, named in the module by Vite's placeholder for
 * its final URL (`refs` holds each one's reference, by the encoding's key);
 * in `npm run dev`, the cached file served under devPrefix.
 */
export function imagePublisher(
  emit: (asset: { type: "asset"; name: string; source: Uint8Array }) => string,
  serving: boolean,
): { publish: Publish; refs: Map<string, string> } {
  const refs = new Map<string, string>();
  const publish: Publish = (encoded, stem) => {
    if (serving) return `${devPrefix}${ImageCache.fileName(encoded)}`;
    let ref = refs.get(encoded.key);
    if (!ref) {
      const name = `${stem}.${encoded.format === "jpeg" ? "jpg" : encoded.format}`;
      ref = emit({ type: "asset", name, source: encoded.data });
      refs.set(encoded.key, ref);
    }
    return `__VITE_ASSET__${ref}__`;
  };
  return { publish, refs };
}

/**
 * `virtual:content-images`: each image of content/images/ that the content
 * uses, made only in the forms its use needs (pipeline/images/), encoded at
 * most once (the cache), and emitted as hashed assets.
 */
export function contentImagesPlugin(use: ImageUse, root = process.cwd()): Plugin {
  const cache = new ImageCache(resolve(root, process.env.IMAGE_CACHE_DIR ?? defaultCacheDir));
  let serving = false;
  return {
    name: "portfolio:content-images",
    configResolved: (config) => void (serving = config.command === "serve"),
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    async load(resolved) {
      if (resolved !== `\0${id}`) return undefined;
      const { publish } = imagePublisher((asset) => this.emitFile(asset), serving);
      const path = (name: string) => resolve(root, "content/images", name);
      const table = async (names: string[], use: "portrait" | "thumbnail") => {
        const unique = [...new Set(names)].sort();
        const tasks = unique.map((name) => () => picture(cache, path(name), use, publish));
        const pictures = await inPool(tasks, availableParallelism());
        return unique.map((name, i) => [name, pictures[i]]);
      };
      const previews = await Promise.all(
        [...new Set(use.portraits)].map(async (name) => {
          const encoded = await cache.variant(path(name), previewVariant);
          return [name, publish(encoded, basename(name).replace(/\.\w+$/, ""))];
        }),
      );
      const map = (entries: unknown[]) => `new Map(${JSON.stringify(entries)})`;
      const drawn =
        use.drawnThumbnail &&
        (await drawnPicture(
          cache,
          drawThumbnail(use.drawnThumbnail),
          "thumbnail",
          "thumbnail",
          publish,
        ));
      return [
        `export const portraits = ${map(await table(use.portraits, "portrait"))};`,
        `export const thumbnails = ${map(await table(use.thumbnails, "thumbnail"))};`,
        `export const previews = ${map(previews)};`,
        `export const drawnThumbnail = ${JSON.stringify(drawn)};`,
      ].join("\n");
    },
    // `npm run dev` serves the encoded images straight from the cache.
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const file = request.url?.startsWith(devPrefix) ? request.url.slice(devPrefix.length) : "";
        if (!/^[a-f0-9]{32}\.(avif|jpg)$/.test(file)) return next();
        response.setHeader("Content-Type", file.endsWith(".avif") ? "image/avif" : "image/jpeg");
        createReadStream(join(cache.dir, file)).pipe(response);
      });
    },
  };
}
