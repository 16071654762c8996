import type { ComponentProps } from "react";
import { useLabels } from "./labels";

type Props = Omit<ComponentProps<"a">, "target" | "rel"> & {
  href: string;
  /** rel="me": the linked profile links back, which proves the site is the owner's (Mastodon). */
  me?: boolean;
};

/** A link to another site: opens in a new tab and tells assistive tech so. */
export function ExternalLink({ children, me, ...props }: Props) {
  const { newTab } = useLabels();
  return (
    <a {...props} target="_blank" rel={me ? "me noopener noreferrer" : "noopener noreferrer"}>
      {children}
      <span className="sr-only">{` (${newTab})`}</span>
    </a>
  );
}
