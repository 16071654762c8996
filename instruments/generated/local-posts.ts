import { Document, isSeq, parseDocument } from "yaml";
import { languageTag } from "../../app/lib/metadata/site-urls.ts";
import { tagSlug } from "../../app/lib/tags/site-tags.ts";
import type { PostFrontMatterInput } from "../../content/schema/post-file.ts";
import { imageSpec, type ImageSpec } from "./images.ts";
import type { Random } from "./random.ts";
import { locales, scriptOf, type ScriptName } from "./scripts.ts";
import { longWords, words as wordsOf, type Words } from "./words.ts";

// Posts written on the site (content/posts/<slug>/index.md, docs/customize.md,
// "Posts written on your site"), as the schema and the renderer take them and
// varied in what a test could wrongly assume: none, one or a few; slugs short,
// long and of digits; old, recent and to-come dates, drafts, cross-posts,
// updates, tags in any script; bodies with every construct the renderer
// knows (no level-1 heading: it refuses one), the owner's words at their
// limits, right-to-left text, a word no line can break, and images beside
// the post in every format; and in a site of several languages, now and then
// a translation; now and then a post in another language than the owner's
// (`lang`), one of the site's or not. site-files.ts writes them as Prettier does.

/** One post's folder: its files (index.md, index.<locale>.md) and its images, by name. */
export type LocalPostSpec = {
  slug: string;
  /** Each Markdown file, front matter and body, as generated (site-files.ts formats it). */
  files: Record<string, string>;
  images: Record<string, ImageSpec>;
};

/** What the posts take from the rest of the site. */
export type PostKit = {
  random: Random;
  /** The owner's words. */
  words: Words;
  /** The site's other languages (content/languages.ts's keys): a post may be translated into them. */
  languages: readonly string[];
  /** The site's own pages are under origin + basePath. */
  origin: string;
  basePath: string;
  /** Other sites' hosts, for links and cross-posts. */
  hosts: readonly string[];
  /** Technologies, for tags. */
  technologies: readonly string[];
  /** A description in `words`, now and then at the edge of `limit`. */
  description: (words: Words, limit: number) => string;
  /** A day ("YYYY-MM-DD") of the years `from` to `to`. */
  day: (from: number, to: number) => string;
};

/** Words a slug is made of: lowercase ASCII, as a folder's name must be. */
const slugWords =
  "queues|retries|cold|starts|go|edge|ledger|notes|on|the|a|of|in|review|kafka|latency|v2|why|we|moved|to|postgres|from|mysql|and|what|broke".split(
    "|",
  );

/** Code in the languages the highlighter knows. */
const code: [language: string, code: string][] = [
  [
    "ts",
    "export async function retry<T>(run: () => Promise<T>, times = 3): Promise<T> {\n  try {\n    return await run();\n  } catch (error) {\n    if (times === 0) throw error;\n    return retry(run, times - 1);\n  }\n}",
  ],
  [
    "go",
    'func main() {\n\tstart := time.Now()\n\tdefer func() { fmt.Println(time.Since(start)) }()\n\tserve(":8080")\n}',
  ],
  [
    "python",
    "def backoff(attempt: int, base: float = 0.1) -> float:\n    # Doubles each time, up to half a minute.\n    return min(30.0, base * 2**attempt)",
  ],
  ["bash", 'npm ci && npm run build\nfor page in build/client/*.html; do\n  wc -c "$page"\ndone'],
  [
    "json",
    '{\n  "service": "ledger",\n  "retries": 3,\n  "regions": ["eu-west-1", "ap-south-1"]\n}',
  ],
];

/** Code in languages it does not know: shown plain, with a warning. */
const unknownCode: [language: string, code: string][] = [
  ["pseudocode", "repeat\n  wait 2^n seconds\nuntil the call succeeds or n = 5"],
  ["rockstar", "Midnight takes your heart and your soul\nWhile your heart is as high as your soul"],
];

const inlineMath = ["E = mc^2", "\\sqrt{2}", "a_i \\le b_i", "O(n \\log n)", "p_{99}"];
const displayMath = [
  "\\sum_{i=1}^{n} i = \\frac{n(n+1)}{2}",
  "\\int_0^1 x^2 \\, dx = \\frac{1}{3}",
  "\\begin{pmatrix} a & b \\\\ c & d \\end{pmatrix}",
  "P(\\text{fail}) = 1 - (1 - p)^{k}",
];

const alerts = ["NOTE", "TIP", "IMPORTANT", "WARNING", "CAUTION"];

/** The scripts written right to left, for a passage in another direction. */
const rightToLeft: ScriptName[] = ["arabic", "hebrew", "persian", "urdu"];

/** How many posts: none for half the sites, one for a quarter, a few for the rest. */
const howMany = (random: Random) =>
  random.chance(0.5) ? 0 : random.chance(0.5) ? 1 : random.int(2, 5);

/** `text` cut to at most `max` UTF-16 units (a tag's limit counts them), never inside a pair. */
function cut(text: string, max: number): string {
  let made = "";
  for (const point of text) {
    if (made.length + point.length > max) break;
    made += point;
  }
  return made.trim();
}

/** The posts of a site, and a few words on them for the site's summary (none without). */
export function localPosts(kit: PostKit): { posts: LocalPostSpec[]; trait?: string } {
  const { random } = kit;
  const count = howMany(random);
  if (count === 0) return { posts: [] };
  const taken = new Set<string>();
  // Each post's place first, so a body can link to another post a build always publishes.
  const plans = Array.from({ length: count }, () => {
    const slug = slugOf(random, taken);
    // Old, recent (a day of this year may be to come), between, or next year's.
    const [from, to] = random.pick([
      [2005, 2015],
      [2005, 2015],
      [2025, 2026],
      [2025, 2026],
      [2016, 2024],
      [2027, 2027],
    ] as const);
    const publishDate = kit.day(from, to);
    const draft = random.chance(0.15);
    return { slug, publishDate, draft };
  });
  const published = plans
    .filter((plan) => !plan.draft && plan.publishDate < "2026")
    .map((plan) => plan.slug);
  let drafts = 0;
  let toCome = 0;
  let crossPosts = 0;
  const translated: string[] = [];
  const posts = plans.map(({ slug, publishDate, draft }): LocalPostSpec => {
    const images = Object.fromEntries(
      Array.from({ length: random.pick([0, 0, 1, 1, 2, 3]) }, (_, i) =>
        imageSpec(random, random.pick(["figure", "photo", "Diagram", "screenshot_"]) + String(i)),
      ),
    );
    const links = published.filter((other) => other !== slug).map((other) => `../${other}`);
    const canonical = random.chance(0.2)
      ? `https://${random.pick(kit.hosts)}/@owner/${slug}`
      : undefined;
    const files: Record<string, string> = {
      "index.md": postFile(
        kit,
        kit.words,
        { publishDate, draft, canonical },
        bodyOf(kit, kit.words, Object.keys(images), links),
      ),
    };
    if (draft) drafts++;
    if (publishDate >= "2027") toCome++;
    if (canonical) crossPosts++;
    if (kit.languages.length > 0 && random.chance(0.4)) {
      const locale = random.pick(kit.languages);
      const script = locales.find(([key]) => key === locale)![1];
      const words = wordsOf(random, scriptOf(script));
      const later = random.chance(0.3) ? kit.day(Number(publishDate.slice(0, 4)), 2027) : "";
      files[`index.${locale}.md`] = postFile(
        kit,
        words,
        {
          publishDate: later > publishDate ? later : publishDate,
          draft: random.chance(0.15),
          canonical,
        },
        bodyOf(kit, words, random.some(Object.keys(images)), links),
      );
      translated.push(locale);
    }
    return { slug, files, images };
  });
  const details = [
    drafts > 0 && `${drafts} draft${drafts === 1 ? "" : "s"}`,
    toCome > 0 && `${toCome} dated 2027`,
    crossPosts > 0 && `${crossPosts} cross-posted`,
    translated.length > 0 && `translated into ${[...new Set(translated)].join(" and ")}`,
  ].filter(Boolean);
  const trait = `${count} post${count === 1 ? "" : "s"} written here${details.length > 0 ? ` (${details.join(", ")})` : ""}`;
  return { posts, trait };
}

/** A folder's name: short, of digits, long, or a few words; none twice. */
function slugOf(random: Random, taken: Set<string>): string {
  const joined = (min: number, max: number) =>
    Array.from({ length: random.int(min, max) }, () => random.pick(slugWords)).join("-");
  const made = [
    () => random.pick(["a", "x", "go", "z9", "k8s"]),
    () => random.pick(["2024", "42", "0", "2024-in-review", "1999-12-31", "v1-2-3", "100-days"]),
    () => joined(14, 20),
    () => joined(2, 4),
  ][random.int(0, 3)]!();
  let slug = made;
  for (let n = 2; taken.has(slug); n++) slug = `${made}-${n}`;
  taken.add(slug);
  return slug;
}

/** A file of a post: its front matter, written as YAML can write it, and its body. */
function postFile(
  kit: PostKit,
  words: Words,
  given: { publishDate: string; draft: boolean; canonical: string | undefined },
  body: string,
): string {
  const { random } = kit;
  const { publishDate, draft, canonical } = given;
  const year = Number(publishDate.slice(0, 4));
  const changed = random.chance(0.3) ? kit.day(year, Math.max(year, 2026)) : undefined;
  const tags = tagsOf(kit, words);
  const frontMatter: PostFrontMatterInput = {
    title: words.text(1, 14),
    description: kit.description(words, 200),
    publishDate,
    // An update on the very day now and then: no earlier than the post.
    ...(changed !== undefined && { updated: changed < publishDate ? publishDate : changed }),
    ...((tags.length > 0 || random.chance(0.2)) && { tags }),
    ...((draft || random.chance(0.1)) && { draft }),
    ...(canonical !== undefined && { canonical }),
  };
  const yaml = new Document(frontMatter);
  // Tags as a list, a line each, or in brackets: [Go, Performance].
  const list = yaml.get("tags", true);
  if (isSeq(list)) list.flow = random.chance(0.5);
  return `---\n${yaml.toString({ lineWidth: random.pick([0, 80]) })}---\n\n${body}`;
}

/**
 * The tags a site's posts carry so far, by slug: a valid site has no two tags
 * that meet in one page (app/lib/tags/tag-problems.ts), so a tag whose slug
 * another tag took (as "Node JS" after "Node.js"), or that makes none, is not drawn.
 */
const tagsBySlug = new WeakMap<PostKit, Map<string, string>>();

function freeTag(kit: PostKit, tag: string): boolean {
  const taken = tagsBySlug.get(kit) ?? new Map<string, string>();
  tagsBySlug.set(kit, taken);
  const slug = tagSlug(tag);
  if (slug === "" || slug === "index") return false;
  const had = taken.get(slug);
  if (had !== undefined) return had.trim().toLowerCase() === tag.trim().toLowerCase();
  taken.set(slug, tag);
  return true;
}

/** None, one or several tags: technologies, the owner's words, one at the 40-character limit. */
function tagsOf(kit: PostKit, words: Words): string[] {
  const { random, technologies } = kit;
  const kind = random.int(0, 2);
  if (kind === 0) return [];
  const atLimit = () => {
    let text = words.plain(6, 10);
    while (text.length < 40) text += ` ${words.plain(2, 4)}`;
    return cut(text, 40);
  };
  const pool = [
    ...random.some(technologies, 1, 4),
    cut(words.plain(1, 2), 40),
    cut(words.plain(1, 3), 40),
    ...(random.chance(0.3) ? [atLimit()] : []),
  ];
  const seen = new Set<string>();
  return random.some(pool, 1, kind === 1 ? 1 : pool.length).filter((tag) => {
    const key = tag.trim().toLowerCase();
    return tag.trim() !== "" && !seen.has(key) && freeTag(kit, tag) && seen.add(key);
  });
}

/**
 * A body in `words`: an opening paragraph, then headings (## to ####),
 * paragraphs with inline code, links, math and footnotes, lists, task
 * lists, tables, quotes and alerts, code, display math, a passage right to
 * left, a word no line can break, and each of `images` shown.
 */
function bodyOf(kit: PostKit, words: Words, images: string[], links: string[]): string {
  const { random } = kit;
  const footnotes: string[] = [];
  const definitions: string[] = [];
  /** The owner's words on one line (a list item, a cell): any odd form, but no line break. */
  const line = (min: number, max: number) => words.text(min, max).replace(/\s+/g, " ").trim();
  const ownPages = [
    "../",
    "../../",
    "../../projects",
    "../../about-me",
    `${kit.origin}${kit.basePath}blog`,
    ...links,
  ];
  const external = () => {
    const host = random.pick(kit.hosts);
    return `https://${host}/${random.pick(slugWords)}${random.chance(0.3) ? "?ref=post#top" : ""}`;
  };
  const inline = [
    () =>
      `\`${random.pick(["npm run build", "GET /health", "SELECT 1", "<div>", words.plain(1, 2)])}\``,
    () => `[${words.plain(1, 4)}](${external()})`,
    () => `[${words.plain(1, 4)}](${random.pick(ownPages)})`,
    () => `**${words.plain(1, 3)}**`,
    () => `_${words.plain(1, 3)}_`,
    () => `~~${words.plain(1, 3)}~~`,
    () => `$${random.pick(inlineMath)}$`,
    () => `$$${random.pick(inlineMath)}$$`,
    () => `<kbd>Ctrl</kbd>+<kbd>C</kbd>`,
    () => external(),
    () => {
      const label = random.chance(0.5) ? String(footnotes.length + 1) : `note-${footnotes.length}`;
      footnotes.push(label);
      definitions.push(`[^${label}]: ${line(2, 16)}`);
      return `[^${label}]`;
    },
  ];
  const paragraph = () => {
    const parts = [words.text(4, 40)];
    for (let n = random.int(0, 3); n > 0; n--) parts.push(random.pick(inline)(), words.plain(1, 8));
    return parts.join(" ");
  };
  let figure = 0;
  const image = (name: string) => {
    const alt = random.chance(0.2) ? '""' : words.plain(1, 8);
    const src = random.chance(0.8) ? `./${name}` : name;
    const title = random.chance(0.2) ? ` "${words.plain(1, 4).replace(/"/g, "")}"` : "";
    if (random.chance(0.15)) {
      const label = `figure-${++figure}`;
      definitions.push(`[${label}]: ${src}${title}`);
      return `![${alt}][${label}]`;
    }
    return `![${alt}](${src}${title})`;
  };
  const fence = (language: string, text: string) => {
    const mark = random.chance(0.2) ? "~~~" : "```";
    return `${mark}${language}\n${text}\n${mark}`;
  };
  const heading = (level: number) => `${"#".repeat(level)} ${words.plain(1, 6)}`;
  const blocks = [
    () => heading(random.int(2, 4)),
    // Sections within sections, to the deepest level the list of sections shows.
    () =>
      [2, 3, 4]
        .slice(0, random.int(2, 3))
        .flatMap((level) => [heading(level), paragraph()])
        .join("\n\n"),
    paragraph,
    () => {
      const ordered = random.chance(0.4);
      const start = random.pick([1, 1, 3, 10]);
      return Array.from({ length: random.int(1, 6) }, (_, i) => {
        const marker = ordered ? `${start + i}.` : "-";
        const item = `${marker} ${line(1, 12)}`;
        return random.chance(0.2)
          ? `${item}\n${" ".repeat(marker.length + 1)}- ${line(1, 6)}`
          : item;
      }).join("\n");
    },
    () =>
      Array.from(
        { length: random.int(1, 5) },
        () => `- [${random.chance(0.5) ? "x" : " "}] ${line(1, 8)}`,
      ).join("\n"),
    () => {
      const columns = random.int(2, 4);
      const row = (cell: () => string) =>
        `| ${Array.from({ length: columns }, cell).join(" | ")} |`;
      const cell = () =>
        random.pick([
          () => line(1, 4).replace(/\|/g, "\\|"),
          () => `\`${random.pick(slugWords)}\``,
          () => String(random.int(0, 99_999)),
          () => `${random.int(1, 999)} ms`,
        ])();
      return [
        row(() => words.plain(1, 2)),
        row(() => random.pick(["---", ":--", ":-:", "--:"])),
        ...Array.from({ length: random.int(1, 5) }, () => row(cell)),
      ].join("\n");
    },
    () => `> ${line(3, 30)}${random.chance(0.3) ? `\n>\n> ${line(2, 10)}` : ""}`,
    () => `> [!${random.pick(alerts)}]\n> ${line(3, 20)}`,
    () => {
      const [language, text] = random.pick(code);
      // Its name as written in any case, or none (shown plain, without a warning).
      return fence(random.pick([language, language, language.toUpperCase(), ""]), text);
    },
    () => fence(...random.pick(unknownCode)),
    () =>
      random.chance(0.8)
        ? `$$\n${random.pick(displayMath)}\n$$`
        : fence("math", random.pick(displayMath)),
    () => wordsOf(random, scriptOf(random.pick(rightToLeft))).plain(4, 20),
    () => `${words.plain(1, 5)} ${random.pick(longWords)} ${words.plain(0, 3)}`,
    () => `<details>\n<summary>${words.plain(1, 4)}</summary>\n\n${line(3, 20)}\n\n</details>`,
  ];
  const body = [paragraph()];
  for (let n = random.int(1, 12); n > 0; n--) body.push(random.pick(blocks)());
  for (const name of images) body.splice(random.int(1, body.length), 0, image(name));
  return `${[...body, ...definitions].join("\n\n")}\n`;
}

/**
 * What writers' real posts hold and the first generator left out, added to
 * some of `posts`' files: a code line wider than any column (a URL, a long
 * call) and a comparison table with an empty corner (`| | Old | New |`).
 * Drawn after the rest of the site, so that a seed's site is what it was,
 * plus these.
 */
export function withRealPostParts(random: Random, posts: LocalPostSpec[]): string[] {
  const added: string[] = [];
  for (const post of posts)
    for (const [name, file] of Object.entries(post.files)) {
      const parts: string[] = [];
      if (random.chance(0.4)) {
        const path = Array.from({ length: random.int(12, 30) }, () => random.pick(slugWords));
        const line = `const url = new URL("https://${random.pick(["api.example.com", "例え.jp"])}/${path.join("/")}?page=2&per_page=100");`;
        parts.push(`\`\`\`${random.pick(["ts", "js", ""])}\n${line}\nawait fetch(url);\n\`\`\``);
        added.push("a code line wider than the column");
      }
      if (random.chance(0.4)) {
        const columns = random.int(2, 4);
        const row = (first: string, cell: () => string) =>
          `| ${[first, ...Array.from({ length: columns }, cell)].join(" | ")} |`;
        parts.push(
          [
            row("", () => random.pick(slugWords)),
            row("---", () => random.pick(["---", ":-:", "--:"])),
            ...Array.from({ length: random.int(1, 4) }, () =>
              row(random.pick(slugWords), () => `${random.int(1, 999)} ms`),
            ),
          ].join("\n"),
        );
        added.push("a table with an empty corner");
      }
      // Before the footnotes' and images' definitions would do as well: Markdown reads them anywhere.
      if (parts.length > 0) post.files[name] = `${file.trimEnd()}\n\n${parts.join("\n\n")}\n`;
    }
  return [...new Set(added)];
}

/**
 * Mixed-language sites: some of `posts` written in another language than
 * the owner's (`owner`, a locale), their index.md's `lang` set (its tag, or
 * the language alone) and its title, description and first words in that
 * language's script: now one of the site's other languages (`languages`)
 * the post is not translated into, now one the site does not speak. Drawn
 * last, so that a seed's site is what it was, plus these.
 */
export function withOtherLanguagePosts(
  random: Random,
  posts: LocalPostSpec[],
  owner: string,
  languages: readonly string[],
): string[] {
  const added: string[] = [];
  const primary = (locale: string) => locale.split("_")[0];
  for (const post of posts) {
    if (!random.chance(0.25)) continue;
    const untranslated = languages.filter((locale) => !post.files[`index.${locale}.md`]);
    const elsewhere = locales.filter(([locale]) => primary(locale) !== primary(owner));
    const site = untranslated.length > 0 && random.chance(0.5);
    const locale = site ? random.pick(untranslated) : random.pick(elsewhere)[0];
    const script = locales.find(([key]) => key === locale)![1];
    const words = wordsOf(random, scriptOf(script));
    const file = post.files["index.md"]!;
    const close = file.indexOf("\n---\n", 4);
    const frontMatter = parseDocument(file.slice(4, close + 1));
    frontMatter.set("title", words.text(1, 14));
    frontMatter.set("description", words.text(2, 30));
    frontMatter.set("lang", random.chance(0.5) ? languageTag(locale) : primary(locale));
    const body = file.slice(close + 5);
    post.files["index.md"] =
      `---\n${frontMatter.toString({ lineWidth: 0 })}---\n\n${words.text(3, 30)}\n\n${body.trimStart()}`;
    added.push(site ? `a post in ${locale}, one of the site's languages` : `a post in ${locale}`);
  }
  return added;
}

/**
 * Old addresses (`aliases`) on about a third of the posts, as a writer who
 * moved her blog home lists them: a dated path in the post's own script, now
 * and then an old numbered page too. Drawn last of all, so that a seed's site
 * is what it was, plus these.
 */
export function withOldAddresses(random: Random, posts: LocalPostSpec[]): string[] {
  let listed = 0;
  for (const [index, post] of posts.entries()) {
    if (!random.chance(0.35)) continue;
    const file = post.files["index.md"]!;
    const close = file.indexOf("\n---\n", 4);
    const frontMatter = parseDocument(file.slice(4, close + 1));
    const day = String(frontMatter.get("publishDate") ?? "2020-01-01").slice(0, 10);
    const aliases = [`/${day.replaceAll("-", "/")}/${post.slug}/`];
    if (random.chance(0.5)) aliases.push(`/archives/${index + 1}.html`);
    frontMatter.set("aliases", aliases);
    post.files["index.md"] =
      `---\n${frontMatter.toString({ lineWidth: 0 })}---\n${file.slice(close + 5)}`;
    listed += aliases.length;
  }
  return listed > 0 ? [`${listed} old addresses of posts`] : [];
}
