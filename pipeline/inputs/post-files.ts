import { readdirSync, readFileSync, type Dirent } from "node:fs";
import { basename, join } from "node:path";
import { isMap, isNode, isScalar, isSeq, LineCounter, parseDocument } from "yaml";
import {
  postFrontMatterSchema,
  translationFrontMatterSchema,
  type PostFrontMatter,
  type TranslationFrontMatter,
} from "../../content/schema/post-file.ts";
import type { z } from "zod";
import { ContentError } from "../../app/lib/content/validate-content.ts";
import { slugProblem } from "../../content/schema/slug.ts";
import { slugify } from "../../app/lib/content/slugify.ts";
import { closest } from "../../app/lib/validation/closest.ts";
import { formatIssues, plainErrors, show } from "../../app/lib/validation/format-issues.ts";
import { fieldsAt } from "../../app/lib/validation/schema-fields.ts";
import { readShareImage, type PostShareImage } from "./share-image.ts";

// The posts the owner writes on the site: content/posts/<slug>/index.md, and
// a translation of it beside it, index.<locale>.md, for each language of
// content/languages.ts. Each file opens with its front matter (YAML between
// two "---" lines, content/schema/post-file.ts) and the Markdown follows.
// Every mistake is one line naming the file (and its line), the field, the
// rule and the value, all of them in one ContentError, as content/'s others.

export const postsFolder = "content/posts";

/** One language's file of a post: index.md's front matter, or a translation's. */
export type PostFile<FrontMatter = PostFrontMatter> = {
  /** From the project root: "content/posts/hello/index.ja_JP.md". */
  file: string;
  frontMatter: FrontMatter;
  /** The Markdown after the front matter, as written (each line ending "\n"). */
  body: string;
  /** The line of the file where the body begins, counted from 1: its line n is the file's bodyLine + n - 1. */
  bodyLine: number;
  /** Its front matter's `image`, read: the picture its page shares in its drawn card's place. */
  image?: PostShareImage;
};

/** A post written on the site. */
export type LocalPost = {
  /** Its folder's name, and its address: /blog/<slug>. */
  slug: string;
  /** From the project root: "content/posts/hello" (its images are beside its files). */
  folder: string;
  /** index.md: the post in the site's default language. */
  default: PostFile;
  /** Each index.<locale>.md, by its language's key in content/languages.ts ("ja_JP"). */
  translations: Record<string, TranslationFile>;
};

/** A translation of a post, index.<locale>.md (content/schema/post-file.ts says what it may hold). */
export type TranslationFile = PostFile<TranslationFrontMatter>;

export type PostFileOptions = {
  /** The keys of content/languages.ts ("ja_JP"): the languages a post may be translated into. */
  languages: readonly string[];
  /** The slugs a post may not have, each with what takes it (takenPostSlugs). */
  routes: Readonly<Record<string, string>>;
};

/** Where the blog is, in each language's folder: a post is at /blog/<slug>. */
const blogPath = "/blog";

/**
 * The slugs the site's own addresses take under /blog: "index", as the blog's
 * page is blog/index.html and clean-URL hosts (npm start, GitHub Pages,
 * Netlify, Vercel, Cloudflare) answer /blog/index with it, and the first
 * folder of any page of the table under /blog. A post's other files (its
 * .data, its images) are named with a dot or inside its folder, which no
 * slug can be.
 */
export function takenPostSlugs(pagePaths: readonly string[]): Record<string, string> {
  const taken: Record<string, string> = {
    index: `${blogPath}/index.html, the blog's own page, which hosts serve at ${blogPath}/index`,
  };
  for (const path of pagePaths) {
    const [name] = path.startsWith(`${blogPath}/`)
      ? path.slice(blogPath.length + 1).split("/")
      : [];
    if (name) taken[name] ??= `the page ${path}`;
  }
  return taken;
}

/**
 * Reads every post of content/posts/ and checks it: its slug, its files, and
 * each file's front matter and body. None when there is no content/posts/.
 * Throws one ContentError listing every problem, one line each.
 */
export function readPostFiles(root: string, options: PostFileOptions): LocalPost[] {
  let entries: Dirent[];
  try {
    entries = readdirSync(join(root, postsFolder), { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  const problems: string[] = [];
  const posts: LocalPost[] = [];
  const firstByCase = new Map<string, string>();
  const shown = entries.filter((entry) => !entry.name.startsWith(".")).sort(byName);
  for (const entry of shown) {
    if (entry.isDirectory()) {
      problems.push(...slugProblems(entry.name, options.routes, firstByCase));
      const post = readPost(root, entry.name, options, problems);
      if (post) posts.push(post);
    } else if (/\.(md|markdown)$/i.test(entry.name)) {
      const stem = entry.name.replace(/\.[^.]+$/, "");
      problems.push(
        line(
          `${postsFolder}/${entry.name}:`,
          `a post must be a folder of its own: write it as ${postsFolder}/${stem}/index.md, its images beside it`,
          "a file",
        ),
      );
    }
  }
  if (problems.length > 0) throw new ContentError(`Invalid content:\n${problems.join("\n")}`);
  return posts;
}

const byName = (a: Dirent, b: Dirent) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

/** One line of the content's message: `<where> <rule>; got <what>`. */
const line = (where: string, rule: string, got: string) => `  - ${where} ${rule}; got ${got}`;

const missing = "nothing (the file is missing)";

/**
 * A slug that breaks content/schema/slug.ts's rule, that the site's own
 * pages take, or that an earlier folder's (`firstByCase`, by the slug in
 * lowercase) differs from only by letter case.
 */
function slugProblems(
  slug: string,
  routes: PostFileOptions["routes"],
  firstByCase: Map<string, string>,
): string[] {
  const problems: string[] = [];
  const where = `${postsFolder}/${slug}: slug`;
  const broken = slugProblem(slug);
  if (broken) {
    const meant = slugify(slug);
    const hint = meant && meant !== slug ? ` (did you mean "${meant}"?)` : "";
    problems.push(line(where, `${broken}${hint}`, show(slug)));
  }
  const lower = slug.toLowerCase();
  const taken = Object.hasOwn(routes, lower) ? routes[lower] : undefined;
  if (taken !== undefined)
    problems.push(line(where, `is taken by ${taken}; give the folder another name`, show(slug)));
  // Two posts that meet in one address: the same letters, in another case or Unicode form.
  const key = slug.normalize("NFC").toLowerCase();
  const first = firstByCase.get(key);
  if (first === undefined) firstByCase.set(key, slug);
  else if (first.toLowerCase() === lower)
    problems.push(
      line(
        where,
        `differs from ${postsFolder}/${first} only by letter case, and hosts that ignore case would serve one for the other`,
        show(slug),
      ),
    );
  else
    problems.push(
      line(
        where,
        `is ${postsFolder}/${first} written in another Unicode form: the two posts would have one address`,
        show(slug),
      ),
    );
  return problems;
}

/** A translation's name: index.<locale>.md, the locale written as content/languages.ts's keys are. */
const translationName = /^index\.([a-z]{2,3}(?:_[A-Z]{2})?)\.md$/;

/** A post's folder: its index.md and translations read, or undefined when one of them has a problem. */
function readPost(
  root: string,
  slug: string,
  { languages }: PostFileOptions,
  problems: string[],
): LocalPost | undefined {
  const folder = `${postsFolder}/${slug}`;
  const names = readdirSync(join(root, folder))
    .filter((name) => /^index.*\.md$/i.test(name))
    .sort();
  const count = problems.length;
  const translations: Record<string, TranslationFile> = {};
  const translated: string[] = [];
  let main: PostFile | undefined;
  const read = <F>(name: string, schema: z.ZodType<F>) =>
    readPostFile(root, `${folder}/${name}`, schema, problems);
  const known = languages.length > 0 ? languages.join(", ") : "none";
  for (const name of names) {
    const language = translationName.exec(name)?.[1];
    if (name === "index.md") main = read(name, postFrontMatterSchema);
    else if (language && languages.includes(language)) {
      translated.push(name);
      const file = read(name, translationFrontMatterSchema);
      if (file) translations[language] = file;
    } else if (language)
      problems.push(
        line(
          `${folder}/${name}: language`,
          `must be one of the site's other languages, the keys of content/languages.ts (${known})`,
          show(language),
        ),
      );
    else {
      const allowed = ["index.md", ...languages.map((key) => `index.${key}.md`)];
      const near = closest(name, allowed);
      problems.push(
        line(
          `${folder}/${name}: file name`,
          `must be index.md, or index.<language>.md for a language of content/languages.ts (${known})` +
            (near ? ` (did you mean "${near}"?)` : ""),
          show(name),
        ),
      );
    }
  }
  if (!names.includes("index.md"))
    problems.push(
      line(
        `${folder}: index.md`,
        translated.length > 0
          ? `is required beside ${translated.join(", ")}: the post in the site's default language`
          : `is required: each folder of ${postsFolder} is a post, written in its index.md`,
        missing,
      ),
    );
  for (const file of Object.values(translations))
    if (main) problems.push(...updatedAfter(root, main, file));
  for (const file of [main, ...Object.values(translations)])
    if (file) problems.push(...shareImageProblems(root, folder, file, main));
  if (problems.length > count || !main) return undefined;
  return { slug, folder, default: main, translations };
}

/**
 * A translation's update before the post was published: its page shows the
 * post's day, and an update to it can be no earlier (its own publishDate is
 * checked in its file, by the schema).
 */
function updatedAfter(root: string, post: PostFile, translation: TranslationFile): string[] {
  const { publishDate } = post.frontMatter;
  const { updated } = translation.frontMatter;
  if (updated === undefined || updated >= publishDate) return [];
  return [
    line(
      `${translation.file}:${fieldLine(root, translation, "updated")}: updated`,
      `is before the post's publishDate "${publishDate}" (${basename(post.file)}), the day its page shows`,
      show(updated),
    ),
  ];
}

/** The line of `file` where its front matter writes `field` (a map of plain keys); 1 if none is found. */
function fieldLine(root: string, file: PostFile<unknown>, field: string): number {
  const lines = readFileSync(join(root, file.file), "utf8").split(/\r?\n/);
  const index = lines.findIndex(
    (text, at) => at < file.bodyLine && new RegExp(`^${field}\\s*:`).test(text),
  );
  return index < 0 ? 1 : index + 1;
}

/**
 * The image a file of the post shares (share-image.ts), read into the file;
 * or the line of its problem. A translation's imageAlt alone words the
 * post's image, so index.md must have one.
 */
function shareImageProblems(
  root: string,
  folder: string,
  file: PostFile<PostFrontMatter | TranslationFrontMatter>,
  main: PostFile | undefined,
): string[] {
  const { image, imageAlt } = file.frontMatter;
  if (image === undefined) {
    if (imageAlt === undefined || !main || file === main || main.frontMatter.image !== undefined)
      return [];
    return [
      line(
        `${file.file}:${fieldLine(root, file, "imageAlt")}: imageAlt`,
        "describes the post's image, and index.md has none: give index.md an image, or this file its own",
        show(imageAlt),
      ),
    ];
  }
  const read = readShareImage(root, folder, image);
  if ("rule" in read)
    return [line(`${file.file}:${fieldLine(root, file, "image")}: image`, read.rule, read.got)];
  file.image = read.image;
  return [];
}

/** One file of a post, read and checked; undefined when it has a problem (added to `problems`). */
function readPostFile<F>(
  root: string,
  file: string,
  schema: z.ZodType<F>,
  problems: string[],
): PostFile<F> | undefined {
  const text = readFileSync(join(root, file), "utf8")
    .replace(/^\uFEFF/, "")
    .replace(/\r\n/g, "\n");
  const lines = text.split("\n");
  const fence = (at: number) => lines[at]?.trimEnd() === "---";
  const fields = 'a line "---", its fields (title, description, publishDate…), and a line "---"';
  if (!fence(0)) {
    problems.push(line(`${file}:1: front matter`, `must open the file: ${fields}`, show(lines[0])));
    return undefined;
  }
  const close = lines.findIndex((_, at) => at > 0 && fence(at));
  if (close < 0) {
    problems.push(
      line(
        `${file}:1: front matter`,
        `must end with a line "---" before the post's text`,
        "the end of the file",
      ),
    );
    return undefined;
  }
  const body = lines.slice(close + 1).join("\n");
  const bodyLine = close + 2;
  const count = problems.length;
  const yaml = lines.slice(1, close).join("\n");
  const frontMatter = checkFrontMatter(file, yaml, lines, schema, problems);
  if (body.trim() === "")
    problems.push(
      line(
        `${file}:${bodyLine}: body`,
        "must have the post's text after the front matter",
        show(body),
      ),
    );
  if (problems.length > count || !frontMatter) return undefined;
  return { file, frontMatter, body, bodyLine };
}

/**
 * The front matter (the file's lines 2 on) parsed and checked against the
 * schema; each problem names the line of the file it is on.
 */
function checkFrontMatter<F>(
  file: string,
  yaml: string,
  lines: string[],
  schema: z.ZodType<F>,
  problems: string[],
): F | undefined {
  const counter = new LineCounter();
  const document = parseDocument(yaml, { lineCounter: counter });
  // The front matter's line n is the file's n + 1, below the opening "---".
  const fileLine = (offset: number) => counter.linePos(offset).line + 1;
  if (document.errors.length > 0) {
    for (const error of document.errors) {
      const at = error.linePos?.[0] ?? { line: 1, col: 1 };
      const rule = error.message.split("\n")[0]!.replace(/ at line \d+, column \d+:?$/, "");
      problems.push(
        line(
          `${file}:${at.line + 1}:${at.col}: front matter`,
          `must be valid YAML: ${rule}`,
          show(lines[at.line]),
        ),
      );
    }
    return undefined;
  }
  let data: unknown;
  try {
    data = document.toJS() ?? {};
  } catch (error) {
    problems.push(
      line(`${file}:1: front matter`, `must be valid YAML: ${(error as Error).message}`, "—"),
    );
    return undefined;
  }
  if (typeof data !== "object" || data === null || Array.isArray(data)) {
    problems.push(
      line(`${file}:2: front matter`, 'must be fields, one "name: value" a line', show(data)),
    );
    return undefined;
  }
  const result = schema.safeParse(data, { error: plainErrors, reportInput: true });
  if (result.success) return result.data;
  /** The line of the file where the field at `path` is written; the opening "---" for a missing one. */
  const lineOf = (path: PropertyKey[]) => {
    let node: unknown = document.contents;
    let offset: number | undefined;
    for (const key of path) {
      const next = isMap(node)
        ? node.items.find((pair) => isScalar(pair.key) && String(pair.key.value) === String(key))
        : undefined;
      const item = isSeq(node) && typeof key === "number" ? node.items[key] : undefined;
      if (next && isNode(next.key)) {
        offset = next.key.range?.[0];
        node = next.value;
      } else if (isNode(item)) {
        offset = item.range?.[0];
        node = item;
      } else break;
    }
    return offset === undefined ? 1 : fileLine(offset);
  };
  const describe = (path: PropertyKey[]) => ({
    label: `${file}:${lineOf(path)}: ${fieldName(path)}`,
    value: path.reduce<unknown>((node, key) => (node as Record<PropertyKey, unknown>)?.[key], data),
  });
  const said = formatIssues(result.error.issues, describe, (path) => fieldsAt(schema, path));
  // In the order of the file's lines (sort is stable: a field's own stay in order).
  const lineNumber = (said: string) => Number(/:(\d+): /.exec(said)?.[1]);
  problems.push(...said.split("\n").sort((a, b) => lineNumber(a) - lineNumber(b)));
  return undefined;
}

/** "tags[1]", "title": a field as the front matter writes it. */
const fieldName = (path: PropertyKey[]) =>
  path
    .map((key, i) =>
      typeof key === "number" ? `[${key}]` : i === 0 ? String(key) : `.${String(key)}`,
    )
    .join("") || "front matter";
