import { existsSync, statSync } from "node:fs";
import { resolve } from "node:path";
import { UsageError } from "./errors.ts";
import { hasScheme, isUrl, recordedAs } from "./source-location.ts";
import { parsesAsUrl } from "../../content/schema/primitives.ts";
import type { Canonical } from "./home/records.ts";

export type Command =
  | {
      kind: "posts";
      feed: string;
      home?: true;
      canonical?: Canonical;
      /** A platform export's drafts and categories, and a Ghost site's address (exports/). */
      drafts?: true;
      categories?: true;
      site?: string;
    }
  | { kind: "folder"; folder: string; categoriesAsTags: boolean }
  | { kind: "projects"; user: string; forks: boolean; archived: boolean; pinned?: boolean }
  | { kind: "resume"; source: string }
  | { kind: "remove"; source: string }
  | { kind: "all" };

export type Options = {
  /** Absolute path of the content folder: the only place a run writes to. */
  contentDir: string;
  timeoutMs: number;
  maxImageBytes: number;
  githubApiUrl: string;
  githubToken: string | undefined;
  /** DEV's API, which `posts https://dev.to/<user> --home` reads. */
  devApiUrl: string;
};

export const usage = `Usage:
  npm run import -- posts <feed URL or file>               import the posts of an RSS, Atom or JSON feed
  npm run import -- posts <feed> --home --canonical original|home
                                                           bring each post's whole text home, into content/posts/
                                                           (original: its canonical URL stays the platform's;
                                                           home: this site's page is canonical, and you point the platform's at it)
  npm run import -- posts <export> --home --canonical original|home [--drafts] [--categories] [--site <URL>]
                                                           bring home a WordPress export (WXR), Medium's export zip,
                                                           Ghost's JSON export (--site: its site's address), or
                                                           a DEV writer's posts: posts dev.to/<user> --home …
  npm run import -- posts <folder> --home [--categories]
                                                           bring home the Markdown posts of a Hexo, Jekyll, Hugo,
                                                           Zola, Astro, Eleventy or Docusaurus site (its root or posts folder)
  npm run import -- projects <GitHub user> [--forks] [--archived] [--pinned]
                                                           import a user's public repositories
                                                           (--pinned: pinned ones first on Home; needs GITHUB_TOKEN)
  npm run import -- resume <JSON Resume file or URL>       import a résumé's work, education, certificates,
                                                           publications and awards
  npm run import                                           re-import every source imported before
  npm run import -- remove <feed, GitHub user or résumé>   remove a source and the entries only it brought
Options: --content <dir> (default: content, or CONTENT_DIR)
Environment: GITHUB_TOKEN, GITHUB_API_URL, DEV_API_URL, IMPORT_TIMEOUT_SECONDS (30), IMPORT_MAX_IMAGE_MB (10)`;

// GitHub's own rule for logins: letters, digits and single hyphens inside.
const githubLogin = /^[a-z\d](?:[a-z\d]|-(?=[a-z\d])){0,38}$/i;

export function parseArgs(argv: string[], env: NodeJS.ProcessEnv): [Command, Options] {
  const flags = new Set<string>();
  const words: string[] = [];
  let contentDir = env.CONTENT_DIR || "content";
  let canonical: string | undefined;
  let site: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === "--content") contentDir = argv[++i] ?? fail("--content needs a folder");
    else if (arg.startsWith("--content=")) contentDir = arg.slice("--content=".length);
    else if (arg === "--canonical") canonical = argv[++i] ?? "";
    else if (arg.startsWith("--canonical=")) canonical = arg.slice("--canonical=".length);
    else if (arg === "--site") site = argv[++i] ?? fail("--site needs the site's URL");
    else if (arg.startsWith("--site=")) site = arg.slice("--site=".length);
    else if (arg.startsWith("--")) flags.add(arg);
    else words.push(arg);
  }
  const [kind, target, ...rest] = words;
  const allowed: Record<string, string[]> = {
    projects: ["--forks", "--archived", "--pinned"],
    posts: ["--home", "--drafts", "--categories"],
  };
  for (const flag of flags)
    if (!allowed[kind ?? ""]?.includes(flag)) fail(`unknown option ${flag}`);
  if (canonical !== undefined && !(kind === "posts" && flags.has("--home")))
    fail("--canonical goes with posts <feed> --home, which brings the posts home");
  const exportFlags = [...flags].filter((f) => f === "--drafts" || f === "--categories");
  if ((exportFlags.length > 0 || site !== undefined) && !flags.has("--home"))
    fail(
      `${exportFlags[0] ?? "--site"} goes with posts <export or folder> --home, which brings the posts home`,
    );
  if (site !== undefined && !(isUrl(site) && parsesAsUrl(site)))
    fail(`--site needs the site's absolute http(s) URL; got "${site}"`);
  if (rest.length > 0) fail(`unexpected ${rest.join(" ")}`);
  const chosen = command(kind, target, flags);
  if (chosen.kind === "folder")
    return [folderCommand(chosen, flags, canonical, site), options(resolve(contentDir), env)];
  if (chosen.kind === "posts" && flags.has("--home"))
    return [
      {
        ...chosen,
        home: true,
        canonical: canonicalChoice(canonical),
        ...(flags.has("--drafts") ? { drafts: true as const } : {}),
        ...(flags.has("--categories") ? { categories: true as const } : {}),
        ...(site !== undefined ? { site } : {}),
      },
      options(resolve(contentDir), env),
    ];
  return [chosen, options(resolve(contentDir), env)];
}

function command(
  kind: string | undefined,
  target: string | undefined,
  flags: Set<string>,
): Command {
  if (kind === undefined) return { kind: "all" };
  if (kind === "posts") {
    if (!target || (hasScheme(target) && !(isUrl(target) && parsesAsUrl(target))))
      fail("posts needs the feed's absolute http(s) URL, or its file");
    // DEV's writer as people write it (dev.to/ana): recorded as the profile's address.
    if (/^dev\.to\/[a-z\d_]+\/?$/i.test(target))
      return { kind, feed: `https://${target.replace(/\/$/, "")}` };
    // Without --home, a folder is read as a feed file would be, and refused as one.
    if (flags.has("--home") && isFolder(target))
      return { kind: "folder", folder: recordedAs(target), categoriesAsTags: false };
    return { kind, feed: recordedAs(target) };
  }
  if (kind === "projects") {
    if (!target || !githubLogin.test(target)) fail("projects needs a GitHub user name");
    const [forks, archived, pinned] = ["--forks", "--archived", "--pinned"].map((f) =>
      flags.has(f),
    );
    return {
      kind,
      user: target,
      forks: forks!,
      archived: archived!,
      ...(pinned ? { pinned } : {}),
    };
  }
  if (kind === "resume") {
    if (!target) fail("resume needs a JSON Resume file or its http(s) URL");
    return { kind, source: recordedAs(target) };
  }
  if (kind === "remove") {
    // A login has no "/" or ".", so whatever else is not a URL is a file (a feed's or a résumé's).
    if (!target || (hasScheme(target) && !(isUrl(target) && parsesAsUrl(target))))
      fail(
        "remove needs a feed's URL or file, a GitHub user name or a résumé, as content/imported/sources.json lists it",
      );
    return { kind, source: githubLogin.test(target) ? target : recordedAs(target) };
  }
  return fail(`unknown command "${kind}"`);
}

const isFolder = (target: string) =>
  !isUrl(target) && existsSync(target) && statSync(target).isDirectory();

/**
 * A folder of another generator's posts comes home whole (--home), and is a
 * move from the writer's own old site: no --canonical to choose.
 */
function folderCommand(
  chosen: Extract<Command, { kind: "folder" }>,
  flags: Set<string>,
  canonical: string | undefined,
  site: string | undefined,
): Command {
  if (canonical !== undefined)
    throw new UsageError(
      "--canonical goes with a feed: a folder's posts move home from your own old site (a post that names its canonical URL keeps it)",
      true,
    );
  if (flags.has("--drafts") || site !== undefined)
    throw new UsageError(
      "--drafts and --site go with a platform's export: a folder's drafts come home as drafts, and its config names its site",
      true,
    );
  return { ...chosen, categoriesAsTags: flags.has("--categories") };
}

/**
 * Which copy search engines should rank, said by the owner: there is no
 * default, as either guess can cost the post its place in search results.
 */
function canonicalChoice(value: string | undefined): Canonical {
  if (value === "original" || value === "home") return value;
  throw new UsageError(
    "--home needs --canonical original or --canonical home, and there is no default: " +
      "original keeps the platform's copy as the one search engines rank (the post here names it " +
      "as canonical); home makes the post here the one to rank, and you set the platform's " +
      `canonical link to it${value ? ` (got "${value}")` : ""}`,
    true,
  );
}

function options(contentDir: string, env: NodeJS.ProcessEnv): Options {
  return {
    contentDir,
    timeoutMs: positive(env, "IMPORT_TIMEOUT_SECONDS", 30) * 1000,
    maxImageBytes: Math.round(positive(env, "IMPORT_MAX_IMAGE_MB", 10) * 1024 * 1024),
    githubApiUrl: (env.GITHUB_API_URL || "https://api.github.com").replace(/\/+$/, ""),
    githubToken: env.GITHUB_TOKEN || undefined,
    devApiUrl: (env.DEV_API_URL || "https://dev.to/api").replace(/\/+$/, ""),
  };
}

function positive(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0)
    fail(`${name} must be a positive number; got "${raw}"`);
  return value;
}

function fail(message: string): never {
  throw new UsageError(message);
}
