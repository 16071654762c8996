import { useSyncExternalStore } from "react";

let origin: string | undefined;
const subscribe = () => () => {};

/**
 * Called by the root layout on every render. While prerendering and during
 * hydration there is no origin yet, so the static HTML (which crawlers read)
 * keeps URLs built from the base URL setting; right after hydration the
 * layout re-renders and page metadata switches to the current origin.
 */
export function useClientOrigin(): void {
  const hydrated = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  origin = hydrated ? window.location.origin : undefined;
}

export function clientOrigin(): string | undefined {
  return origin;
}
