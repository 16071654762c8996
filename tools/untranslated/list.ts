// npm run untranslated: each of your words that a language of
// content/languages.ts leaves in the default language, named as that file
// names it, so you can add each, or say once (sameInEveryLanguage) that a
// word is the same in every language. Reads content/ as the build does.
import { validateContent } from "../../app/lib/content/validate-content.ts";
import { untranslatedList } from "../../app/lib/languages/untranslated-notice.ts";
import { contentFiles, readSettings } from "../../pipeline/inputs/check-inputs.ts";
import { readContent } from "../../pipeline/inputs/read-content.ts";

const read = readContent();
if (read.problems.length > 0) {
  console.error(read.problems.join("\n"));
  process.exit(1);
}
try {
  const settings = readSettings("production", read.content.links);
  const files = contentFiles();
  const site = validateContent(read.content, files, settings);
  const others = site.languages.slice(1);
  if (others.length === 0) {
    console.log("Your site is in one language: content/languages.ts adds none.");
    process.exit(0);
  }
  let total = 0;
  for (const { locale } of others) {
    const translation = validateContent(read.content, files, settings, locale).translation!;
    const left = untranslatedList(locale, translation);
    total += left.length;
    console.log(
      left.length === 0
        ? `${locale}: every word translated.`
        : `${locale}: ${left.length} left in "${translation.defaultTag}":\n${left.map((field) => `  ${field}`).join("\n")}`,
    );
  }
  if (total > 0)
    console.log(
      '\nAdd each under its language in content/languages.ts. A word that is the same in every language (a place or a product name) is said once: export const sameInEveryLanguage = ["Lagos, Nigeria"].',
    );
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
