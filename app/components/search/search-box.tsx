import type { SearchBoxWords } from "../../lib/search/search-box-words";

/** Where the browser's search module (app/lib/search/search-box.ts) finds a box and its results. */
export const searchBoxAttribute = "data-search";

/**
 * The search: a plain GET form to the archive, which works without
 * JavaScript (the archive lists every post, and reads `?q=` with it). Nothing
 * of the search loads before the visitor shows intent (focus, a press, or the
 * "/" key: app/lib/search/search-intent.ts); then its module fills the
 * results below the box as they type. The results' element is the module's
 * alone: React renders it empty and never walks into it, so a hydration
 * after the visitor typed keeps what it shows.
 */
export function SearchBox({
  words,
  place,
  name,
}: {
  words: SearchBoxWords;
  /** The header's small box, or the archive's, with its button shown. */
  place: "header" | "page";
  /** The landmark's name, where a page has a second box (the archive: its heading). */
  name?: string;
}) {
  return (
    <form
      role="search"
      method="get"
      action={words.action}
      aria-label={name}
      className={`search-box search-${place}`}
      {...{ [searchBoxAttribute]: place }}
    >
      <input
        type="search"
        name="q"
        aria-label={words.label}
        // The header's box is small: its placeholder is its name ("Search"), the archive's says more.
        placeholder={place === "header" ? words.label : words.placeholder}
        autoComplete="off"
        enterKeyHint="search"
      />
      <button type="submit" className={place === "header" ? "sr-only" : "search-submit"}>
        {words.button}
      </button>
      <div
        className="search-results"
        dangerouslySetInnerHTML={{ __html: "" }}
        suppressHydrationWarning
      />
    </form>
  );
}
