import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { basename, dirname, join, relative, sep } from "node:path";
import { parse as parseYaml } from "yaml";
import { parseToml } from "./toml.ts";

// Which generator an old site was built with, from its config file (or,
// given only the posts folder, from the folders above it), and what that
// says: where the posts and drafts are, where root-relative images live,
// and the settings that make a post's old address (Jekyll's and Hexo's
// `permalink`, the site's address).

export type Generator =
  "Hexo" | "Jekyll" | "Hugo" | "Zola" | "Astro" | "Eleventy" | "Docusaurus" | "unknown";

export type Site = {
  generator: Generator;
  /** The site's root, when a config file was found. */
  root: string | undefined;
  /** The folders of posts, and whether each holds drafts (_drafts/). */
  postsDirs: { dir: string; drafts: boolean }[];
  /** Where an image written from the site's root (/images/a.png) is. */
  staticDirs: string[];
  /** The config's permalink pattern (Jekyll, Hexo) or Hugo's [permalinks] one for the posts' section. */
  permalink: string | undefined;
  /** The old site's address (url, baseURL, base_url, site), when the config names one. */
  siteUrl: string | undefined;
  /** The site's language (Hexo's language, Hugo's languageCode, Zola's default_language), when set. */
  language: string | undefined;
  /** The theme whose fields the posts have (astro-paper), told once they are read. */
  theme?: string;
  /** Hexo's post_asset_folder: a post's images in a folder named after it. */
  postAssetFolder: boolean;
};

const configs: [Generator, string[]][] = [
  ["Docusaurus", ["docusaurus.config.js", "docusaurus.config.ts", "docusaurus.config.mjs"]],
  ["Astro", ["astro.config.mjs", "astro.config.ts", "astro.config.js", "astro.config.mts"]],
  [
    "Eleventy",
    [".eleventy.js", "eleventy.config.js", "eleventy.config.mjs", "eleventy.config.cjs"],
  ],
  ["Hugo", ["hugo.toml", "hugo.yaml", "hugo.yml", "hugo.json"]],
];

/** The generator whose config file is in `dir`, with that file; undefined when none is. */
function configIn(dir: string): { generator: Generator; file: string } | undefined {
  const has = (name: string) => existsSync(join(dir, name));
  for (const [generator, names] of configs) {
    const file = names.find(has);
    if (file) return { generator, file: join(dir, file) };
  }
  if (has("config.toml")) {
    const text = readFileSync(join(dir, "config.toml"), "utf8");
    // Zola's key is base_url; Hugo's, baseURL (any case).
    return {
      generator: /^\s*base_url\s*=/m.test(text) ? "Zola" : "Hugo",
      file: join(dir, "config.toml"),
    };
  }
  if (has("config.yaml") || has("config.yml"))
    return {
      generator: "Hugo",
      file: join(dir, has("config.yaml") ? "config.yaml" : "config.yml"),
    };
  if (has("_config.yml")) {
    const hexo =
      existsSync(join(dir, "source", "_posts")) ||
      /"hexo"\s*:/.test(readText(join(dir, "package.json")));
    return { generator: hexo ? "Hexo" : "Jekyll", file: join(dir, "_config.yml") };
  }
  return undefined;
}

const readText = (file: string) => {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return "";
  }
};

const isDir = (path: string) => {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
};

/** Where each generator keeps its posts, from the site's root, first found first. */
const postsFolders: Record<Generator, string[]> = {
  Hexo: ["source/_posts"],
  Jekyll: ["_posts"],
  Hugo: ["content/posts", "content/post", "content/blog", "content"],
  Zola: ["content/blog", "content/posts", "content"],
  Astro: ["src/data/blog", "src/content/blog", "src/content/posts", "src/content/post"],
  Eleventy: ["content/blog", "src/posts", "posts", "blog", "src/blog"],
  Docusaurus: ["blog"],
  unknown: [],
};

const draftsFolders: Partial<Record<Generator, string>> = {
  Hexo: "source/_drafts",
  Jekyll: "_drafts",
};

const staticFolders: Record<Generator, string[]> = {
  Hexo: ["source"],
  Jekyll: ["."],
  Hugo: ["static", "assets"],
  Zola: ["static"],
  Astro: ["public"],
  Eleventy: [".", "public", "src"],
  Docusaurus: ["static"],
  unknown: [],
};

/**
 * The site a folder belongs to: the folder itself when it holds a config
 * file, else the nearest folder above it (up to four) that does. `given` is
 * then the posts folder; without a config anywhere, the generator is told
 * by the folder's path (source/_posts, _posts) or left "unknown" for the
 * caller to tell by the posts' fields.
 */
export function detectSite(given: string): Site {
  let root: string | undefined;
  let found: ReturnType<typeof configIn>;
  for (let dir = given, up = 0; up <= 4; up++, dir = dirname(dir)) {
    found = configIn(dir);
    if (found) {
      root = dir;
      break;
    }
    if (dirname(dir) === dir) break;
  }
  const generator = found?.generator ?? byPath(given);
  const config = found ? readConfig(found.file) : {};
  const base = root ?? given;
  let postsDirs: Site["postsDirs"];
  if (root && root === given) {
    const folder = postsFolders[generator].map((p) => join(root, p)).find(isDir);
    postsDirs = folder ? [{ dir: folder, drafts: false }] : [];
  } else postsDirs = [{ dir: given, drafts: basename(given) === "_drafts" }];
  const drafts = draftsFolders[generator];
  const draftsDir = root && drafts ? join(root, drafts) : jekyllDrafts(given);
  if (draftsDir && isDir(draftsDir) && !postsDirs.some((p) => p.dir === draftsDir))
    postsDirs.push({ dir: draftsDir, drafts: true });
  const section = postsDirs[0] ? basename(postsDirs[0].dir) : "posts";
  return {
    generator,
    root,
    postsDirs,
    staticDirs: staticFolders[generator].map((p) => join(base, p)).filter(isDir),
    permalink: permalinkOf(generator, config, section),
    siteUrl: siteUrlOf(generator, config),
    postAssetFolder: config.post_asset_folder === true,
    language: ["language", "languageCode", "default_language", "lang"]
      .map((key) => config[key])
      .find((value): value is string => typeof value === "string"),
  };
}

/** Given _posts without a config, its sibling _drafts. */
function jekyllDrafts(given: string): string | undefined {
  return basename(given) === "_posts" ? join(dirname(given), "_drafts") : undefined;
}

function byPath(given: string): Generator {
  const parts = given.split(sep);
  if (parts.at(-1) === "_posts" && parts.at(-2) === "source") return "Hexo";
  if (parts.at(-1) === "_posts" || parts.at(-1) === "_drafts") return "Jekyll";
  return "unknown";
}

function readConfig(file: string): Record<string, unknown> {
  const text = readText(file);
  try {
    if (file.endsWith(".toml")) return parseToml(text);
    if (file.endsWith(".yml") || file.endsWith(".yaml")) {
      const data: unknown = parseYaml(text);
      return data && typeof data === "object" ? (data as Record<string, unknown>) : {};
    }
    if (file.endsWith(".json")) return JSON.parse(text) as Record<string, unknown>;
  } catch {
    // a config the generator itself would refuse: its settings' defaults
  }
  // A JavaScript config (Astro, Docusaurus, Eleventy) is not run: its site's address, read as text.
  const site = /\b(?:site|url)\s*:\s*["'`](https?:\/\/[^"'`]+)["'`]/.exec(text)?.[1];
  return site ? { url: site } : {};
}

function permalinkOf(
  generator: Generator,
  config: Record<string, unknown>,
  section: string,
): string | undefined {
  if (generator === "Hexo" || generator === "Jekyll")
    return typeof config.permalink === "string" ? config.permalink : undefined;
  if (generator === "Hugo") {
    const table = config.permalinks as Record<string, unknown> | undefined;
    const pattern = table?.[section] ?? (table?.page as Record<string, unknown>)?.[section];
    return typeof pattern === "string" ? pattern : undefined;
  }
  return undefined;
}

function siteUrlOf(generator: Generator, config: Record<string, unknown>): string | undefined {
  const key = { Hugo: "baseURL", Zola: "base_url" }[generator as string] ?? "url";
  const value =
    config[key] ??
    Object.entries(config).find(([name]) => name.toLowerCase() === key.toLowerCase())?.[1];
  if (typeof value !== "string" || !/^https?:\/\//i.test(value)) return undefined;
  return value.replace(/\/+$/, "");
}

/** The posts folder as the summary names it: from the site's root, when there is one. */
export function shownFolder(site: Site, dir: string): string {
  return site.root ? relative(site.root, dir) || "." : dir;
}

/** The Markdown files under a folder, in a stable order (each post's own, or a page bundle's index.md). */
export function markdownFiles(dir: string): string[] {
  const files: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true }).sort((a, b) =>
      a.name < b.name ? -1 : 1,
    )) {
      if (entry.name.startsWith(".")) continue;
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.(md|markdown|mdx)$/i.test(entry.name) && !/^_index\.md$/i.test(entry.name))
        files.push(path);
    }
  };
  walk(dir);
  return files;
}
