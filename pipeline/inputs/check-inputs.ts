import { readdirSync } from "node:fs";
import { join } from "node:path";
import { loadEnv } from "vite";
import type { Analytics } from "../../content/schema/analytics.ts";
import { validateContent, type Content } from "../../app/lib/content/validate-content.ts";
import {
  parseSettings,
  SettingsError,
  settingsMessage,
  type LinkDefaults,
  type Settings,
} from "../../app/lib/settings/settings-schema.ts";
import { untranslatedNotice } from "../../app/lib/languages/untranslated-notice.ts";
import { validateAnalytics } from "./analytics-input.ts";
import { careerSources, type CareerSources } from "./career-file.ts";
import { noticeMissingDictionary } from "./dictionary-notice.ts";
import { placeholderProblems, warnAboutPlaceholders } from "./placeholder-warning.ts";
import { printWarning } from "./print-warning.ts";
import { postTags } from "./post-tags.ts";
import { seriesProblems } from "./post-series.ts";
import { readContent } from "./read-content.ts";
import { withLocalPosts } from "../../app/lib/content/local-posts.ts";
import type { LocalPost } from "./post-files.ts";
import { postBodyProblems } from "./post-bodies.ts";
import { aliasProblems, postAliases, type Alias } from "./post-aliases.ts";
import { pagePaths } from "../../app/lib/pages/site-pages.ts";
import { publishedPosts } from "./published-posts.ts";

/**
 * What the build is made from, checked: the settings, the content of this
 * build's language, content/links.ts as written (the defaults of five
 * settings, which app/lib/settings/settings.ts parses again for the pages),
 * where the career comes from, and the optional analytics.
 */
export type Inputs = {
  settings: Settings;
  content: Content;
  linkDefaults: LinkDefaults;
  career: CareerSources;
  analytics?: Analytics;
  /**
   * The posts written on the site that this build publishes (all of them in
   * `npm run dev`), with their Markdown; content.posts lists them among the
   * others, without it.
   */
  localPosts: LocalPost[];
  /** Two spellings of one tag, said once by the default language's build (post-tags.ts). */
  tagNotices: string[];
  /** The old addresses of those posts (their `aliases`), each with the page it leads to. */
  aliases: Alias[];
};

/** content/links.ts's `links` as written, as the settings take it. */
const asLinkDefaults = (links: unknown) =>
  (links && typeof links === "object" ? links : {}) as LinkDefaults;

/**
 * The build settings as Vite will see them: environment plus `.env` files,
 * with `links` (content/links.ts as written, read-content.ts) for defaults.
 */
export function readSettings(mode: string, links: unknown, root = process.cwd()): Settings {
  return parseSettings(loadEnv(mode, root, "VITE_"), asLinkDefaults(links));
}

const list = (folder: string) => {
  try {
    return readdirSync(folder);
  } catch {
    return [];
  }
};

/** The images and files content/ holds, which its entries may name. */
export const contentFiles = (root = process.cwd()) => ({
  images: list(join(root, "content/images")),
  files: list(join(root, "content/files")),
});

// Only a build meant for publishing checks for the template and prints
// notices: not `npm run dev`, and not `react-router typegen` (npm run
// typecheck), which loads the configs as a production build does but builds
// nothing.
const publishing = (mode: string) => mode === "production" && !process.argv.includes("typegen");

/**
 * Reads content/ and the settings and checks them: the inputs, or every
 * problem (each a paragraph of one or more lines). Prints nothing.
 */
export function inspectInputs(
  mode: string,
  root = process.cwd(),
): { inputs: Inputs; errors?: undefined } | { inputs?: undefined; errors: string[] } {
  const read = readContent(root);
  if (read.problems.length > 0) return { errors: [read.problems.join("\n")] };
  const errors: string[] = [];
  // Every mistake of content/, its posts and content/analytics.ts: one list, one line each.
  const invalid: string[] = [];
  const listed = "Invalid content:\n";
  const report = (message: string) => {
    if (message.startsWith(listed)) invalid.push(message.slice(listed.length));
    else errors.push(message);
  };
  let settings: Settings | undefined;
  let content: Content | undefined;
  let analytics: Analytics | undefined;
  let badSettings: SettingsError | undefined;
  try {
    settings = readSettings(mode, read.content.links, root);
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error;
    badSettings = error;
  }
  try {
    // Without good settings there is no site address: entries are not measured against one.
    content = validateContent(read.content, contentFiles(root), settings, settings?.language);
  } catch (error) {
    report((error as Error).message);
  }
  try {
    analytics = validateAnalytics(read.analytics);
  } catch (error) {
    report((error as Error).message);
  }
  if (read.postFiles.error !== undefined) report(read.postFiles.error);
  const localPosts = publishedPosts(read.postFiles.posts ?? [], {
    now: new Date(),
    mode: mode === "development" ? "dev" : "production",
  });
  // The bodies the build will render, in each language (drafts too in npm run dev).
  const shown = content && { content, language: settings?.language };
  invalid.push(...postBodyProblems(root, localPosts, shown).map((line) => `  - ${line}`));
  // Every post's old addresses, published or not, against each other and the site's pages.
  const everyPost = read.postFiles.posts ?? [];
  if (content)
    invalid.push(
      ...aliasProblems(
        postAliases(root, everyPost, content.languages),
        everyPost,
        content.languages,
        pagePaths,
      ),
    );
  // Every post's series, published or not, numbered without a gap.
  invalid.push(...seriesProblems(everyPost).map((line) => `  - ${line}`));
  // The posts' tags in every language, each language's pages at once.
  const tags =
    content &&
    postTags(
      localPosts,
      content.posts,
      content.tagSlugs,
      content.languages.map((language) => language.locale),
    );
  invalid.push(...(tags?.errors ?? []).map((line) => `  - ${line}`));
  if (invalid.length > 0) errors.push(`${listed}${invalid.join("\n")}`);
  if (content && settings)
    content = {
      ...content,
      tagLocales: tags?.locales ?? {},
      posts: withLocalPosts(content.posts, localPosts, settings, content.postDefaults, {
        locales: content.languages.map((language) => language.locale),
        shown: settings.language,
      }),
    };
  // A setting left unset takes its default from content/links.ts, which the
  // content's own check reports: only the settings the owner set are named.
  const settingProblems = badSettings?.problems.filter((problem) => problem.set || content);
  if (settingProblems?.length) errors.unshift(settingsMessage(settingProblems));
  if (publishing(mode) && settings?.requireOwnContent && content) {
    const left = placeholderProblems(content, settings, root);
    if (left.length > 0)
      errors.push(
        "VITE_REQUIRE_OWN_CONTENT is on, and the template's own content is still in use:\n" +
          left.map((problem) => `  - ${problem}`).join("\n"),
      );
  }
  if (errors.length > 0 || !settings || !content) return { errors };
  return {
    inputs: {
      settings,
      content,
      linkDefaults: asLinkDefaults(read.content.links),
      career: careerSources(read.content),
      analytics,
      localPosts,
      aliases: postAliases(root, localPosts, content.languages),
      tagNotices: tags?.notices ?? [],
    },
  };
}

// One process loads the build's configs more than once (React Router loads
// react-router.config.ts several times, and Vite bundles vite.config.ts apart
// from it, so they share no module): the checks are remembered process-wide,
// by project, mode and settings. A change to .env restarts `npm run dev`
// with other settings, checked anew; a change to content/ is checked anew by
// pipeline/vite-plugins/site-content.ts (recheckInputs), and a change to the
// checks' own code makes what they said stale (staleInputs).
type Checked = Map<string, { inputs: Inputs; stale?: boolean }>;
const checked = ((globalThis as { [key: symbol]: unknown })[
  Symbol.for("portfolio.checked-inputs")
] ??= new Map()) as Checked;
const checkKey = (mode: string, root: string) =>
  JSON.stringify([root, mode, loadEnv(mode, root, "VITE_")]);

/** What `npm run dev` says of content/ that has a mistake, while it keeps the last good content. */
export const keepingLastGood = (errors: string[]) =>
  `${errors.join("\n\n")}\nThe pages show the last good content until this is fixed.`;

/**
 * Checks settings and content before Vite writes anything, once per process
 * (and mode and settings): stops the process with one message listing every
 * problem if either is bad, and otherwise prints the build's warnings and
 * notices. With VITE_REQUIRE_OWN_CONTENT=true, the template's own content is
 * a problem too.
 */
export function checkInputs(mode: string, root = process.cwd()): Inputs {
  const key = checkKey(mode, root);
  const known = checked.get(key);
  if (known && !known.stale) return known.inputs;
  const { inputs, errors } = inspectInputs(mode, root);
  if (!inputs) {
    // `npm run dev` restarting on a mistake in content/ runs on.
    if (known) {
      console.error(`\n${keepingLastGood(errors)}\n`);
      return known.inputs;
    }
    console.error(`\nThe site was not built.\n\n${errors.join("\n\n")}\n`);
    process.exit(1);
  }
  checked.set(key, { inputs });
  const { settings, content } = inputs;
  // Another language's build (npm run build makes one for each) leaves the
  // template's warnings to the default language's, and says what it lacks.
  if (publishing(mode) && !settings.language) warnAboutPlaceholders(content, settings, root);
  if (publishing(mode)) noticeMissingDictionary(content);
  if (publishing(mode) && !settings.language)
    inputs.tagNotices.forEach((line) => printWarning(line));
  const untranslated =
    content.translation && untranslatedNotice(content.owner.locale, content.translation);
  if (publishing(mode) && untranslated) printWarning(untranslated);
  return inputs;
}

/**
 * For `npm run dev`, once content/ changed: the inputs checked anew, which
 * the process then remembers in place of the last; or the problems, and the
 * last good inputs are kept.
 */
export function recheckInputs(
  mode: string,
  root = process.cwd(),
): ReturnType<typeof inspectInputs> {
  const result = inspectInputs(mode, root);
  if (result.inputs) checked.set(checkKey(mode, root), { inputs: result.inputs });
  return result;
}

/** For `npm run dev`, once the checks' own code changed: check again when asked, keeping the last good inputs for a mistake. */
export function staleInputs(): void {
  for (const entry of checked.values()) entry.stale = true;
}

/** For tests: forget every check this process made. */
export const forgetCheckedInputs = () => checked.clear();
