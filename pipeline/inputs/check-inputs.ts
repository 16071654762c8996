import { readdirSync } from "node:fs";
import { join } from "node:path";
import { loadEnv } from "vite";
import { links } from "../../content/links.ts";
import type { Analytics } from "../../content/schema/analytics.ts";
import { rawContent } from "../../app/lib/content/raw-content.ts";
import { validateContent, type Content } from "../../app/lib/content/validate-content.ts";
import {
  parseSettings,
  SettingsError,
  settingsMessage,
  type Settings,
} from "../../app/lib/settings/settings-schema.ts";
import {
  careerSources,
  readCareerFiles,
  readLanguagesFile,
  type CareerSources,
} from "./career-file.ts";
import { noticeMissingDictionary } from "./dictionary-notice.ts";
import { placeholderProblems, warnAboutPlaceholders } from "./placeholder-warning.ts";
import { printOnce } from "./print-once.ts";
import { untranslatedNotice } from "../../app/lib/languages/untranslated-notice.ts";

/** `analytics`: content/analytics.ts, which react-router.config.ts reads (analytics-input.ts). */
export type Inputs = {
  settings: Settings;
  content: Content;
  career: CareerSources;
  analytics?: Analytics;
};

/** The build settings as Vite will see them: environment plus `.env` files. */
export function readSettings(mode: string, root = process.cwd()): Settings {
  return parseSettings(loadEnv(mode, root, "VITE_"), links);
}

const list = (folder: string) => {
  try {
    return readdirSync(folder);
  } catch {
    return [];
  }
};

/**
 * Checks settings and content before Vite writes anything, and stops the
 * process with one message listing every problem if either is bad. With
 * VITE_REQUIRE_OWN_CONTENT=true, the template's own content is a problem too.
 */
export function checkInputs(mode: string, root = process.cwd()): Inputs {
  const errors: string[] = [];
  let settings: Settings | undefined;
  let content: Content | undefined;
  let badSettings: SettingsError | undefined;
  try {
    settings = readSettings(mode, root);
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error;
    badSettings = error;
  }
  const careerFiles = readCareerFiles(root);
  try {
    const available = {
      images: list(join(root, "content/images")),
      files: list(join(root, "content/files")),
    };
    // Without good settings there is no site address: entries are not measured against one.
    content = validateContent(
      { ...rawContent, ...careerFiles, ...readLanguagesFile(root) },
      available,
      settings,
      settings?.language,
    );
  } catch (error) {
    errors.push((error as Error).message);
  }
  // A setting left unset takes its default from content/links.ts, which the
  // content's own check reports: only the settings the owner set are named.
  const settingProblems = badSettings?.problems.filter((problem) => problem.set || content);
  if (settingProblems?.length) errors.unshift(settingsMessage(settingProblems));
  // Only a build meant for publishing checks for the template: not `npm run
  // dev`, and not `react-router typegen` (npm run typecheck), which loads the
  // configs as a production build does but builds nothing.
  const publishing = mode === "production" && !process.argv.includes("typegen");
  if (publishing && settings?.requireOwnContent && content) {
    const left = placeholderProblems(content, settings, root);
    if (left.length > 0)
      errors.push(
        "VITE_REQUIRE_OWN_CONTENT is on, and the template's own content is still in use:\n" +
          left.map((problem) => `  - ${problem}`).join("\n"),
      );
  }
  if (errors.length > 0 || !settings || !content) {
    console.error(`\nThe site was not built.\n\n${errors.join("\n\n")}\n`);
    process.exit(1);
  }
  // Another language's build (npm run build makes one for each) leaves the
  // template's warnings to the default language's, and says what it lacks.
  if (publishing && !settings.language) warnAboutPlaceholders(content, settings, root);
  if (publishing) noticeMissingDictionary(content);
  if (publishing && content.translation)
    printOnce("untranslated", untranslatedNotice(content.owner.locale, content.translation));
  return { settings, content, career: careerSources(careerFiles) };
}
