import { startTransition, useEffect, useState } from "react";

let origin: string | undefined;

/**
 * Called by the component that renders the page's meta tags. While
 * prerendering and during hydration there is no origin yet, so the static
 * HTML (which crawlers read) keeps URLs built from the base URL setting. Once
 * the page has hydrated, the effect records the current origin and that
 * component alone renders again, as a transition so React can split the work
 * between frames, and its meta tags switch to the origin. Returns whether the
 * page has hydrated.
 */
export function useClientOrigin(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    // Meta functions take no hooks, so they read this module value.
    origin = window.location.origin;
    startTransition(() => setHydrated(true));
  }, []);
  return hydrated;
}

export function clientOrigin(): string | undefined {
  return origin;
}

/** Whether this page has hydrated: after that, pages render in the browser only. */
export function hasHydrated(): boolean {
  return origin !== undefined;
}
