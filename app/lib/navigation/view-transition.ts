// How the site's links navigate on the client: inside a view transition,
// unless the visitor asks for reduced motion (then the browser would still
// freeze the page for the transition's two snapshots, with nothing to show
// for it) or the browser has none (Firefox ESR 140, older Safari: React
// Router would warn on every navigation), and with flushSync, so that React renders the next page at once
// inside the transition's update callback: without it React Router renders
// it as a transition, in slices, after two effects have run, while the
// browser holds the old page's snapshot on screen.
import { useSyncExternalStore } from "react";

const reducedMotion = "(prefers-reduced-motion: reduce)";

function subscribe(changed: () => void): () => void {
  const query = matchMedia(reducedMotion);
  query.addEventListener("change", changed);
  return () => query.removeEventListener("change", changed);
}

/** The props a link of the site navigates with: `<Link {...useNavigationProps()}>`. */
export function useNavigationProps(): { viewTransition: boolean; flushSync: true } {
  const moving = useSyncExternalStore(
    subscribe,
    () => "startViewTransition" in document && !matchMedia(reducedMotion).matches,
    // Prerendered with the transition; a visitor who asks for less motion has it dropped on hydration.
    () => true,
  );
  return { viewTransition: moving, flushSync: true };
}
