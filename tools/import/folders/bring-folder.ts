import { existsSync } from "node:fs";
import { readdir, readFile, stat } from "node:fs/promises";
import { basename, extname, join, relative, resolve } from "node:path";
import { parse as parseYaml, stringify as yaml } from "yaml";
import { descriptionLimit } from "../../../app/lib/metadata/site-urls.ts";
import { slugify } from "../../../app/lib/content/slugify.ts";
import { pagePaths, sitePages } from "../../../app/lib/pages/site-pages.ts";
import { aliasKey } from "../../../content/schema/alias.ts";
import { postFrontMatterSchema } from "../../../content/schema/post-file.ts";
import { takenPostSlugs } from "../../../pipeline/inputs/post-files.ts";
import { SourceError } from "../errors.ts";
import { editedFiles, withoutExternalEntries, type HomeOutcome } from "../home/bring-home.ts";
import { deadImageLine } from "../home/dead-images.ts";
import { postImages as downloadImages } from "../home/images.ts";
import { oldAddress } from "../home/old-address.ts";
import { hash, type HomeRecord } from "../home/records.ts";
import { readable, uniqueSlug } from "../home/slug.ts";
import { clip } from "../posts/html.ts";
import type { ImageLimits } from "../posts/images.ts";
import { postLanguage } from "../posts/language.ts";
import { identity } from "../posts/urls.ts";
import type { ContentState } from "../store/content.ts";
import type { Stage } from "../store/stage.ts";
import { convertBody, firstParagraph, fitHeadings } from "./body.ts";
import { detectSite, markdownFiles, shownFolder, type Site } from "./detect.ts";
import { FieldError, readFields, type Fields } from "./fields.ts";
import { FrontMatterError, readPostFile, type PostFile } from "./front-matter.ts";
import { postImages, remoteImages } from "./images.ts";
import { defaultAddress, fileNameDay, undated } from "./permalinks.ts";

// `npm run import -- posts <folder> --home`: the Markdown posts of another
// static generator's site (Hexo, Jekyll, Hugo, Zola, Astro, Eleventy,
// Docusaurus) become content/posts/<slug>/index.md, their images beside
// them, their old addresses kept as aliases. The old site was the writer's
// own, so this is a move: no canonical unless a post named one itself.
// What was written is recorded in content/imported/home-posts.json as a
// feed's posts are, so running it again changes nothing and a post the
// owner edited is left alone. A folder is not a feed to refresh: it is not
// written in sources.json.

/** Generators that run a post through Liquid or Nunjucks first: {% raw %} is theirs, in code too. */
const liquid: Site["generator"][] = ["Jekyll", "Hexo", "Eleventy"];

/** A bump makes every post brought from a folder convert again on the next run. */
const converter = 1;

export type FolderOptions = { categoriesAsTags: boolean };

type Post = {
  file: string;
  /** The file as the output names it: from the site's root, or from the folder given. */
  shown: string;
  fields: Fields;
  page: PostFile;
  inDrafts: boolean;
  day: string;
  title: string;
  aliases: string[];
  slug: string;
  key: string;
  url: string;
  record: HomeRecord | undefined;
};

/** Bring a folder's posts home; throws a SourceError naming the folder, the file and the rule when any part fails. */
export async function bringFolderHome(
  folder: string,
  options: FolderOptions,
  state: ContentState,
  stage: Stage,
  limits: ImageLimits,
): Promise<HomeOutcome & { site: Site }> {
  const site = detectSite(folder);
  const fail = (problem: string): never => {
    throw new SourceError(folder, problem);
  };
  if (site.postsDirs.length === 0)
    fail(
      `no folder of posts in it for ${site.generator}: give the posts folder itself (source/_posts, _posts, content/posts, blog, …)`,
    );
  const outcome: HomeOutcome & { site: Site } = {
    site,
    counts: { added: 0, updated: 0, unchanged: 0 },
    skipped: [],
    notes: [],
    warnings: [],
    lines: [],
    claimed: [],
  };
  const records = new Map((state.home ?? []).map((r) => [identity(r.url), r]));
  const routes = takenPostSlugs(sitePages.map((page) => page.path));
  const local = await localPosts(state.dir, new Set((state.home ?? []).map((r) => r.slug)));
  const taken = new Map<string, string>([
    ...Object.entries(routes),
    ...[...local.folders].map((f) => [f, `content/posts/${f}`] as const),
    ...(state.home ?? []).map((r) => [r.slug.toLowerCase(), `content/posts/${r.slug}`] as const),
  ]);
  // Each old address (as hosts compare them) with the post that has it.
  const aliasOwners = new Map(local.aliases);

  const read: { file: string; shown: string; page: PostFile; fields: Fields; inDrafts: boolean }[] =
    [];
  for (const { dir, drafts } of site.postsDirs)
    for (const file of markdownFiles(dir)) {
      const shown = shownFile(site, folder, file);
      if (extname(file).toLowerCase() === ".mdx") {
        outcome.skipped.push({
          name: shown,
          why: "MDX: its components need the old site's code; rewrite it as .md to bring it",
        });
        continue;
      }
      const at = (problem: string) => fail(`${shown}: ${problem}`);
      let page: PostFile;
      try {
        page = readPostFile(await readFile(file, "utf8"));
      } catch (error) {
        if (error instanceof FrontMatterError) return at(error.message);
        throw error;
      }
      try {
        read.push({
          file,
          shown,
          page,
          fields: readFields(page.data, site.generator === "Jekyll"),
          inDrafts: drafts,
        });
      } catch (error) {
        if (error instanceof FieldError) return at(error.message);
        throw error;
      }
    }
  const pages = read.map((r) => r.page);
  if (site.generator === "unknown") site.generator = byFields(pages);
  if (site.generator === "Astro") site.theme = astroTheme(pages);

  const posts: Post[] = [];
  for (const { file, shown, page, fields, inDrafts } of read) {
    const at = (problem: string) => fail(`${shown}: ${problem}`);
    const dir = site.postsDirs.find((d) => file.startsWith(d.dir))!.dir;
    const name = relative(dir, file).replace(/\.(md|markdown)$/i, "");
    const stem = basename(name) === "index" ? basename(join(name, "..")) : basename(name);
    const title =
      fields.title ??
      (site.generator === "Jekyll" || site.generator === "Hexo"
        ? undated(stem).replace(/[-_]+/g, " ")
        : at("no title: add title: to its front matter"));
    let day = fields.publishDate;
    const fromName = fileNameDay(stem);
    if (!day && fromName) day = { day: fromName, time: undefined, field: "its file name" };
    const draft = fields.draft || inDrafts;
    if (!day && draft) {
      // Jekyll dates an undated draft by its file's last change, as this does.
      const changed = (await stat(file)).mtime.toISOString().slice(0, 10);
      day = { day: changed, time: undefined, field: "its file's last change" };
      outcome.notes.push(`${shown}: a draft without a date: dated ${changed}, its last change`);
    }
    if (!day) return at("no date: add date: YYYY-MM-DD to its front matter");
    const section = basename(dir) === "_posts" ? "posts" : basename(dir);
    const made = defaultAddress({
      generator: site.generator,
      permalink: site.permalink,
      day: day.day,
      time: day.time,
      name,
      slug: fields.slug,
      title,
      categories: fields.categories,
      section,
    });
    // The address it had: its own permalink, url or path, else the one its generator made.
    const template = (path: string) => /[{}]/.test(path);
    for (const odd of [fields.address ?? "", ...fields.aliases].filter(template))
      outcome.notes.push(`${shown}: ${odd} is a template, not an address: not kept as an alias`);
    const main = fields.address && !template(fields.address) ? fields.address : made;
    // A draft never had a page there: only the aliases it names itself are old addresses.
    const candidates = [
      ...new Set([
        ...(main && !draft ? [main] : []),
        ...fields.aliases.filter((a) => !template(a)),
      ]),
    ];
    const slug = postSlug(main, stem, title, day.day);
    // The post's old URL when the config names the site; else (and for a draft, which had
    // none) the file, as the folder was given, which stays the same from run to run.
    const url =
      site.siteUrl && main && !draft
        ? new URL(main, `${site.siteUrl}/`).href
        : join(folder, relative(resolve(folder), file));
    const key = identity(url);
    posts.push({
      file,
      shown,
      fields,
      page,
      inDrafts,
      day: day.day,
      title,
      aliases: candidates,
      slug,
      key,
      url,
      record: records.get(key),
    });
  }

  // Slugs first, so two posts never meet in one address.
  for (const post of posts) {
    if (post.record) {
      post.slug = post.record.slug;
      continue;
    }
    const base = post.slug;
    post.slug = uniqueSlug(base, (s) => taken.has(s.toLowerCase()));
    if (post.slug !== base)
      outcome.notes.push(
        `${post.shown}: its slug would be ${base}, which ${taken.get(base.toLowerCase())} has: it is ${post.slug}`,
      );
    taken.set(post.slug.toLowerCase(), post.shown);
  }
  // Then the old addresses: each leads to one post only.
  for (const post of posts) {
    const kept: string[] = [];
    for (const path of post.aliases) {
      const checked = oldAddress(new URL(path, "https://old.invalid/").href, post.slug, pagePaths);
      if ("why" in checked) {
        if (!checked.why.includes("post's address here too"))
          outcome.notes.push(
            `${post.shown}: ${path} is no alias of content/posts/${post.slug}: ${checked.why}`,
          );
        continue;
      }
      const aliasOwner = aliasOwners.get(aliasKey(checked.alias));
      if (aliasOwner && aliasOwner !== post.shown)
        fail(
          `${post.shown}: its old address ${checked.alias} is ${aliasOwner}'s too: an old address leads to one post; remove it from one of them`,
        );
      if (!kept.some((k) => aliasKey(k) === aliasKey(checked.alias))) kept.push(checked.alias);
      aliasOwners.set(aliasKey(checked.alias), post.shown);
    }
    post.aliases = kept;
  }

  for (const post of posts)
    await bringOne(post, folder, site, { ...options, limits }, state, stage, outcome);
  withoutExternalEntries(state, stage, outcome);
  return outcome;
}

async function bringOne(
  post: Post,
  folder: string,
  site: Site,
  options: FolderOptions & { limits: ImageLimits },
  state: ContentState,
  stage: Stage,
  outcome: HomeOutcome,
) {
  const { fields, shown, slug, record } = post;
  const fail = (problem: string): never => {
    throw new SourceError(folder, `${shown}: ${problem}`);
  };
  const converted = convertBody(post.page.body, liquid.includes(site.generator));
  const body = { ...converted, markdown: fitHeadings(converted.markdown, post.title) };
  for (const tag of body.leftTags)
    outcome.lines.push(
      `left as text in ${shown}: ${tag} (the old site's own tag: rewrite it in Markdown)`,
    );
  const assetFolder = site.postAssetFolder ? post.file.replace(/\.(md|markdown)$/i, "") : undefined;
  // Images on other hosts are downloaded, as a feed's are: this site shows none from elsewhere.
  const remote = remoteImages(body.markdown);
  const got = remote.length > 0 ? await downloadImages(remote, options.limits) : undefined;
  if (typeof got === "string") return fail(got);
  for (const what of got?.cannot ?? []) outcome.lines.push(`cannot convert in ${shown}: ${what}`);
  const images = postImages(
    body.markdown,
    { file: post.file, staticDirs: site.staticDirs, assetFolder, within: site.root ?? folder },
    got?.names,
  );
  for (const { src, alt, why } of images.missing) {
    // One of another host's left out for what it is (an SVG) is said above.
    const reason = got?.names.has(src) ? got.dead.get(src)?.why : why;
    if (reason) outcome.warnings.push(deadImageLine(slug, src, { why: reason, alt }));
  }
  for (const file of images.withoutAlt)
    outcome.notes.push(
      `${shown}: ${file} has no alt text: describe it in content/posts/${slug}/index.md`,
    );
  for (const src of images.remote)
    outcome.lines.push(
      `left as it is in ${shown}: the image ${src} is on another host, which this site's security policy blocks: save it beside the post`,
    );
  const files = new Map<string, Buffer>(got?.files ?? []);
  for (const [name, path] of images.files) files.set(name, await readFile(path));
  const tags = unique(
    [...fields.tags, ...(options.categoriesAsTags ? fields.categories : [])],
    outcome,
    shown,
  );
  const lang = postLanguage(fields.lang ?? site.language, state.siteLocale, post.title);
  const description = clip(
    fields.description ?? (firstParagraph(images.markdown) || post.title),
    descriptionLimit,
  );
  const frontMatter = {
    title: post.title,
    description,
    publishDate: post.day,
    ...(fields.updated ? { updated: fields.updated } : {}),
    ...(tags.length ? { tags } : {}),
    ...(fields.draft || post.inDrafts ? { draft: true } : {}),
    ...(fields.canonical ? { canonical: fields.canonical } : {}),
    ...(lang ? { lang } : {}),
    ...(post.aliases.length ? { aliases: post.aliases } : {}),
  };
  const valid = postFrontMatterSchema.safeParse(frontMatter);
  if (!valid.success) {
    const issue = valid.error.issues[0]!;
    const field = issue.path.join(".");
    const value = issue.path.reduce<unknown>(
      (at, part) => (at as Record<PropertyKey, unknown>)?.[part as PropertyKey],
      frontMatter,
    );
    fail(`${field} ${JSON.stringify(value)} ${issue.message}`);
  }
  const markdown = `${images.markdown.replace(/^\s*\n/, "").replace(/\s*$/, "")}\n`;
  const text = `---\n${yaml(frontMatter, { lineWidth: 0 })}---\n\n${markdown}`;
  files.set("index.md", Buffer.from(text));
  const from = hash(
    JSON.stringify([converter, text, [...files].map(([name, data]) => [name, hash(data)])]),
  );
  if (record) {
    const edited = await editedFiles(state.dir, record, `"${post.title}"`);
    if (edited) {
      outcome.lines.push(edited.replace("the feed's version", "the folder's version"));
      outcome.counts.unchanged++;
      return;
    }
    if (record.from === from) {
      outcome.counts.unchanged++;
      return;
    }
  }
  let changed = false;
  for (const [file, data] of files)
    changed = (await stage.put(`posts/${slug}/${file}`, data)) || changed;
  for (const file of Object.keys(record?.files ?? {}))
    if (!files.has(file)) {
      stage.remove(`posts/${slug}/${file}`);
      changed = true;
    }
  const next: HomeRecord = {
    url: post.url,
    slug,
    source: folder,
    from,
    files: Object.fromEntries([...files].map(([file, data]) => [file, hash(data)])),
  };
  state.home = [...(state.home ?? []).filter((r) => identity(r.url) !== post.key), next];
  if (!record) outcome.counts.added++;
  else if (changed) outcome.counts.updated++;
  else outcome.counts.unchanged++;
}

/** The slug: the old address's last part when it reads as words, else the file's (or bundle's) name, else the title, else the day. */
function postSlug(address: string | undefined, stem: string, title: string, day: string): string {
  const part = address
    ?.replace(/[?#].*$/, "")
    .split("/")
    .filter((p) => p && !/^index(\.html?)?$/i.test(p))
    .at(-1)
    ?.replace(/\.html?$/i, "");
  let decoded = part ?? "";
  try {
    decoded = decodeURIComponent(decoded);
  } catch {
    // a broken escape: the part as written
  }
  const fromAddress = slugify(decoded);
  if (readable(fromAddress)) return fromAddress;
  const fromFile = slugify(undated(stem));
  if (readable(fromFile)) return fromFile;
  return slugify(title) || day;
}

/** Each tag once, letter case aside; one over 40 characters is left out and said. */
function unique(tags: string[], outcome: HomeOutcome, shown: string): string[] {
  const seen = new Set<string>();
  return tags.filter((tag) => {
    const key = tag.toLowerCase();
    if (!tag || seen.has(key)) return false;
    if (tag.length > 40) {
      outcome.notes.push(`${shown}: the tag "${tag}" is over 40 characters: left out`);
      return false;
    }
    seen.add(key);
    return true;
  });
}

/** A post file as the output names it. */
function shownFile(site: Site, folder: string, file: string): string {
  return relative(site.root ?? folder, file) || basename(file);
}

/** The generator the posts' own fields point to, when no config file says it. */
function byFields(pages: PostFile[]): Site["generator"] {
  const has = (field: string) => pages.some((page) => page.data[field] !== undefined);
  if (has("pubDatetime") || has("updatedDate") || has("pubDate")) return "Astro";
  if (pages.some((page) => page.format === "toml"))
    return has("taxonomies") || has("path") ? "Zola" : "Hugo";
  if (has("lastmod")) return "Hugo";
  return "unknown";
}

/** The Astro theme whose fields the posts have, for the summary. */
function astroTheme(pages: PostFile[]): string | undefined {
  const has = (field: string) => pages.some((page) => page.data[field] !== undefined);
  if (has("pubDatetime") || has("modDatetime")) return "astro-paper";
  if (has("updatedDate") || (has("publishDate") && has("coverImage"))) return "astro-theme-cactus";
  return undefined;
}

/** The folders of content/posts/ not brought from elsewhere, and the old addresses their index.md lists. */
async function localPosts(dir: string, ours: Set<string>) {
  const folders = new Set<string>();
  const aliases = new Map<string, string>();
  const entries = await readdir(join(dir, "posts"), { withFileTypes: true }).catch(() => []);
  for (const entry of entries.filter((e) => e.isDirectory())) {
    folders.add(entry.name.toLowerCase());
    if (ours.has(entry.name)) continue;
    const file = join(dir, "posts", entry.name, "index.md");
    if (!existsSync(file)) continue;
    const front = /^---\r?\n([^]*?)\r?\n---\r?$/m.exec(await readFile(file, "utf8"))?.[1];
    try {
      const list = (parseYaml(front ?? "") as { aliases?: unknown } | null)?.aliases;
      if (Array.isArray(list))
        for (const alias of list.map(String))
          aliases.set(aliasKey(alias), `content/posts/${entry.name}/index.md`);
    } catch {
      // front matter the build will name
    }
  }
  return { folders, aliases };
}

/** The summary's label: the folder, the generator, and the posts folders it read. */
export function folderLabel(folder: string, site: Site): string {
  const read = site.postsDirs.map((d) => shownFolder(site, d.dir)).join(", ");
  const generator = site.theme ? `${site.generator}, ${site.theme}'s fields` : site.generator;
  return `posts ${folder} --home (${generator}: ${read})`;
}
