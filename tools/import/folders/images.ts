import { existsSync, statSync } from "node:fs";
import { basename, dirname, extname, isAbsolute, join, relative, resolve } from "node:path";
import { kebab } from "../home/slug.ts";

// A post here shows its images from its own folder. An old post's images
// are beside it (a Hugo page bundle, Hexo's post_asset_folder), or written
// from the site's root (/images/a.png) and kept in its static folder
// (source/, static/, public/, Jekyll's root). Each is found, copied beside
// index.md under a safe name, and the link made "./name". One that is not
// there gives way to its alt text, as a dead image of a feed does.

export type FoundImages = {
  markdown: string;
  /** Each file to copy beside index.md: its name there, and where it is. */
  files: Map<string, string>;
  /** Each image not found (or, on another host, not brought), with its alt text, which now stands in its place. */
  missing: { src: string; alt: string; why: string }[];
  /** Images on other hosts that could not be brought (an SVG), left as they are. */
  remote: string[];
  /** The images written without alt text, now with the explicit empty one (![""]). */
  withoutAlt: string[];
};

/**
 * The images on other hosts a post shows, each once: they are downloaded
 * (home/images.ts) before the post is relinked, as this site shows no image
 * from another host.
 */
export function remoteImages(markdown: string): string[] {
  const urls = new Set<string>();
  outsideCode(markdown, (line) => {
    for (const m of line.matchAll(markdownImage)) urls.add(m[2]!.replace(/^<|>$/g, ""));
    for (const m of line.matchAll(htmlImage)) urls.add(m[3]!);
    return line;
  });
  return [...urls].filter(isRemote).map(absolute);
}

const isRemote = (src: string) => /^(https?:)?\/\//i.test(src);
/** A protocol-relative address, as the old site's https pages read it. */
const absolute = (src: string) => (src.startsWith("//") ? `https:${src}` : src);

/** Each line outside fenced code, through `change`. */
function outsideCode(markdown: string, change: (line: string) => string): string {
  let inFence: string | undefined;
  return markdown
    .split("\n")
    .map((line) => {
      const fenced = fence.exec(line)?.[1];
      if (inFence) {
        if (fenced && fenced[0] === inFence[0] && fenced.length >= inFence.length)
          inFence = undefined;
        return line;
      }
      if (fenced) {
        inFence = fenced;
        return line;
      }
      return change(line);
    })
    .join("\n");
}

export type ImagePlaces = {
  /** The post's own file. */
  file: string;
  /** Where "/images/a.png" is looked for. */
  staticDirs: string[];
  /** Hexo's post_asset_folder: the folder named after the post, beside it. */
  assetFolder: string | undefined;
  /** The old site's folder: no image is taken from outside it ("../../etc/passwd"). */
  within: string;
};

/** What the site's image pipeline reads (pipeline/markdown/post-images.ts). */
const imageFile = /^\.(jpe?g|png|webp|avif|gif|tiff?)$/i;

const fence = /^[ \t]{0,3}(`{3,}|~{3,})/;
const markdownImage =
  /!\[((?:[^\]\\]|\\.)*)\]\(\s*(<[^>]*>|[^\s)]+)((?:\s+(?:"[^"]*"|'[^']*'))?\s*)\)/g;
const htmlImage = /(<img\b[^>]*?\bsrc\s*=\s*)(["'])([^"']*)\2([^>]*>)/gi;

/**
 * The images of a post's Markdown, found on disk and relinked beside the
 * post; `downloaded`: the file each image of another host became
 * (undefined: not there, its alt text stands in), whose names are taken.
 */
export function postImages(
  markdown: string,
  places: ImagePlaces,
  downloaded: Map<string, string | undefined> = new Map(),
): FoundImages {
  const found: FoundImages = {
    markdown: "",
    files: new Map(),
    missing: [],
    remote: [],
    withoutAlt: [],
  };
  const byPath = new Map<string, string>();
  const taken = new Set([...downloaded.values()].filter((name) => name !== undefined));
  const relink = (src: string, alt: string): string | undefined => {
    if (isRemote(src)) {
      const url = absolute(src);
      if (!downloaded.has(url)) {
        found.remote.push(src);
        return src;
      }
      const name = downloaded.get(url);
      if (name === undefined) found.missing.push({ src: url, alt, why: "" });
      return name === undefined ? undefined : `./${name}`;
    }
    if (/^[a-z][a-z\d+.-]*:/i.test(src)) return src; // data:, and the like
    const path = locate(decoded(src.replace(/[?#].*$/, "")), places);
    if (!path) {
      found.missing.push({ src, alt, why: "is not in the old site's folder" });
      return undefined;
    }
    if (!imageFile.test(extname(path))) {
      found.missing.push({
        src,
        alt,
        why: "is no JPEG, PNG, WebP, AVIF, GIF or TIFF, which the site's images are made from",
      });
      return undefined;
    }
    let name = byPath.get(path);
    if (!name) {
      name = uniqueName(path, (n) => found.files.has(n) || taken.has(n));
      byPath.set(path, name);
      found.files.set(name, path);
    }
    return `./${name}`;
  };
  found.markdown = outsideCode(markdown, (line) =>
    line
      .replace(markdownImage, (whole, alt: string, target: string, title: string) => {
        const src = target.replace(/^<|>$/g, "");
        const to = relink(src, alt);
        if (to === undefined) return alt;
        // The build asks every image for alt text: none is the explicit empty one, and said.
        if (alt.trim() === "") found.withoutAlt.push(to.replace(/^\.\//, ""));
        return `![${alt.trim() === "" ? '""' : alt}](${to}${title})`;
      })
      .replace(htmlImage, (whole, before: string, quote: string, src: string, after: string) => {
        const alt = /\balt\s*=\s*["']([^"']*)["']/i.exec(whole)?.[1] ?? "";
        const to = relink(src, alt);
        return to === undefined ? alt : `${before}${quote}${to}${quote}${after}`;
      }),
  );
  return found;
}

const decoded = (src: string) => {
  try {
    return decodeURIComponent(src);
  } catch {
    return src;
  }
};

const isFile = (path: string) => existsSync(path) && statSync(path).isFile();

/** Where an image link leads on disk, or undefined when nothing is there. */
function locate(
  src: string,
  { file, staticDirs, assetFolder, within }: ImagePlaces,
): string | undefined {
  const candidates = src.startsWith("/")
    ? staticDirs.map((dir) => join(dir, src))
    : [resolve(dirname(file), src)];
  if (assetFolder && !src.startsWith("/"))
    candidates.push(resolve(assetFolder, src), resolve(dirname(assetFolder), src));
  const inside = (path: string) => {
    const from = relative(within, path);
    return from !== "" && !from.startsWith("..") && !isAbsolute(from);
  };
  return candidates.filter(inside).find(isFile);
}

/** A safe name for the copy: "My Photo.PNG" → "my-photo.png", once per post. */
function uniqueName(path: string, taken: (name: string) => boolean): string {
  const ext = extname(path).toLowerCase();
  const stem = kebab(basename(path, extname(path))) || "image";
  const base = stem === "index" ? "image" : stem;
  let name = `${base}${ext}`;
  for (let n = 2; taken(name); n++) name = `${base}-${n}${ext}`;
  return name;
}
