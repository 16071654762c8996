import { routedLink } from "./intent-script.ts";

// The speculation rule set of every page with the app (see
// app/lib/navigation/speculation-rules.ts for why it is there and when it
// goes). React Router marks only the links it routes, all of them documents
// of the site under its base path: the rule needs no address pattern.

/** The element: the documents of routed links, prefetched on a pointer's rest or a press. */
export const speculationRules = () =>
  `<script type="speculationrules">${JSON.stringify({
    prefetch: [{ where: { selector_matches: routedLink }, eagerness: "moderate" }],
  })}</script>`;
