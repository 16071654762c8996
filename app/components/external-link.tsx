import type { ComponentProps } from "react";
import { useLabels } from "./labels";

type Props = Omit<ComponentProps<"a">, "target" | "rel"> & {
  href: string;
  /** rel="me": the linked profile links back, which proves the site is the owner's (Mastodon). */
  me?: boolean;
  /**
   * The link's accessible name, when it should say more than its text (it
   * must start with the text). The new-tab note joins it, and no hidden
   * element is needed: long lists of cards stay small.
   */
  label?: string;
};

/** A link to another site: opens in a new tab and tells assistive tech so. */
export function ExternalLink({ children, me, label, ...props }: Props) {
  const { newTab } = useLabels();
  const rel = me ? "me noopener noreferrer" : "noopener noreferrer";
  if (label !== undefined)
    return (
      <a {...props} target="_blank" rel={rel} aria-label={`${label} (${newTab})`}>
        {children}
      </a>
    );
  return (
    <a {...props} target="_blank" rel={rel}>
      {children}
      <span className="sr-only">{` (${newTab})`}</span>
    </a>
  );
}
