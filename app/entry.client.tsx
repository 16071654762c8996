// React Router's default browser entry, plus one fix for its view transitions,
// the hand-over of what the page prefetched on the visitor's intent, and the
// end of the page's speculation rules (the app navigates from now on).
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { prefetchOnIntent } from "./lib/navigation/intent-prefetch";
import { handleSkippedTransitions } from "./lib/navigation/skipped-transitions";
import { dropSpeculationRules } from "./lib/navigation/speculation-rules";

handleSkippedTransitions(document);
prefetchOnIntent(window);
dropSpeculationRules(document);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
