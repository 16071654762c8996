// npm run build, for a site in several languages (content/languages.ts):
// once the default language's pages are built, each other language's are
// built as the default's are, into a folder of the same name under them
// (VITE_LANGUAGE, and VITE_BASE_PATH with the folder), then the stages that
// span every language run once over all of them (pipeline/post-build.ts).
import { copyFileSync, renameSync, rmSync } from "node:fs";
import { join } from "node:path";
import type { Languages } from "../content/schema/languages.ts";
import type { OwnerInput } from "../content/schema/owner.ts";
import { languageBasePath, siteLanguages } from "../app/lib/languages/site-languages.ts";
import { validateAnalytics } from "./inputs/analytics-input.ts";
import { careerSources } from "./inputs/career-file.ts";
import { readSettings } from "./inputs/check-inputs.ts";
import type { ContentRead } from "./inputs/read-content.ts";
import { finishLanguages } from "./post-build.ts";

type Build = (dir: string, env: Record<string, string>) => Promise<number>;

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
    const status = await build(dir, {
      VITE_LANGUAGE: language.locale,
      VITE_BASE_PATH: languageBasePath(settings.basePath, language),
    });
    if (status === 0) {
      renameSync(join(dir, "client"), join(client, language.prefix));
      // The language's home is "/ja" as its links write it (its router takes
      // the folder with or without its slash): its data is asked for as ja.data.
      copyFileSync(
        join(client, language.prefix, "_.data"),
        join(client, `${language.prefix}.data`),
      );
    }
    rmSync(dir, { recursive: true, force: true });
    if (status !== 0) return { status, languages: languages.length };
  }
  if (languages.length > 1)
    await finishLanguages(
      client,
      {
        settings,
        career: careerSources(content),
        analytics: validateAnalytics(read.analytics),
      },
      languages.map((language) => language.prefix),
    );
  return { status: 0, languages: languages.length };
}
