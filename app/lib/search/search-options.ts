import type { Options, SearchOptions } from "minisearch";
import { searchTerms } from "./search-terms.ts";

// MiniSearch's options, the same where the build writes the index
// (pipeline/search/search-index.ts) and where the browser loads it
// (search-box.ts): MiniSearch.loadJSON needs the options the index was made
// with, and the terms must be cut by the one tokenizer (search-terms.ts).

/** What the index holds of each post, project and the About page. */
export type SearchDocument = {
  /** Its address under the site's base path (a post elsewhere: its own URL). */
  id: string;
  kind: "post" | "project" | "about";
  title: string;
  description: string;
  /** Tags, or a project's technologies. */
  tags: string;
  /** The whole text of a post written on the site, or About's paragraphs; empty otherwise. */
  text: string;
  /** Its language, where it is not the page's (a post shown untranslated). */
  lang?: string;
};

/** What a result shows, stored in the index beside its terms. */
export type StoredFields = Pick<SearchDocument, "kind" | "title" | "description" | "lang">;

export const searchFields = ["title", "description", "tags", "text"] as const;

const storeFields: (keyof StoredFields)[] = ["kind", "title", "description", "lang"];

/** How a query searches: every word must be found, the last one may be a word's start. */
export const querySearchOptions: SearchOptions = {
  tokenize: (text) => searchTerms(text, true),
  processTerm: (term) => term,
  combineWith: "AND",
  prefix: true,
  boost: { title: 4, tags: 2, description: 1.5 },
};

export const searchOptions: Options<SearchDocument> = {
  fields: [...searchFields],
  storeFields,
  // The terms are already folded (search-terms.ts); MiniSearch's default would lower-case them again.
  tokenize: (text) => searchTerms(text),
  processTerm: (term) => term,
  searchOptions: querySearchOptions,
};
