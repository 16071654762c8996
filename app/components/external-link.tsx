import type { ComponentProps } from "react";

type Props = Omit<ComponentProps<"a">, "target" | "rel"> & { href: string };

/** A link to another site: opens in a new tab and tells assistive tech so. */
export function ExternalLink({ children, ...props }: Props) {
  return (
    <a {...props} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
