// The one piece of the search a page runs before the visitor shows intent to
// search: three listeners. The page's inline script is this module and its
// call (pipeline/search/search-script.ts bundles it in the page's words and
// addresses); it fetches nothing. On intent (focus on, or a press in, a
// search box; the "/" key anywhere but a field) it imports the search's
// module (search-box.ts, with MiniSearch) and the module fetches the index.
// An archive opened with ?q= (the form sent without the app, or a shared
// link) is intent too. The listeners are on the window, so they serve every
// page a navigation inside the site shows after.
//
// It imports nothing, so that its bundle is this file alone.

/** What the page's script hands the search's module: where it and this language's index are. */
export type SearchConfig = {
  /** The search's module and this language's index, under the site's base path. */
  module: string;
  index: string;
};

/** The words the results say, in the index's file beside the index (every page's script is smaller so). */
export type SearchWords = {
  /** The page's language tag, for plurals and digits. */
  lang: string;
  words: {
    /** "{count} results", by plural form. */
    results: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };
    /** "Nothing found for “{query}”." */
    none: string;
    kinds: { post: string; project: string; about: string };
  };
};

/** The window's mark that the listeners are there. */
export const searchMark = "__search";
/** The selector of a search box's input (app/components/search/search-box.tsx). */
export const searchInput = "[data-search] input[type=search]";

/** The archive's own box, which reads ?q= (the header's is "[data-search=header]"). */
export const archiveBox = "[data-search=page]";

const editable = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/** Listens for intent to search, once a page. */
export function searchOnIntent(config: SearchConfig): void {
  const page = window as Window & { [searchMark]?: true };
  if (page[searchMark]) return;
  page[searchMark] = true;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    // The index is fetched beside the module, not after it: one round trip, not two.
    const index = fetch(config.index);
    import(config.module).then(
      (search: { startSearch: (config: SearchConfig, index: Promise<Response>) => void }) =>
        search.startSearch(config, index),
      // A failed fetch leaves the plain form, which still reaches the archive.
      () => (started = false),
    );
  };
  const seen = (event: Event) => {
    if (event.target instanceof Element && event.target.closest(searchInput)) start();
  };
  for (const kind of ["focusin", "pointerdown"]) addEventListener(kind, seen, true);
  addEventListener("keydown", (event) => {
    if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey) return;
    if (editable(event.target)) return;
    const box = document.querySelector<HTMLInputElement>(searchInput);
    if (!box) return;
    event.preventDefault();
    box.focus();
  });
  if (new URLSearchParams(location.search).get("q") && document.querySelector(archiveBox)) start();
}
