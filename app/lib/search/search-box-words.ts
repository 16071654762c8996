import { findWordsFor } from "../i18n/find-words.ts";

// What the search box says and where it sends its query, made by loaders at
// build time (the header's in app/root.tsx, the archive's in its route).

export type SearchBoxWords = {
  /** The archive of the page's language: the form's target without JavaScript. */
  action: string;
  /** The box's accessible name, its placeholder and its button. */
  label: string;
  placeholder: string;
  button: string;
};

/** The search box's words in `locale`, its form sent to the archive under `basePath`. */
export function searchBoxWords(locale: string, basePath: string): SearchBoxWords {
  const words = findWordsFor(locale);
  return {
    action: `${basePath}archive`,
    label: words.search,
    placeholder: words.searchPlaceholder,
    button: words.searchButton,
  };
}
