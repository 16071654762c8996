import { dictionaryNotice } from "../../app/lib/i18n/dictionary-notice.ts";
import type { Content } from "../../app/lib/content/validate-content.ts";
import { printWarning } from "./print-warning.ts";

/**
 * Prints which labels are still in English when the owner's language has no
 * dictionary; returns whether it printed. The build's input check calls it
 * once per process (check-inputs.ts).
 */
export function noticeMissingDictionary(content: Content, print = printWarning): boolean {
  const notice = dictionaryNotice(content.owner.locale, content.copy, {
    career: content.experience,
    // Another language's build shows the default language's posts, in their words.
    posts: !content.translation && content.posts.some((post) => post.local),
    // Every language's pages show a post's code with its copy button.
    postPages: content.posts.some((post) => post.local),
    translation: content.translation !== undefined,
  });
  if (notice) print(notice);
  return notice !== undefined;
}
