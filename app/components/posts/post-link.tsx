import type { ComponentProps } from "react";
import { Link } from "react-router";
import { ExternalLink as LinkElsewhere } from "../external-link";

// The posts' cards and archive link each post with ../external-link. In a
// site with posts written on it, the build hands them this module in its
// place (pipeline/vite-plugins/local-posts.ts): a card's link to such a post
// is its page's path ("/blog/hello", app/lib/content/cards.ts), opened in the
// same tab as any page of the site; any other link stays ExternalLink's. The
// cards' own modules are untouched, so a site without local posts keeps
// every byte of its JavaScript.

/** A link to a post: a path of the site in the same tab, else another site's in a new tab. */
export function ExternalLink(props: ComponentProps<typeof LinkElsewhere>) {
  if (!props.href.startsWith("/")) return <LinkElsewhere {...props} />;
  // rel="me" is for profiles, never a post of the site.
  const { href, label, children, ...rest } = props;
  delete rest.me;
  return (
    <Link to={href} aria-label={label} {...rest}>
      {children}
    </Link>
  );
}
