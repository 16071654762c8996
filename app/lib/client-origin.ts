import { startTransition, useEffect, useState } from "react";

let origin: string | undefined;

/**
 * Called by the component that renders the page's meta tags. While
 * prerendering and during hydration there is no origin yet, so the static
 * HTML (which crawlers read) keeps URLs built from the base URL setting. Once
 * the page has hydrated, that component alone renders again, as a transition
 * so React can split the work between frames, and its meta tags switch to
 * the current origin. Returns whether the page has hydrated.
 */
export function useClientOrigin(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  // Meta functions take no hooks, so they read this module value. Writing it
  // here is idempotent and depends only on the hydration state, which is what
  // makes the second render pick up the origin.
  // eslint-disable-next-line react-hooks/globals
  origin = hydrated ? window.location.origin : undefined;
  return hydrated;
}

export function clientOrigin(): string | undefined {
  return origin;
}
