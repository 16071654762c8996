import { readdirSync } from "node:fs";
import { resolve } from "node:path";
import type { Plugin } from "vite";

/** How each kind of image is made (vite-imagetools queries), at the sizes it is shown. */
export const imageQueries = {
  // Portraits at 144 px (Home) and 224 px (About me), at 1x and 2x.
  portrait: "w=144;224;288;448&format=avif;webp;jpg&as=picture",
  // Thumbnails at 112 px (phones) and 220 px (wider screens), at 1x and 2x (224 serves 220).
  thumbnail: "w=112;224;440&format=avif;webp;jpg&as=picture",
  // Link previews want one plain JPEG, not a srcset.
  preview: "w=800&h=800&fit=cover&format=jpg",
} as const;

export type ImageUse = { portraits: string[]; thumbnails: string[] };

const id = "virtual:content-images";

/**
 * `virtual:content-images`: each image of content/images/ that the content
 * uses, made only in the forms its use needs (a thumbnail is never made at
 * portrait sizes), so a backlog of hundreds of posts encodes each thumbnail
 * once per size and format. It also lists the files content may name.
 */
export function contentImagesPlugin(use: ImageUse, root = process.cwd()): Plugin {
  const list = (folder: string) => {
    try {
      return readdirSync(resolve(root, folder)).sort();
    } catch {
      return [];
    }
  };
  return {
    name: "portfolio:content-images",
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load(resolved) {
      if (resolved !== `\0${id}`) return undefined;
      const lines: string[] = [];
      const table = (kind: keyof typeof imageQueries, names: string[]) => {
        const entries = [...new Set(names)].sort().map((name, i) => {
          const path = resolve(root, "content/images", name);
          lines.push(`import ${kind}${i} from ${JSON.stringify(`${path}?${imageQueries[kind]}`)};`);
          return `[${JSON.stringify(name)}, ${kind}${i}]`;
        });
        return `export const ${kind}s = new Map([${entries.join(", ")}]);`;
      };
      const exports = [
        table("portrait", use.portraits),
        table("thumbnail", use.thumbnails),
        table("preview", use.portraits),
        `export const imageFiles = ${JSON.stringify(list("content/images"))};`,
        `export const ownerFiles = ${JSON.stringify(list("content/files"))};`,
      ];
      return [...lines, ...exports].join("\n");
    },
  };
}
