// The owner's own content and settings, validated as the build validates
// them: what the tests of your site (this folder) derive their expectations
// from, so they hold for whoever's content is in content/.
import { readdirSync, readFileSync } from "node:fs";
import type { OverridesInput } from "../../content/schema/entries";
import { validateContent } from "../../app/lib/content/validate-content";
import { languageTag } from "../../app/lib/metadata/site-urls";
import { siteWords } from "../../app/lib/i18n/site-words";
import { profileLinks } from "../../app/lib/profiles/social-links";
import { readSettings } from "../../pipeline/inputs/check-inputs";
import { readContent } from "../../pipeline/inputs/read-content";
import { publishedPosts } from "../../pipeline/inputs/published-posts";
import { withLocalPosts } from "../../app/lib/content/local-posts";
import {
  archivePage,
  builtPagePaths,
  hasLocalPosts,
  pageHtmlFile,
  pagePaths,
  postPagePath,
} from "../../app/lib/pages/site-pages";
import { siteTags, tagPagePath, tagsIndexPath } from "../../app/lib/tags/site-tags";
import { walkedPosts } from "./walked-posts";
import { languageBasePath, type SiteLanguage } from "../../app/lib/languages/site-languages";

const list = (folder: string) => {
  try {
    return readdirSync(folder);
  } catch {
    return [];
  }
};

// content/ read as the build reads it (pipeline/inputs/read-content.ts).
const read = readContent();
if (read.problems.length > 0) throw new Error(read.problems.join("\n"));
const raw = read.content;
export const yourSettings = readSettings("production", raw.links);
const files = { images: list("content/images"), files: list("content/files") };
// The posts written in content/posts/ that a build today publishes, listed among the others.
if (read.postFiles.error !== undefined) throw new Error(read.postFiles.error);
const localPosts = publishedPosts(read.postFiles.posts, { now: new Date(), mode: "production" });
/** A language's content with your posts, as its build lists them (each translated into it as such). */
const withYourPosts = (content: ReturnType<typeof validateContent>, language?: SiteLanguage) => ({
  ...content,
  posts: withLocalPosts(
    content.posts,
    localPosts,
    {
      ...yourSettings,
      basePath: languageBasePath(yourSettings.basePath, language ?? { prefix: "" }),
    },
    content.postDefaults,
    { locales: content.languages.map((one) => one.locale), shown: language?.locale },
  ),
});
export const yourContent = withYourPosts(validateContent(raw, files, yourSettings));
/** Every page of your site: the page table's, and each published local post's (/blog/<slug>). */
export const yourRoutes = builtPagePaths(yourContent.posts, yourContent.tagSlugs);
/** A page of your build as written (its file's name decoded, as hosts look it up), or "" when the build has none. */
export const yourBuiltPage = (folder: string, route: string) => {
  try {
    return readFileSync(`build/client${folder}/${pageHtmlFile(route)}`, "utf8");
  } catch {
    return "";
  }
};
/** Your posts written on the site whose pages the browser tests walk (walked-posts.ts). */
const yourWalkedPosts = walkedPosts(
  yourContent.posts.flatMap((post) =>
    post.local
      ? [{ slug: post.local.slug, html: yourBuiltPage("", `/blog/${post.local.slug}`) }]
      : [],
  ),
).map(postPagePath);
/**
 * The pages the browser tests walk in a language whose content this is: the
 * page table's; the archive, the tags index and the page of the tag with the
 * most posts, where the build has them (every tag's page is one template, its
 * list the longest on the busiest); and a few of your posts that together
 * hold every kind of element they use. Every page's files are checked
 * without a browser.
 */
function walkedRoutes(content: typeof yourContent): string[] {
  const tags = siteTags(content.posts, content.tagSlugs, languageTag(content.owner.locale));
  const busiest = tags.reduce<(typeof tags)[number] | undefined>(
    (most, tag) => (most === undefined || tag.posts.length > most.posts.length ? tag : most),
    undefined,
  );
  return [
    ...pagePaths,
    ...(hasLocalPosts(content.posts) ? [archivePage.path] : []),
    ...(busiest ? [tagsIndexPath, tagPagePath(busiest.slug)] : []),
    ...yourWalkedPosts,
  ];
}
/** The pages the browser tests walk in your default language. */
export const yourWalkedRoutes = walkedRoutes(yourContent);
/**
 * Where a list links a post: a local post's page by its path under the base
 * path (percent-encoded, a slug in another script), any other by its URL.
 */
export const yourPostHref = (post: { url: string; local?: { slug: string } }, base: string) =>
  post.local ? `${base}${postPagePath(post.local.slug).slice(1)}` : post.url;
/**
 * Each language of your site, the default first, with its content and the
 * path of its pages under the base path ("" for the default's, "/ja" for
 * Japanese): the page tests run over every one.
 */
export const yourLanguages = yourContent.languages.map((language, index) => {
  const content =
    index === 0
      ? yourContent
      : withYourPosts(validateContent(raw, files, yourSettings, language.locale), language);
  return {
    language,
    content,
    folder: language.prefix ? `/${language.prefix}` : "",
    /** Its pages: each language has the tags its posts carry there. */
    routes: builtPagePaths(content.posts, content.tagSlugs),
    /** Those of its pages the browser tests walk. */
    walked: walkedRoutes(content),
  };
});
export const yourLanguage = languageTag(yourContent.owner.locale);
/** The URL of your post's page in the language `locale`, as that language's build lists it. */
export const yourPostPageIn = (slug: string, locale: string) => {
  const language = yourLanguages.find((one) => one.language.locale === locale);
  const post = language?.content.posts.find((own) => own.local?.slug === slug);
  if (!post) throw new Error(`Your post ${slug} has no page in ${locale}`);
  return post.url;
};
export const yourProfiles = profileLinks(
  yourSettings,
  yourContent.links,
  siteWords(yourContent.owner.locale, yourContent.copy).labels,
);
/**
 * The URLs of imported entries hidden in content/overrides.ts, but for one
 * you also list by hand in content/posts.ts or projects.ts: hidden hides the
 * imported entry, and yours is shown.
 */
const trimmed = (url: string) => url.replace(/\/+$/, "");
const listed = new Set(
  [raw.posts, raw.projects]
    .flatMap((entries) => (Array.isArray(entries) ? (entries as { url?: unknown }[]) : []))
    .map((entry) => (typeof entry.url === "string" ? trimmed(entry.url) : "")),
);
export const yourHidden = ((raw.overrides as OverridesInput).hidden ?? []).filter(
  (url) => !listed.has(trimmed(url)),
);
