// React Router's default browser entry, plus one fix for its view transitions
// and the hand-over of what the page prefetched on the visitor's intent.
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { prefetchOnIntent } from "./lib/navigation/intent-prefetch";
import { handleSkippedTransitions } from "./lib/navigation/skipped-transitions";

handleSkippedTransitions(document);
prefetchOnIntent(window);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
