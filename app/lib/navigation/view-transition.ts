// How the site's links navigate on the client: inside a view transition,
// unless the visitor asks for reduced motion (then the browser would still
// freeze the page for the transition's two snapshots, with nothing to show
// for it) or the browser has none (Firefox ESR 140, older Safari: React
// Router would warn on every navigation). React Router 7's <Link> no longer
// takes flushSync (it reached the <a> as an unknown attribute and did
// nothing), so React renders the next page as a transition inside the view
// transition; rendering it with flushSync instead measured no faster in the
// race against astro-paper (npm run bench), within the run's spread.
import { useSyncExternalStore } from "react";

const reducedMotion = "(prefers-reduced-motion: reduce)";

function subscribe(changed: () => void): () => void {
  const query = matchMedia(reducedMotion);
  query.addEventListener("change", changed);
  return () => query.removeEventListener("change", changed);
}

/** The props a link of the site navigates with: `<Link {...useNavigationProps()}>`. */
export function useNavigationProps(): { viewTransition: boolean } {
  const moving = useSyncExternalStore(
    subscribe,
    () => "startViewTransition" in document && !matchMedia(reducedMotion).matches,
    // Prerendered with the transition; a visitor who asks for less motion has it dropped on hydration.
    () => true,
  );
  return { viewTransition: moving };
}
