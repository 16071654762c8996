import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { readOptionalModule } from "./optional-module.ts";

/** content/experience.ts's `experience`, and the imported career, as written; undefined when missing. */
export function readCareerFiles(root = process.cwd()) {
  const imported = join(root, "content/imported/experience.json");
  return {
    experience: readOptionalModule(root, "content/experience.ts", "experience"),
    importedExperience: existsSync(imported)
      ? (JSON.parse(readFileSync(imported, "utf8")) as unknown)
      : undefined,
  };
}

/** Where the owner's career comes from, for the advice on trimming it (stage 7). */
export type CareerSources = { written: boolean; imported: boolean };

export const careerSources = ({
  experience,
  importedExperience,
}: ReturnType<typeof readCareerFiles>): CareerSources => ({
  written: experience !== undefined,
  imported: importedExperience !== undefined,
});

/** content/languages.ts's `languages`, as written; undefined when the site has one language. */
export const readLanguagesFile = (root = process.cwd()) => ({
  languages: readOptionalModule(root, "content/languages.ts", "languages"),
});
