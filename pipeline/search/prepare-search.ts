import { findWordsFor } from "../../app/lib/i18n/find-words.ts";
import { siteWords } from "../../app/lib/i18n/site-words.ts";
import { languageTag } from "../../app/lib/metadata/site-urls.ts";
import type { Inputs } from "../inputs/check-inputs.ts";
import { postFeedContent } from "../vite-plugins/post-feed-bodies.ts";
import { printWarning } from "../inputs/print-warning.ts";
import { indexBudget, searchDocuments, writeSearchIndex } from "./search-index.ts";
import { searchScript, writeSearchModule } from "./search-script.ts";

/**
 * For a build with posts written on it (which has the search): writes this
 * language's index and the search's module into `clientDir`'s assets/, and
 * returns the inline script its pages with a search box end with (stage 4).
 * The assets are at `siteBasePath`, the pages at the build's base path.
 */
export function prepareSearch(
  clientDir: string,
  { settings, content }: Pick<Inputs, "settings" | "content">,
  siteBasePath: string,
): string {
  const words = siteWords(content.owner.locale, content.copy);
  const find = findWordsFor(content.owner.locale);
  const documents = searchDocuments(
    content,
    settings.basePath,
    postFeedContent(content.posts),
    words.labels.aboutTitle,
  );
  const {
    name: index,
    cutAt,
    whole,
  } = writeSearchIndex(clientDir, documents, {
    lang: languageTag(content.owner.locale),
    words: {
      results: find.searchResults,
      none: find.searchNone,
      kinds: { post: find.kindPost, project: find.kindProject, about: find.kindAbout },
    },
  });
  if (cutAt)
    printWarning(
      `Notice: the search's index of ${content.owner.locale}'s pages holds the first ${cutAt.toLocaleString("en")} characters of each post written on the site: their whole text would be ${(whole! / 1000).toFixed(0)} KB gzipped, more than the ${indexBudget / 1000} KB a visitor fetches when they start to search. Titles, descriptions and tags are all in it.`,
    );
  const module = writeSearchModule(clientDir);
  return searchScript({
    module: `${siteBasePath}assets/${module}`,
    index: `${siteBasePath}assets/${index}`,
  });
}
