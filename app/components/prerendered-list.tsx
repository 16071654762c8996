import { useState, type ReactNode } from "react";
import { hasHydrated } from "../lib/metadata/client-origin";
import { prerendering } from "../lib/settings/build-env";

/**
 * A long list with nothing to run in the browser. The prerendered page holds
 * it as HTML; when that page hydrates, React keeps the HTML as it is and does
 * not walk into it, so hundreds of cards cost a phone no hydration work.
 * After a client-side navigation there is no HTML yet: the list renders as
 * any component does. The choice is made once, when the list mounts.
 */
export function PrerenderedList({
  children,
  className,
}: {
  children: ReactNode;
  className?: string;
}) {
  const [keepHtml] = useState(() => !prerendering && !hasHydrated());
  if (!keepHtml) return <div className={className}>{children}</div>;
  // React does not compare or replace the children of an element that sets
  // its own HTML while hydrating; the server's cards stay.
  return (
    <div className={className} dangerouslySetInnerHTML={{ __html: "" }} suppressHydrationWarning />
  );
}
