import { useSyncExternalStore } from "react";

let origin: string | undefined;
const subscribe = () => () => {};

/**
 * Called by the root layout on every render. While prerendering and during
 * hydration there is no origin yet, so the static HTML (which crawlers read)
 * keeps URLs built from the base URL setting; right after hydration the
 * layout re-renders and page metadata switches to the current origin.
 * Returns whether the page has hydrated.
 */
export function useClientOrigin(): boolean {
  const hydrated = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  // Meta functions take no hooks, so they read this module value. Writing it
  // here is idempotent and depends only on the hydration state, which is what
  // makes the layout's second render pick up the origin.
  // eslint-disable-next-line react-hooks/globals
  origin = hydrated ? window.location.origin : undefined;
  return hydrated;
}

export function clientOrigin(): string | undefined {
  return origin;
}
