import { pointedLink } from "./intent-script.ts";

// The speculation rule set of every page with the app (see
// app/lib/navigation/speculation-rules.ts for why it is there and when it
// goes). It names no address: the intent script marks the link the visitor
// points at, only ever one of React Router's links (documents of the site
// under its base path), and Chromium prefetches a marked link's document at
// once. "moderate" eagerness would wait for a 200 ms rest of the pointer
// first, too late for a visitor who clicks 300 ms after pointing: the
// document would still be on its way.

/** The element: the document of the link the visitor points at, prefetched at once. */
export const speculationRules = () =>
  `<script type="speculationrules">${JSON.stringify({
    prefetch: [{ where: { selector_matches: pointedLink }, eagerness: "immediate" }],
  })}</script>`;
