// npm run build, for a site in several languages (content/languages.ts):
// once the default language's pages are built, each other language's are
// built as the default's are (VITE_LANGUAGE, and VITE_BASE_PATH with its
// folder, React Router's basename), into a folder of the same name under
// them. Vite's base stays the site's (vite.config.ts), so every language's
// pages load the one copy of the assets: what a language's build adds to
// assets/ joins the site's, and a file it names like one already there must
// be that file, byte for byte. Then the stages that span every language run
// once over all of them (pipeline/post-build.ts).
import { existsSync, mkdirSync, readdirSync, readFileSync } from "node:fs";
import { renameSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import type { Languages } from "../content/schema/languages.ts";
import type { OwnerInput } from "../content/schema/owner.ts";
import { validateContent } from "../app/lib/content/validate-content.ts";
import { pagePath } from "../app/lib/metadata/site-urls.ts";
import { languageBasePath, siteLanguages } from "../app/lib/languages/site-languages.ts";
import { validateAnalytics } from "./inputs/analytics-input.ts";
import { careerSources } from "./inputs/career-file.ts";
import { contentFiles, readSettings } from "./inputs/check-inputs.ts";
import { postAliases } from "./inputs/post-aliases.ts";
import { publishedPosts } from "./inputs/published-posts.ts";
import type { ContentRead } from "./inputs/read-content.ts";
import { finishLanguages, notFoundWords } from "./post-build.ts";

type Build = (dir: string, env: Record<string, string>) => Promise<number>;

/** The folder of hashed files every language's pages load, in a build's client folder. */
const assetsFolder = "assets";

/**
 * Builds every other language into `client` (the default language's build);
 * the exit status and how many languages. `read`: content/ as npm run build
 * read it (read-content.ts).
 */
export async function buildOtherLanguages(client: string, build: Build, read: ContentRead) {
  // The default language's build has checked content/ (and content/languages.ts).
  const { content } = read;
  const languages = siteLanguages(
    (content.owner as OwnerInput).locale,
    content.languages as Languages,
  );
  const settings = readSettings("production", content.links);
  for (const language of languages.slice(1)) {
    const dir = `${client}-${language.prefix}`;
    let status = await build(dir, {
      VITE_LANGUAGE: language.locale,
      VITE_BASE_PATH: languageBasePath(settings.basePath, language),
    });
    if (status === 0) {
      const clash = joinAssets(join(dir, "client", assetsFolder), join(client, assetsFolder));
      if (clash) {
        console.error(`\n${language.locale}'s pages: ${clash}`);
        status = 1;
      } else {
        // Its home's data is asked for as ja.data too, which stage 9 writes.
        renameSync(join(dir, "client"), join(client, language.prefix));
      }
    }
    rmSync(dir, { recursive: true, force: true });
    if (status !== 0) return { status, languages: languages.length };
  }
  if (languages.length > 1) {
    // Each language's 404 words, for the root's page, which leads to each one's home.
    const files = contentFiles();
    const shown = (locale?: string) => validateContent(content, files, settings, locale);
    const site = shown();
    await finishLanguages(
      client,
      {
        settings,
        career: careerSources(content),
        analytics: validateAnalytics(read.analytics),
        themeSwitch: site.themeSwitch,
        // The old addresses of the posts the default language's build published.
        aliases: postAliases(
          process.cwd(),
          publishedPosts(read.postFiles.posts ?? [], { now: new Date(), mode: "production" }),
          languages,
        ),
      },
      languages.map((language) => language.prefix),
      languages.map((language) => ({
        // Its home's address, as its links write it ("/ja": pagePath).
        home: pagePath(languageBasePath(settings.basePath, language), "/", settings.basePath),
        ...notFoundWords(language.prefix ? shown(language.locale) : site),
      })),
    );
  }
  return { status: 0, languages: languages.length };
}

/**
 * Moves a language build's assets (`from`) into the site's (`into`) and
 * removes `from`: a file already there is left as it is, if it has the same
 * bytes. Every name is a hash of the file's content, so two files of one name
 * are one file; if they ever were not, one language's pages would load
 * another's code, so the build stops instead: the clash, or undefined.
 */
export function joinAssets(from: string, into: string): string | undefined {
  if (!existsSync(from)) return undefined;
  const names = readdirSync(from, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(from.length + 1));
  const clashing = names.filter(
    (name) =>
      existsSync(join(into, name)) &&
      !readFileSync(join(into, name)).equals(readFileSync(join(from, name))),
  );
  if (clashing.length > 0)
    return (
      `the build made ${clashing.map((name) => `${assetsFolder}/${name}`).join(", ")} unlike the ` +
      `file${clashing.length > 1 ? "s" : ""} of the same name the other languages load. A file's ` +
      "name is made from its content, so this is a bug of the build: please report it."
    );
  for (const name of names) {
    if (existsSync(join(into, name))) continue;
    mkdirSync(dirname(join(into, name)), { recursive: true });
    renameSync(join(from, name), join(into, name));
  }
  rmSync(from, { recursive: true, force: true });
  return undefined;
}
