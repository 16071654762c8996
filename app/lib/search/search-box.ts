import MiniSearch from "minisearch";
import { searchOptions, type SearchDocument, type StoredFields } from "./search-options.ts";
import { archiveBox, searchInput, type SearchConfig, type SearchWords } from "./search-intent.ts";
import { searchTerms, words } from "./search-terms.ts";

// The search in the browser, loaded on intent (search-intent.ts): it fetches
// this language's index once, then answers each keystroke at once, below the
// box that was typed in. The results are a plain list of links (Tab reaches
// them; the arrow keys move between the box and them, Escape goes back;
// once the app is there, one opens inside it), the words that matched
// marked, and their count said by a polite live region.
// Everything it makes is inside the box's results element, which React never
// walks into (app/components/search/search-box.tsx).

/** How many results the header's box lists; the archive's lists them all. */
export const headerResults = 8;

type Result = StoredFields & { id: string };

/** What the search asks of the app's router, once the app is there (React Router's data router). */
type AppRouter = { basename: string; navigate: (to: string) => Promise<void> };

/** The index's file: the words its results say, and MiniSearch's index (pipeline/search/search-index.ts). */
export type SearchIndexFile = SearchWords & { index: unknown };

/** Starts the search: fetches the index and answers the boxes. Called once, on intent. */
export function startSearch(
  config: SearchConfig,
  /** The index's response, fetched beside this module by the page's script. */
  response: Promise<Response> = fetch(config.index),
): void {
  const file = response.then((answer) => answer.json() as Promise<SearchIndexFile>);
  const index = file.then(({ index }) =>
    MiniSearch.loadJS<SearchDocument>(index as never, searchOptions),
  );
  const boxOf = (target: EventTarget | null) =>
    target instanceof Element ? target.closest<HTMLFormElement>("[data-search]") : null;
  const inputOf = (form: HTMLFormElement) => form.querySelector<HTMLInputElement>(searchInput)!;
  const resultsOf = (form: HTMLFormElement) => {
    const results = form.querySelector<HTMLElement>(".search-results")!;
    // The live region is there before its first words, or a screen reader may not say them.
    if (!results.querySelector("[role=status]")) {
      const status = Object.assign(document.createElement("p"), { className: "sr-only" });
      status.setAttribute("role", "status");
      results.append(status, document.createElement("ul"));
    }
    return results;
  };

  const show = async (form: HTMLFormElement) => {
    const query = inputOf(form).value.trim();
    const results = resultsOf(form);
    const status = results.querySelector("[role=status]")!;
    const list = results.querySelector("ul")!;
    if (!query) {
      list.replaceChildren();
      status.textContent = "";
      results.hidden = true;
      return;
    }
    const [{ lang, words }, engine] = await Promise.all([file, index]);
    const found = engine.search(query) as unknown as Result[];
    // A later keystroke may have answered already.
    if (inputOf(form).value.trim() !== query) return;
    const terms = searchTerms(query, true);
    const shown = form.matches(archiveBox) ? found : found.slice(0, headerResults);
    list.replaceChildren(...shown.map((result) => item(result, terms, words.kinds)));
    const plural = new Intl.PluralRules(lang).select(found.length);
    status.textContent = found.length
      ? (words.results[plural] ?? words.results.other).replace(
          "{count}",
          new Intl.NumberFormat(lang).format(found.length),
        )
      : words.none.replace("{query}", query);
    results.hidden = false;
    results.classList.toggle("search-empty", found.length === 0);
  };

  addEventListener("input", (event) => {
    const form = boxOf(event.target);
    if (!form) return;
    delete form.dataset.closed;
    void show(form);
  });
  // Back in the box, its results come back, unless Escape closed them (the next word opens them).
  addEventListener("focusin", (event) => {
    const form = boxOf(event.target);
    if (form && !("closed" in form.dataset) && (event.target as Element).matches(searchInput))
      void show(form);
  });
  // The header's results close when the focus leaves its box; the archive's stay.
  addEventListener("focusout", (event) => {
    const form = boxOf(event.target);
    if (!form || form.matches(archiveBox) || form.contains(event.relatedTarget as Node | null))
      return;
    resultsOf(form).hidden = true;
  });
  addEventListener("keydown", (event) => {
    const form = boxOf(event.target);
    if (!form) return;
    const links = [...form.querySelectorAll<HTMLAnchorElement>(".search-results a")];
    const at = links.indexOf(event.target as HTMLAnchorElement);
    const input = inputOf(form);
    if (event.key === "ArrowDown" && links.length) {
      event.preventDefault();
      links[Math.min(at + 1, links.length - 1)]!.focus();
    } else if (event.key === "ArrowUp" && at >= 0) {
      event.preventDefault();
      (at === 0 ? input : links[at - 1]!).focus();
    } else if (event.key === "Escape" && !form.matches(archiveBox)) {
      form.dataset.closed = "";
      resultsOf(form).hidden = true;
      input.focus();
    }
  });
  // A result on this language's pages opens inside the app once it is there, as the site's
  // own links do: no page load, and the header's results close. Otherwise it is a plain link.
  addEventListener("click", (event) => {
    const link =
      event.target instanceof Element
        ? event.target.closest<HTMLAnchorElement>(".search-results a")
        : null;
    const router = (window as { __reactRouterDataRouter?: AppRouter }).__reactRouterDataRouter;
    const plain = event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey;
    if (!link || !router || plain || event.altKey || link.target) return;
    const base = router.basename.replace(/\/$/, "");
    const { origin, pathname, search, hash } = new URL(link.href);
    if (origin !== location.origin || !`${pathname}/`.startsWith(`${base}/`)) return;
    event.preventDefault();
    const form = boxOf(link)!;
    if (!form.matches(archiveBox)) {
      form.dataset.closed = "";
      resultsOf(form).hidden = true;
    }
    void router.navigate(`${pathname.slice(base.length) || "/"}${search}${hash}`);
  });
  // The archive's box answers there, its query kept in the address to share or reload.
  addEventListener("submit", (event) => {
    const form = boxOf(event.target);
    if (!form?.matches(archiveBox)) return;
    event.preventDefault();
    const url = new URL(location.href);
    url.searchParams.set("q", inputOf(form).value);
    history.replaceState(history.state, "", url);
    void show(form);
  });

  const archive = document.querySelector<HTMLFormElement>(archiveBox);
  const asked = new URLSearchParams(location.search).get("q");
  if (archive && asked) {
    inputOf(archive).value = asked;
    void show(archive);
  }
  const focused = boxOf(document.activeElement);
  if (focused) void show(focused);
}

/** One result: a link with its kind, its title and description, the matched words marked. */
function item(
  result: Result,
  terms: string[],
  kinds: SearchWords["words"]["kinds"],
): HTMLLIElement {
  const li = document.createElement("li");
  const link = document.createElement("a");
  link.href = result.id;
  if (/^https?:/.test(result.id)) Object.assign(link, { target: "_blank", rel: "noopener" });
  if (result.lang) link.lang = result.lang;
  const kind = Object.assign(document.createElement("span"), {
    className: "search-kind",
    textContent: kinds[result.kind],
  });
  const title = Object.assign(document.createElement("span"), { className: "search-title" });
  title.append(...marked(result.title, terms));
  link.append(kind, title);
  if (result.description) {
    const text = Object.assign(document.createElement("span"), { className: "search-text" });
    text.append(...marked(result.description, terms));
    link.append(text);
  }
  li.append(link);
  return li;
}

/** `text` with each word a query term finds (as the index cuts it) in a <mark>. */
export function marked(text: string, terms: string[]): (string | HTMLElement)[] {
  const parts: (string | HTMLElement)[] = [];
  let at = 0;
  for (const { word, index } of words(text)) {
    const hit = searchTerms(word).some((term) => terms.some((query) => term.startsWith(query)));
    if (!hit) continue;
    parts.push(text.slice(at, index));
    parts.push(Object.assign(document.createElement("mark"), { textContent: word }));
    at = index + word.length;
  }
  parts.push(text.slice(at));
  return parts.filter((part) => part !== "");
}
