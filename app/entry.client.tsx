// React Router's default browser entry, plus one fix for its view transitions.
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { handleSkippedTransitions } from "./lib/navigation/skipped-transitions";

handleSkippedTransitions(document);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
