import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Content } from "../app/lib/content/validate-content.ts";
import { textDirection } from "../app/lib/content/text-direction.ts";
import { buildSiteBasePath } from "../app/lib/languages/site-languages.ts";
import { siteWords } from "../app/lib/i18n/site-words.ts";
import { copyCodeLabels } from "../app/lib/posts/copy-code.ts";
import { languageTag } from "../app/lib/metadata/site-urls.ts";
import { builtPagePaths, hasLocalPosts } from "../app/lib/pages/site-pages.ts";
import { analyticsScript } from "./analytics/page-script.ts";
import { provider } from "./analytics/providers.ts";
import type { Inputs } from "./inputs/check-inputs.ts";
import { printWarning } from "./inputs/print-warning.ts";
import { decodePageNames } from "./stages/1-decoded-names.ts";
import { movePagesToSiteRoot } from "./stages/1-site-root.ts";
import { writeIcons } from "./stages/2-icons.ts";
import { copyOwnerFiles } from "./stages/2-owner-files.ts";
import {
  notFoundPage,
  type LanguageNotFound,
  type NotFoundWords,
} from "./stages/3-not-found-page.ts";
import { prepareFirstPaint, withHeadScripts } from "./stages/4-first-paint/first-paint.ts";
import { themeScript } from "./stages/4-first-paint/theme-script.ts";
import { writeResumeJson } from "./stages/5-seo-files/resume-json.ts";
import { writeSeoFiles, writeSitemap } from "./stages/5-seo-files/seo-files.ts";
import { writeOldAddresses } from "./stages/5-old-addresses/old-addresses.ts";
import { applySecurityPolicy } from "./stages/6-security-policy/csp.ts";
import { pageWeights, pageWeightWarnings } from "./stages/7-page-weight.ts";
import { resumePdfWarnings } from "./stages/8-printed-resume.ts";
import { writeBothAddresses } from "./stages/9-both-addresses.ts";
import { postFeedContent } from "./vite-plugins/post-feed-bodies.ts";
import { writeShareCards } from "./share-cards/write-share-cards.ts";
import { prepareSearch } from "./search/prepare-search.ts";

/**
 * The stages that run after React Router has prerendered every page into
 * `clientDir`, in order (react-router.config.ts calls this from buildEnd).
 * The order matters: the security policy hashes the final inline scripts
 * and styles, so it runs last of the stages that write; the pages are
 * weighed after it. A site in more than one language is built once per
 * language (pipeline/build.ts): each build runs the stages of its own pages,
 * and those that span every language (the sitemap, the policy's host files,
 * the weights) run once all of them are in place, in finishLanguages().
 */
export async function postBuild(clientDir: string, inputs: Inputs): Promise<void> {
  const { settings, content, analytics } = inputs;
  const defaultLanguage = settings.language === undefined;
  const oneLanguage = content.languages.length === 1;
  // Every language's pages load the site's one copy of the assets and icons, at its base path.
  const siteBasePath = buildSiteBasePath(settings, content.languages);
  // 1. Under a sub-path React Router writes pages below it; hosts serve them from the root.
  //    A post's address in another script is a file named as hosts decode it.
  movePagesToSiteRoot(clientDir, settings.basePath);
  decodePageNames(clientDir);
  // 2. Favicon, touch and manifest icons from content/icon.svg; the owner's files.
  //    (One copy of each, at the site's base path, for every language.)
  //    The share cards the pages asked for (a post's, and any page's that gives its title).
  await writeShareCards(clientDir, siteBasePath);
  if (defaultLanguage) {
    await writeIcons("content/icon.svg", clientDir, content.palette.light.accent);
    copyOwnerFiles("content", clientDir);
  }
  // 3. The page hosts serve for unknown paths: one at the root, and another
  //    language's in its folder, for the hosts that look there. The root's
  //    page of a site in several languages leads to each language's home, so
  //    it is written once all are built (finishLanguages). Every route is
  //    prerendered, so React Router's SPA fallback would only shadow it.
  if (!defaultLanguage || oneLanguage)
    writeFileSync(
      join(clientDir, "404.html"),
      notFoundPage(settings.basePath, notFoundWords(content), { siteBasePath }),
    );
  rmSync(join(clientDir, "__spa-fallback.html"), { force: true });
  // 4. Inline CSS, guard the scroll script, fetch the JavaScript on intent to navigate;
  //    the theme switch's and the page-view scripts, if the owner turned them on. The
  //    404 page counts no view: it sends the visitor home, and that page counts. A
  //    post's code gets its copy button on intent to copy, in the page's words.
  const theme = content.themeSwitch ? [themeScript] : [];
  const views = analytics ? [analyticsScript(analytics, settings.analyticsLocal)] : [];
  const copyLabels = copyCodeLabels(siteWords(content.owner.locale, content.copy).labels);
  //    A site with posts written on it has the search: its index and module in assets/,
  //    and the listeners for intent to search at the end of each page with a search box.
  const searchScript = hasLocalPosts(content.posts)
    ? prepareSearch(clientDir, inputs, siteBasePath)
    : undefined;
  await prepareFirstPaint(
    clientDir,
    { basePath: settings.basePath, siteBasePath, copyLabels, searchScript },
    (page) => (page === "404.html" ? theme : [...theme, ...views]),
  );
  // 5. Feeds and the web app manifest, from the built pages (and each local
  //    post's body, which the server's build shared); the sitemap and
  //    robots.txt too, unless other languages' pages are still to come.
  await writeSeoFiles(clientDir, settings, {
    sitemap: oneLanguage,
    siteBasePath,
    postContent: postFeedContent(content.posts),
  });
  //    resume.json (JSON Resume) from the career, when there is one.
  writeResumeJson(clientDir, content, settings);
  if (oneLanguage)
    await finishSite(
      clientDir,
      inputs,
      [""],
      builtPagePaths(inputs.content.posts, inputs.content.tagSlugs),
    );
}

/** The words of a build's 404 page, in its language, and their direction. */
export function notFoundWords(content: Pick<Content, "owner" | "copy">): NotFoundWords {
  const tag = languageTag(content.owner.locale);
  return {
    lang: tag,
    dir: textDirection(tag),
    ...siteWords(content.owner.locale, content.copy).notFound,
  };
}

/**
 * Once every language's pages are in `clientDir` (each in its folder under
 * the default language's), what spans them all: the root's 404 page, which
 * leads to each language's home (`notFound`, the default language's first,
 * each with its home and words), the sitemap, with each page's translations,
 * and robots.txt; then stages 6 and 7 over every page of every language
 * (`folders`, "" for the default's).
 */
export async function finishLanguages(
  clientDir: string,
  inputs: Pick<Inputs, "settings" | "career" | "analytics" | "aliases"> & {
    themeSwitch: boolean;
  },
  folders: readonly string[],
  notFound: readonly LanguageNotFound[],
): Promise<void> {
  const [own, ...others] = notFound;
  const page = notFoundPage(inputs.settings.basePath, own!, { languages: others });
  // Stage 4 gives the 404 page the theme switch's script, and nothing else.
  writeFileSync(
    join(clientDir, "404.html"),
    inputs.themeSwitch ? withHeadScripts(page, "404.html", [themeScript]) : page,
  );
  writeSitemap(clientDir, inputs.settings);
  await finishSite(clientDir, inputs, folders);
}

/**
 * The posts' old addresses, then stages 6 to 9 over every page; `folders`
 * are the languages' ("" for the default's).
 */
async function finishSite(
  clientDir: string,
  {
    settings,
    career,
    analytics,
    aliases,
  }: Pick<Inputs, "settings" | "career" | "analytics" | "aliases">,
  folders: readonly string[],
  /** The pages of each language (builtPagePaths); the table's by default. */
  paths?: readonly string[],
): Promise<void> {
  // 5. Last of the files a site is made of: a page at each old address of a post (its aliases)
  //    that sends the reader on, and the hosts' redirects from the same list (nginx's map,
  //    vercel.json's; _redirects' lines go to stage 6, with the rest of that file).
  const redirects = writeOldAddresses(clientDir, aliases, settings);
  // 6. Content Security Policy in every page, and the host files that send it.
  await applySecurityPolicy(clientDir, settings, analytics && provider(analytics), redirects);
  // 7. Advice, not an error: a page heavier than its budget is named, with what to do.
  for (const warning of pageWeightWarnings(pageWeights(clientDir, folders, paths), career))
    console.warn(warning);
  // 8. A résumé npm run resume:pdf printed from an About that showed something else is named,
  //    each language's against its own About.
  for (const warning of resumePdfWarnings(clientDir, folders)) printWarning(warning);
  // 9. Each page at both of its addresses (/blog and /blog/), which hosts answer differently.
  writeBothAddresses(clientDir);
}
