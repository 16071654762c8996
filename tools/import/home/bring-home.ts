import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { parse as parseYaml, stringify as yaml } from "yaml";
import { pagePaths, sitePages } from "../../../app/lib/pages/site-pages.ts";
import { postFrontMatterSchema } from "../../../content/schema/post-file.ts";
import { takenPostSlugs } from "../../../pipeline/inputs/post-files.ts";
import { SourceError } from "../errors.ts";
import type { Counts, Skip } from "../outcome.ts";
import { publishedDay } from "../posts/dates.ts";
import { descriptionLimit } from "../../../app/lib/metadata/site-urls.ts";
import { postLanguage } from "../posts/language.ts";
import { clip } from "../posts/html.ts";
import { imageStem, type ImageLimits } from "../posts/images.ts";
import type { FeedItem } from "../posts/items.ts";
import { canonicalUrl, httpUrl, identity } from "../posts/urls.ts";
import { label } from "../report.ts";
import { handWritten, importedFiles, shown, type ContentState } from "../store/content.ts";
import { sourcesOf } from "../store/records.ts";
import type { Stage } from "../store/stage.ts";
import { homeSourcePosts, type HomeSourceSettings } from "../exports/home-source.ts";
import { articleMarkdown, readArticle, type Article } from "./article.ts";
import { deadImageLine } from "./dead-images.ts";
import { postImages, type EarlierImages } from "./images.ts";
import { oldAddress } from "./old-address.ts";
import { onOwnSite } from "./own-site.ts";
import { linkTargets, pointLinksHome } from "./post-links.ts";
import { hash, type Canonical, type HomeRecord } from "./records.ts";
import { baseSlug, uniqueSlug } from "./slug.ts";
import { aliasKey } from "../../../content/schema/alias.ts";

// `npm run import -- posts <feed> --home --canonical original|home`: each
// item's whole text becomes content/posts/<slug>/index.md, its images beside
// it, and the external entry of the same post leaves
// content/imported/posts.json. What was written is recorded
// (content/imported/home-posts.json), so a refresh rewrites only what it
// wrote itself: a post the owner has edited is left as it is.

/** A description as long as search engines show, which the build checks (stage 5). */
const maxDescription = descriptionLimit;
/** A bump makes every post brought home before convert again on the next refresh. */
const converter = 3;

export type HomeOutcome = {
  counts: Counts;
  skipped: Skip[];
  notes: string[];
  warnings: string[];
  /** Lines said as they are: what could not be converted, posts kept as the owner edited them. */
  lines: string[];
  /** The slugs of the posts added this run with --canonical home: the owner points the platform at them. */
  claimed: { slug: string; url: string }[];
};

/** A post of the feed to bring home: its item, its slug here, and whether it moves from the site's own domain. */
type Plan = {
  checked: Item;
  key: string;
  record: HomeRecord | undefined;
  skip: (why: string) => void;
  slug: string;
  moved: boolean;
};

/** Before a record's `from`: the post lost a dead image, so no refresh finds it unchanged. */
const missingImages = "missing-images:";

type Item = {
  item: FeedItem;
  name: string;
  url: string;
  publishDate: string;
  html: string;
  /** Its language, when another than the site's (posts/language.ts): index.md's `lang`. */
  lang: string | undefined;
};

/** Bring the posts of one feed home; throws a SourceError naming the feed when any part fails. */
export async function bringPostsHome(
  feed: string,
  canonical: Canonical,
  state: ContentState,
  stage: Stage,
  limits: ImageLimits,
  from: Omit<HomeSourceSettings, "timeoutMs">,
): Promise<HomeOutcome> {
  // A feed, or a platform's export: the same items either way (exports/).
  const read = await homeSourcePosts(feed, { ...from, timeoutMs: limits.timeoutMs });
  const items = read.items;
  const outcome: HomeOutcome = {
    counts: { added: 0, updated: 0, unchanged: 0 },
    skipped: [...read.skipped],
    notes: [],
    warnings: [],
    lines: [...(read.lines ?? [])],
    claimed: [],
  };
  const records = new Map((state.home ?? []).map((r) => [identity(r.url), r]));
  const local = await localPosts(state.dir);
  const named = await namedByUrl(state.dir);
  const routes = takenPostSlugs(sitePages.map((page) => page.path));
  // Each slug taken (in lowercase), with what takes it: two posts never meet in one address.
  const taken = new Map<string, string>([
    ...Object.entries(routes),
    ...[...local.folders].map((folder) => [folder, `content/posts/${folder}`] as const),
    ...(state.home ?? []).map((r) => [r.slug.toLowerCase(), `content/posts/${r.slug}`] as const),
  ]);
  const seen = new Set<string>();
  const claimedBefore = state.sources.posts.find((source) => source.feed === feed)?.canonical;
  // First every post's slug, so a post can link to one that comes after it in the feed.
  const plans: Plan[] = [];
  for (const item of items) {
    const checked = check(item, state, outcome.skipped, seen);
    if (!checked) continue;
    const key = identity(checked.url);
    const record = records.get(key);
    const skip = (why: string) =>
      outcome.skipped.push({ name: `${checked.name} (${checked.url})`, why });
    if (!record) {
      const by = named.get(key);
      if (by) {
        skip(
          `${by} names it by its URL, which the post at home will not have: delete it there to bring it home`,
        );
        continue;
      }
      const already = local.canonicals.get(key);
      if (already) {
        skip(`content/posts/${already}/index.md is this post already (its canonical)`);
        continue;
      }
    }
    const base = baseSlug(item.title, checked.url, checked.publishDate);
    const slug = record?.slug ?? uniqueSlug(base, (s) => taken.has(s.toLowerCase()));
    if (slug !== base && !record)
      outcome.notes.push(
        `${checked.name}: its slug would be ${base}, which ${taken.get(base.toLowerCase())} has: it is ${slug}`,
      );
    taken.set(slug.toLowerCase(), `${checked.name} (${checked.url})`);
    const moved = onOwnSite(checked.url, state.siteUrl);
    plans.push({ checked, key, record, skip, slug, moved });
  }
  // Every post at home, this feed's and those brought home before (a deleted folder is no page).
  const targets = linkTargets([
    ...(state.home ?? []).filter((r) => existsSync(join(state.dir, "posts", r.slug))),
    ...plans.filter((plan) => !plan.record).map((plan) => ({ ...plan, url: plan.checked.url })),
  ]);
  const movedHere: string[] = [];
  for (const { checked, key, record, skip, slug, moved } of plans) {
    const { item } = checked;
    // The owner's own old page moving home: the address here is the one to rank, whatever --canonical says.
    const its: Canonical = moved ? "home" : canonical;
    const article = readArticle(checked.html, checked.url, item.title);
    const pointed = pointLinksHome(article.tree, targets);
    const from = hash(
      JSON.stringify([
        converter,
        checked.html,
        item.title,
        item.teaser,
        item.categories,
        checked.publishDate,
        checked.lang,
        its,
        // Only for a draft, so a published post keeps its hash.
        ...(item.draft ? ["draft"] : []),
        // Only when it links to posts here, so a post that links to none keeps its hash.
        ...(pointed.length > 0 ? [pointed] : []),
      ]),
    );
    if (record) {
      const edited = await editedFiles(state.dir, record, checked.name);
      if (edited) {
        outcome.lines.push(edited);
        outcome.counts.unchanged++;
        continue;
      }
      if (record.from === from) {
        outcome.counts.unchanged++;
        continue;
      }
    }
    const earlier = record ? await earlierImages(state.dir, record) : undefined;
    const written = await writePost(
      feed,
      checked,
      article,
      slug,
      its,
      limits,
      outcome,
      skip,
      local.aliases,
      earlier,
    );
    if (!written) continue;
    const folder = `posts/${slug}`;
    let changed = false;
    for (const [file, data] of written.files)
      changed = (await stage.put(`${folder}/${file}`, data)) || changed;
    for (const file of Object.keys(record?.files ?? {}))
      if (!written.files.has(file)) {
        stage.remove(`${folder}/${file}`);
        changed = true;
      }
    const files = Object.fromEntries([...written.files].map(([file, data]) => [file, hash(data)]));
    // A post that lost a dead image never matches its hash: each refresh tries the image again.
    const next: HomeRecord = {
      url: checked.url,
      slug,
      source: feed,
      from: written.lostImages ? `${missingImages}${from}` : from,
      files,
    };
    state.home = [...(state.home ?? []).filter((r) => identity(r.url) !== key), next];
    if (!record) outcome.counts.added++;
    else if (changed) outcome.counts.updated++;
    else outcome.counts.unchanged++;
    if (moved && (!record || changed)) movedHere.push(checked.name);
    // A post that now claims this site as its home, new or switched from --canonical original.
    else if (!moved && !item.draft && canonical === "home" && (!record || claimedBefore !== "home"))
      outcome.claimed.push({ slug, url: checked.url });
  }
  if (movedHere.length > 0) outcome.notes.push(movedLine(movedHere, state.siteUrl!, canonical));
  withoutExternalEntries(state, stage, outcome);
  if (
    items.length > 0 &&
    outcome.counts.added + outcome.counts.updated + outcome.counts.unchanged === 0
  )
    outcome.warnings.push(
      `${feed}: all ${items.length} of its items were left out: is it the feed of your posts?`,
    );
  return outcome;
}

/** An item with what every post needs (a link, a title, a date, its whole text), or why it is left out. */
function check(
  item: FeedItem,
  state: ContentState,
  skipped: Skip[],
  seen: Set<string>,
): Item | undefined {
  const name = label(item.title, item.link ?? "an item without a title");
  const link = httpUrl(item.link, item.base);
  if (!link) {
    skipped.push({ name, why: item.link ? "its link is not an http(s) URL" : "no link" });
    return undefined;
  }
  const url = canonicalUrl(link);
  const key = identity(url);
  const publishDate = publishedDay(item.date, url);
  let why: string | undefined;
  if (seen.has(key)) why = "listed twice in the feed (the first is kept)";
  else if (!item.title) why = "no title";
  else if (!publishDate || !postFrontMatterSchema.shape.publishDate.safeParse(publishDate).success)
    why = "no date that can be read";
  else if (state.handWrittenPosts.has(key))
    why =
      "content/posts.ts lists it by hand: delete that entry to bring it home, or it would be listed twice";
  else if (!item.articleHtml?.trim()) why = "the feed gives only its summary, not the whole post";
  seen.add(key);
  if (why) {
    skipped.push({ name: item.title ? `${name} (${url})` : url, why });
    return undefined;
  }
  // As an external entry's: the item's or its feed's xml:lang, else the script of its title.
  const lang = postLanguage(item.language, state.siteLocale, item.title);
  return { item, name, url, publishDate: publishDate!, html: item.articleHtml!, lang };
}

/**
 * The post's files (index.md and its images), and whether a dead image was
 * left out; undefined when nothing of it is left to bring home.
 */
async function writePost(
  feed: string,
  { item, name, url, publishDate, lang }: Item,
  article: Article,
  slug: string,
  canonical: Canonical,
  limits: ImageLimits,
  outcome: HomeOutcome,
  skip: (why: string) => void,
  oldAddresses: Map<string, string>,
  earlier?: EarlierImages,
): Promise<{ files: Map<string, Buffer>; lostImages: boolean } | undefined> {
  const images = await postImages(article.images, limits, earlier);
  if (typeof images === "string") throw new SourceError(feed, `${name}: ${images}`);
  const dead = new Set([...images.dead].filter(([, d]) => !d.kept).map(([image]) => image));
  const {
    markdown: body,
    withoutAlt,
    deadAlt,
  } = await articleMarkdown(article, images.names, dead);
  if (!body.trim()) {
    skip("nothing of it is left once made safe (only embeds or script?)");
    return undefined;
  }
  for (const what of [...article.cannot, ...images.cannot])
    outcome.lines.push(`cannot convert in ${name}: ${what}`);
  // Warnings, not failures: the rest comes home, and the run ends well.
  for (const [image, { why, kept }] of images.dead)
    outcome.warnings.push(
      deadImageLine(slug, image, { why, ...(kept ? { kept } : {}), alt: deadAlt.get(image) ?? "" }),
    );
  for (const file of withoutAlt)
    outcome.notes.push(
      `${name}: ./${file} has no alt text: describe it in content/posts/${slug}/index.md`,
    );
  // Its home here, the post keeps its address on the writer's own old site as an alias
  // (a draft had none: it was never published).
  let moved = canonical === "home" && !item.draft ? oldAddress(url, slug, pagePaths) : undefined;
  if (moved && "why" in moved && !moved.why.includes("a platform's"))
    outcome.notes.push(`${name}: ${url} is no alias of content/posts/${slug}: ${moved.why}`);
  // An old address leads to one post: one another post lists already stays its (the build would stop).
  const owner = moved && "alias" in moved ? oldAddresses.get(aliasKey(moved.alias)) : undefined;
  if (moved && "alias" in moved && owner !== undefined && owner !== slug) {
    outcome.notes.push(
      `${name}: its old address ${moved.alias} is content/posts/${owner}/index.md's already, which it leads to: not an alias of content/posts/${slug} too`,
    );
    moved = undefined;
  } else if (moved && "alias" in moved) oldAddresses.set(aliasKey(moved.alias), slug);
  const frontMatter = {
    title: item.title,
    description: clip(item.teaser || article.firstParagraph || item.title, maxDescription),
    publishDate,
    ...(lang ? { lang } : {}),
    ...(tags(item.categories).length ? { tags: tags(item.categories) } : {}),
    ...(canonical === "original" && !item.draft ? { canonical: url } : {}),
    ...(moved && "alias" in moved ? { aliases: [moved.alias] } : {}),
    ...(item.draft ? { draft: true } : {}),
  };
  const valid = postFrontMatterSchema.safeParse(frontMatter);
  if (!valid.success) {
    const issue = valid.error.issues[0]!;
    skip(`${issue.path.join(".")} ${issue.message}`);
    return undefined;
  }
  // As remark writes it: Prettier would strip the trailing spaces of code lines (and the owner's
  // format check leaves content/posts/ alone).
  const text = `---\n${yaml(frontMatter, { lineWidth: 0 })}---\n\n${body}`;
  return {
    files: new Map([["index.md", Buffer.from(text)], ...images.files]),
    lostImages: dead.size > 0,
  };
}

/**
 * The images a post brought home before, by their names' stems: one its
 * host no longer serves is kept rather than lost. Read only once the
 * post's files are known to be as written (editedFiles).
 */
async function earlierImages(dir: string, record: HomeRecord): Promise<EarlierImages> {
  const earlier: EarlierImages = new Map();
  for (const name of Object.keys(record.files)) {
    if (name === "index.md") continue;
    const data = await readFile(join(dir, "posts", record.slug, name)).catch(() => undefined);
    if (data) earlier.set(name.replace(/\.[^.]+$/, ""), { name, data });
  }
  return earlier;
}

/** The one line that says which posts moved here from the site's own domain, and what that means. */
function movedLine(names: string[], siteUrl: string, canonical: Canonical): string {
  const unlike =
    canonical === "original"
      ? " (unlike --canonical original, which would name addresses that now lead here)"
      : "";
  return (
    `on this site's own domain (${new URL(siteUrl).host}, links.baseUrl), so moved here, not cross-posted: ` +
    `no canonical${unlike}, their old paths kept as aliases, nothing to change elsewhere: ${names.join(", ")}`
  );
}

/** Each category once (letter case aside), as a tag the site takes (at most 40 characters). */
function tags(categories: string[]): string[] {
  const seen = new Set<string>();
  return categories
    .map((category) => category.replace(/\s+/g, " ").trim())
    .filter((tag) => {
      const key = tag.toLowerCase();
      if (!tag || tag.length > 40 || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/**
 * The line that says how the owner changed a post brought home, which a
 * refresh then leaves as it is: its folder deleted, or a file it was
 * written with edited or gone. Undefined when every file is as written.
 */
export async function editedFiles(
  dir: string,
  record: HomeRecord,
  name: string,
): Promise<string | undefined> {
  const folder = join(dir, "posts", record.slug);
  if (!existsSync(folder))
    return `left out ${name}: you deleted ${shown(folder)} (to bring it home again, delete its entry from ${shown(join(dir, importedFiles.home))})`;
  const kept = (what: string) => `kept ${what}: the feed's version of ${name} is not brought in`;
  for (const [file, written] of Object.entries(record.files)) {
    const now = await readFile(join(folder, file)).catch(() => undefined);
    if (!now) return kept(`${shown(folder)} as you left it (${file} is gone)`);
    if (hash(now) !== written) return kept(`${shown(join(folder, file))} as you edited it`);
  }
  // A file the owner added (a translation, an image of their own) is theirs too.
  const added = (await readdir(folder)).filter((file) => !Object.hasOwn(record.files, file));
  if (added.length > 0)
    return kept(`${shown(folder)} as you left it (you added ${added.join(", ")})`);
  return undefined;
}

/** The folders of content/posts/ (in lowercase), and the posts there that name a canonical URL, by it. */
async function localPosts(dir: string) {
  const folders = new Set<string>();
  const canonicals = new Map<string, string>();
  /** Each old address a post lists (by aliasKey, as hosts read it), with the post's folder. */
  const aliases = new Map<string, string>();
  const names = await readdir(join(dir, "posts"), { withFileTypes: true }).catch(() => []);
  for (const entry of names.filter((e) => e.isDirectory())) {
    folders.add(entry.name.toLowerCase());
    const text = await readFile(join(dir, "posts", entry.name, "index.md"), "utf8").catch(() => "");
    const front = /^---\r?\n([^]*?)\r?\n---\r?$/m.exec(text)?.[1];
    try {
      const data = parseYaml(front ?? "") as { canonical?: unknown; aliases?: unknown } | null;
      if (typeof data?.canonical === "string") canonicals.set(identity(data.canonical), entry.name);
      if (Array.isArray(data?.aliases))
        for (const alias of data.aliases.map(String)) aliases.set(aliasKey(alias), entry.name);
    } catch {
      // front matter the build will name; nothing to learn from it here
    }
  }
  return { folders, canonicals, aliases };
}

/**
 * The URLs content/overrides.ts and content/languages.ts name posts by: an
 * external entry they name cannot leave posts.json, or the build would
 * refuse a key that names no post.
 */
async function namedByUrl(dir: string): Promise<Map<string, string>> {
  const named = new Map<string, string>();
  const { overrides } = await handWritten(dir, "overrides.ts");
  const { hidden = [], posts = {} } = (overrides ?? {}) as { hidden?: unknown; posts?: unknown };
  const keys = (value: unknown) => (value && typeof value === "object" ? Object.keys(value) : []);
  for (const url of [...(Array.isArray(hidden) ? hidden.map(String) : []), ...keys(posts)])
    named.set(identity(url), "content/overrides.ts");
  const { languages } = await handWritten(dir, "languages.ts");
  for (const words of Object.values((languages ?? {}) as Record<string, { posts?: unknown }>))
    for (const url of keys(words?.posts))
      if (!named.has(identity(url))) named.set(identity(url), "content/languages.ts");
  return named;
}

/**
 * Every post at home leaves content/imported/posts.json, so no post is
 * listed twice; with it goes the thumbnail imported for it.
 */
export function withoutExternalEntries(state: ContentState, stage: Stage, outcome: HomeOutcome) {
  const home = new Set((state.home ?? []).map((r) => identity(r.url)));
  const gone = state.posts.filter((post) => home.has(identity(post.url)));
  if (gone.length === 0) return;
  state.posts = state.posts.filter((post) => !home.has(identity(post.url)));
  const inUse = new Set(state.posts.map((post) => post.thumbnail));
  for (const post of gone)
    if (post.thumbnail?.startsWith(`${imageStem(post.url)}.`) && !inUse.has(post.thumbnail))
      stage.remove(`images/${post.thumbnail}`);
  const names = gone.map((post) => label(post.title, post.url));
  const from = [...new Set(gone.flatMap(sourcesOf))];
  outcome.notes.push(
    `at home now, so no longer in content/imported/posts.json${from.length ? ` (from ${from.join(", ")})` : ""}: ${names.join(", ")}`,
  );
}
