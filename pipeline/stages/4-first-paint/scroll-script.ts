// React Router's <ScrollRestoration> writes an inline script that runs while
// the page is parsed: it gives the history entry a random key when it has
// none, then reads sessionStorage for a scroll position saved under that key.
// Both are synchronous calls into the browser process, the most expensive
// work before the first paint (about half of the HTML parsing task here). On
// a first visit the entry has no key, so the freshly made key cannot have a
// saved position: only the key matters, and only to the router, which starts
// later, if at all. So the inline script now runs only when the entry
// already has a key (a reload, or back and forward from another site), and
// the module that starts the app (load-on-intent.ts) gives a new entry its
// key before the router does. It is minified as well: it is in every page,
// and React Router ships it as written (about 50 bytes gzipped less).
import { transformSync } from "esbuild";

const scrollScript =
  /<script>(\(\(storageKey\d*, restoreKey\) => \{[\s\S]*?\}\)\("react-router-scroll-positions", null\))<\/script>/;

/** The bootstrap's first step: the key React Router's inline script would have set. */
export const historyKey =
  'if (!history.state?.key) history.replaceState({ ...history.state, key: Math.random().toString(32).slice(2) }, "");\n';

/**
 * Returns the page with React Router's scroll script guarded so that it runs
 * only for a history entry that has a key, and minified; throws if the page mentions the
 * scroll positions but the script is not in the form React Router 7 emits.
 */
export function guardScrollScript(html: string, page: string): string {
  const match = scrollScript.exec(html);
  if (!match) {
    if (html.includes("react-router-scroll-positions")) {
      throw new Error(`${page}: React Router's scroll restoration script has an unexpected form`);
    }
    return html;
  }
  const guarded = `if (history.state && history.state.key) ${match[1]}`;
  const code = transformSync(guarded, { minify: true }).code.trim().replace(/;$/, "");
  return html.replace(match[0], () => `<script>${code}</script>`);
}
