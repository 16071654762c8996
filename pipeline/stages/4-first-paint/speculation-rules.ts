import { pointedLink } from "./intent-script.ts";

// The speculation rule set of every page with the app. Before the app is
// there, a click on a link of the site is a page load; Chromium can have its
// document ready. The rules name no address: until the app has hydrated, the
// intent script (intent-script.ts) marks the link the visitor points at,
// only ever one of React Router's links (documents of the site under its
// base path), and Chromium prefetches a marked link's document at once,
// never before intent. "moderate" eagerness would wait for a 200 ms rest of
// the pointer first, too late for a visitor who clicks 300 ms after
// pointing. Once the app navigates it marks nothing more: a client-side
// navigation needs the page's data, not its document. The rule set stays
// (removing it would cancel a prefetch on its way for nothing). Browsers
// without speculation rules read it as a data block and do nothing.

/** The element: the document of the link the visitor points at, prefetched at once. */
export const speculationRules = () =>
  `<script type="speculationrules">${JSON.stringify({
    prefetch: [{ where: { selector_matches: pointedLink }, eagerness: "immediate" }],
  })}</script>`;
