import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { getFileInfo } from "prettier";
import sharp from "sharp";
import { expect, test } from "vitest";
import { analyticsSchema } from "../../content/schema/analytics.ts";
import { withLocalPosts } from "../../app/lib/content/local-posts.ts";
import { sameLanguage } from "../../app/lib/content/post-language.ts";
import { validateContent } from "../../app/lib/content/validate-content.ts";
import { dictionaryFor } from "../../app/lib/i18n/languages.ts";
import { languageTag, pageUrl } from "../../app/lib/metadata/site-urls.ts";
import { pagePaths, postPagePath } from "../../app/lib/pages/site-pages.ts";
import { techFilter } from "../../app/lib/projects/tech-filter.ts";
import { parseSettings, type Settings } from "../../app/lib/settings/settings-schema.ts";
import { siteWords } from "../../app/lib/i18n/site-words.ts";
import { textDirection } from "../../app/lib/content/text-direction.ts";
import { readPostFiles, takenPostSlugs } from "../../pipeline/inputs/post-files.ts";
import { publishedPosts } from "../../pipeline/inputs/published-posts.ts";
import { renderMarkdown } from "../../pipeline/markdown/render-markdown.ts";
import { generateSite, type GeneratedSite, type ImageSpec } from "./generate-site.ts";
import { draw, postImages, postTexts } from "./drawn-files.ts";
import {
  aliasProblems,
  postAliases,
  type AliasLanguage,
} from "../../pipeline/inputs/post-aliases.ts";

// The generator's promises, on many seeds at once: the same seed gives the
// same site and writes the same files, every site it makes is valid (the
// build's own checks accept it, its posts written here read and rendered as
// the build reads and renders them), and over a few hundred seeds it varies
// everything a test could wrongly assume.

const seeds = Array.from({ length: 200 }, (_, i) => i * 7919);

test("a seed always gives the same site, and writes the same files", async () => {
  for (const seed of seeds.slice(0, 20)) {
    const [site, again] = [generateSite(seed), generateSite(seed)];
    expect(JSON.stringify(site)).toBe(JSON.stringify(again));
    // The posts' Markdown as site-files.ts writes it, and their images to draw.
    expect(postTexts(site)).toEqual(postTexts(again));
    expect(postImages(site)).toEqual(postImages(again));
  }
  expect(JSON.stringify(generateSite(1))).not.toBe(JSON.stringify(generateSite(2)));
});

function validated(site: GeneratedSite) {
  const settings = parseSettings(site.settings, site.links);
  const files = { images: Object.keys(site.images), files: Object.keys(site.files) };
  const content = validateContent(site, files, settings);
  const others = Object.keys(site.languages ?? {}).map((locale) =>
    validateContent(site, files, settings, locale),
  );
  if (site.analytics) analyticsSchema.parse(site.analytics);
  return { settings, content, others };
}

/** Whether the owner's format check (prettier --check .) reads `path`: never an owner's post. */
const formatChecked = async (path: string) =>
  !(
    await getFileInfo(path, {
      ignorePath: fileURLToPath(new URL("../../.prettierignore", import.meta.url)),
    })
  ).ignored;

/**
 * content/posts/ as site-files.ts writes it, read as the build reads it
 * (readPostFiles throws on anything it refuses) and each file rendered as the
 * build renders a post (renderMarkdown throws on what a post may not hold),
 * every image it shows a file beside it that the image pipeline reads; and
 * each file one the owner's format check (prettier --check) leaves alone, as written.
 */
async function writtenPosts(
  site: GeneratedSite,
  settings: Settings,
  siteLanguages: readonly AliasLanguage[],
) {
  if (site.localPosts.length === 0) return { posts: [], rendered: [] };
  const texts = postTexts(site);
  const root = mkdtempSync(join(tmpdir(), `generated-${site.seed}-`));
  let posts;
  try {
    for (const [path, text] of Object.entries(texts)) {
      expect(await formatChecked(path), `seed ${site.seed}: ${path} is left to its owner`).toBe(
        false,
      );
      mkdirSync(join(root, dirname(path)), { recursive: true });
      writeFileSync(join(root, path), text);
    }
    const languages = Object.keys(site.languages ?? {});
    posts = readPostFiles(root, { languages, routes: takenPostSlugs(pagePaths) });
    // Their old addresses, as the build checks them against each other and the site's pages.
    const aliases = postAliases(root, posts, siteLanguages);
    expect(aliasProblems(aliases, posts, siteLanguages, pagePaths)).toEqual([]);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
  const images = postImages(site);
  const rendered = [];
  for (const post of posts) {
    const baseUrl = `${pageUrl(settings.baseUrl, settings.basePath, postPagePath(post.slug))}/`;
    const files = [
      [site.owner.locale, post.default] as const,
      ...Object.entries(post.translations),
    ];
    for (const [locale, file] of files) {
      const shown: { name: string; alt: string }[] = [];
      const result = await renderMarkdown(file.body, {
        file: file.file,
        bodyLine: file.bodyLine,
        baseUrl,
        locale,
        image: ({ src, alt }) => {
          // As pipeline/vite-plugins/local-posts.ts finds it: a file of the post's folder.
          const name = decodeURI(src.split(/[?#]/)[0]!).replace(/^\.\//, "");
          expect(images[`${post.folder}/${name}`], `${file.file}: ${src}`).toBeDefined();
          expect(name).toMatch(/^[^/]+\.(jpe?g|png|webp|avif)$/i);
          shown.push({ name, alt });
          return "";
        },
      });
      for (const warning of result.warnings)
        expect(warning).toMatch(/: the code language "\w+" is not one the site highlights/);
      rendered.push({ ...result, file, shown });
    }
  }
  return { posts, rendered };
}

test("every generated site is one the build accepts, and together they vary all a test could assume", async () => {
  const seen = new Set<string>();
  const smallest: Partial<Record<ImageSpec["format"], ImageSpec>> = {};
  const note = (fact: string, holds: unknown = true) => holds && seen.add(fact);
  const amount = (n: number) => (n === 0 ? "none" : n === 1 ? "one" : "many");
  for (const seed of seeds) {
    const site = generateSite(seed);
    const { settings, content, others } = validated(site);
    const { posts, rendered } = await writtenPosts(site, settings, content.languages).catch(
      (error: Error) => {
        throw new Error(`seed ${seed}: ${error.message}`, { cause: error });
      },
    );
    // As the build lists them: those published today among the others.
    const published = publishedPosts(posts, { now: new Date(), mode: "production" });
    const listed = withLocalPosts(content.posts, published, settings, content.postDefaults, {
      locales: content.languages.map((language) => language.locale),
    });
    note(
      "a post written here listed",
      listed.some((post) => post.local),
    );
    notePosts(note, site, posts, rendered);
    for (const spec of Object.values(postImages(site)))
      if (spec.width * spec.height < area(smallest[spec.format])) smallest[spec.format] = spec;
    const tag = languageTag(site.owner.locale);
    note(`direction ${textDirection(tag)}`);
    const { found } = dictionaryFor(site.owner.locale);
    note(`a language ${found ? "with" : "without"} a dictionary`);
    const calendar = new Intl.DateTimeFormat(tag).resolvedOptions().calendar;
    note(`calendar ${calendar === "gregory" ? "gregory" : "another"}`);
    note("words without spaces", /[\u3040-\u30ff\u4e00-\u9fff\u0e00-\u0e7f]/.test(site.owner.bio));
    note(`${amount(content.posts.length)} posts`);
    note(`${amount(content.projects.length)} projects`);
    for (const part of [
      "work",
      "education",
      "certificates",
      "talks",
      "publications",
      "awards",
    ] as const)
      note(`${amount(content.experience[part].length)} ${part}`);
    note(`${1 + others.length} languages`);
    note(`base path ${settings.basePath === "/" ? "/" : "sub-path"}`);
    note("another base URL setting", site.settings.VITE_BASE_URL);
    note("limits set", site.settings.VITE_SECTION_CONTENT_LIMIT);
    note(`theme switch ${content.themeSwitch}`);
    note(`analytics ${site.analytics?.provider ?? "none"}`);
    const labels = siteWords(site.owner.locale, content.copy).labels;
    note(`filter ${techFilter(content.projects, tag, labels) ? "shown" : "not shown"}`);
    note(
      "stars",
      content.projects.some((project) => project.stars !== undefined),
    );
    note("imported posts hidden", site.overrides.hidden?.length);
    note("imported career", site.importedExperience);
    const urls = JSON.stringify(site);
    note("a URL on the site's own domain", urls.includes(`"${settings.baseUrl}/notes/`));
    note("a URL under the site's path", urls.includes(`"${settings.baseUrl}${settings.basePath}`));
    for (const image of Object.values(site.images)) note(`image ${image.format}`);
    note(
      "a large image",
      Object.values(site.images).some((image) => image.width >= 1200),
    );
    note(
      "a long unbroken word",
      site.traits.some((trait) => trait.includes("longer than")),
    );
    note(
      "one-letter text",
      site.traits.some((trait) => trait.includes("one-letter")),
    );
    note("a profile file", Object.keys(site.files).length);
    note("a monogram", site.owner.monogram);
  }
  const expected = [
    "direction ltr",
    "direction rtl",
    "a language without a dictionary",
    "a language with a dictionary",
    "calendar gregory",
    "calendar another",
    "words without spaces",
    ...["none", "one", "many"].flatMap((n) =>
      [
        "posts",
        "projects",
        "work",
        "education",
        "certificates",
        "talks",
        "publications",
        "awards",
      ].map((what) => `${n} ${what}`),
    ),
    "1 languages",
    "2 languages",
    "3 languages",
    "base path /",
    "base path sub-path",
    "another base URL setting",
    "limits set",
    "theme switch true",
    "theme switch false",
    ...["none", "plausible", "umami", "goatcounter", "cloudflare"].map((p) => `analytics ${p}`),
    "filter shown",
    "filter not shown",
    "stars",
    "imported posts hidden",
    "imported career",
    "a URL on the site's own domain",
    "a URL under the site's path",
    ...["jpeg", "png", "webp", "avif"].map((format) => `image ${format}`),
    "a large image",
    "a long unbroken word",
    "one-letter text",
    "a profile file",
    "a monogram",
    ...postFacts,
  ];
  expect(expected.filter((fact) => !seen.has(fact))).toEqual([]);
  // The posts' images are files of their format, at their size.
  for (const format of ["jpeg", "png", "webp", "avif"] as const) {
    const spec = smallest[format]!;
    const made = await sharp(await draw(spec)).metadata();
    expect([made.format, made.width, made.height]).toEqual([
      format === "avif" ? "heif" : format,
      spec.width,
      spec.height,
    ]);
  }
  // Validating a few hundred sites and rendering their posts takes seconds, more on a busy machine.
}, 120_000);

const area = (image: ImageSpec | undefined) => (image ? image.width * image.height : Infinity);

/** What the posts written here vary, over all seeds. */
const postFacts = [
  "a post written here listed",
  ...["none", "one", "many"].map((n) => `${n} posts written here`),
  "a draft",
  "a post dated after 2026",
  "an old post",
  "a recent post",
  "an update",
  "a cross-post",
  "a translation",
  "a post in another language",
  "a post in another of the site's languages",
  "a post's old addresses",
  "no tags",
  "several tags",
  "a tag in another script",
  "a tag at the limit",
  "a one-letter slug",
  "a long slug",
  "a slug of digits",
  "headings of level 2 to 4",
  "three headings or more",
  "a list",
  "a task list",
  "a table",
  "a footnote",
  "a blockquote",
  "an alert",
  "inline code",
  "highlighted code",
  "code in a language the highlighter does not know",
  "inline math",
  "display math",
  "a link to another host",
  "a relative link to the site's own page",
  "right-to-left text",
  "a long unbroken word",
  "an image",
  "a decorative image",
  ...["jpeg", "png", "webp", "avif"].map((format) => `a post's image ${format}`),
];

function notePosts(
  note: (fact: string, holds?: unknown) => unknown,
  site: GeneratedSite,
  posts: Awaited<ReturnType<typeof writtenPosts>>["posts"],
  rendered: Awaited<ReturnType<typeof writtenPosts>>["rendered"],
) {
  const count = posts.length;
  note(`${count === 0 ? "none" : count === 1 ? "one" : "many"} posts written here`);
  for (const post of posts) {
    const { frontMatter } = post.default;
    note("a draft", frontMatter.draft);
    note("a post dated after 2026", frontMatter.publishDate >= "2027");
    note("an old post", frontMatter.publishDate < "2012");
    note("a recent post", frontMatter.publishDate >= "2026");
    note("an update", frontMatter.updated);
    note("a cross-post", frontMatter.canonical);
    note("a translation", Object.keys(post.translations).length);
    note("a post in another language", frontMatter.lang);
    note("a post's old addresses", frontMatter.aliases?.length);
    note(
      "a post in another of the site's languages",
      frontMatter.lang &&
        Object.keys(site.languages ?? {}).some((locale) =>
          sameLanguage(frontMatter.lang!, languageTag(locale)),
        ),
    );
    note("no tags", frontMatter.tags.length === 0);
    note("several tags", frontMatter.tags.length > 1);
    note(
      "a tag in another script",
      frontMatter.tags.some((tag) => /[^\p{Script=Latin}\P{L}]/u.test(tag)),
    );
    note(
      "a tag at the limit",
      frontMatter.tags.some((tag) => tag.length === 40),
    );
    note("a one-letter slug", post.slug.length === 1);
    note("a long slug", post.slug.length >= 60);
    note("a slug of digits", /^\d/.test(post.slug));
  }
  for (const { html, headings, warnings, shown } of rendered) {
    const depths = new Set(headings.map((heading) => heading.depth));
    note("headings of level 2 to 4", depths.size === 3);
    note("three headings or more", headings.length >= 3);
    note("a list", /<(ul|ol( start="\d+")?)>/.test(html));
    note("a task list", html.includes('type="checkbox"'));
    note("a table", html.includes("<table>"));
    note("a footnote", html.includes("data-footnotes"));
    note("a blockquote", html.includes("<blockquote>"));
    note("an alert", html.includes("markdown-alert-title"));
    note("inline code", /<p>((?!<\/p>)[^])*<code>/.test(html));
    note("highlighted code", /data-language="(ts|go|python|bash|json)"/.test(html));
    note("code in a language the highlighter does not know", warnings.length);
    note("inline math", html.includes("<math>"));
    note("display math", html.includes('display="block"'));
    note("a link to another host", html.includes('target="_blank"'));
    note("a relative link to the site's own page", html.includes('href="../'));
    note("right-to-left text", /[\u0590-\u06ff]/.test(html));
    note("a long unbroken word", /\S{60}/.test(html.replace(/<[^>]*>/g, " ")));
    note(
      "an image",
      shown.some((image) => image.alt !== ""),
    );
    note(
      "a decorative image",
      shown.some((image) => image.alt === ""),
    );
  }
  for (const spec of Object.values(postImages(site))) note(`a post's image ${spec.format}`);
}
