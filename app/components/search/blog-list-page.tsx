import type { ComponentProps } from "react";
import { Link, useLoaderData } from "react-router";
import { archivePage } from "../../lib/pages/site-pages";
import { tagsIndexPath } from "../../lib/tags/site-tags";
import { ListPage as Page } from "../list-page";

// The Blog's page with a line linking the archive (and the tags, when posts carry them). In a site with posts
// written on it (which alone has the archive), the build hands the Blog this
// module in place of ../components/list-page
// (pipeline/vite-plugins/search-modules.ts), so the Blog's own module stays
// as it was in a site without. The link's words are the Blog's data.

export function ListPage({ children, ...props }: ComponentProps<typeof Page>) {
  const { archiveLink, tagsLink } = useLoaderData<{ archiveLink?: string; tagsLink?: string }>();
  return (
    <Page {...props}>
      {archiveLink && (
        <p className="archive-link">
          <Link to={archivePage.path}>{archiveLink}</Link>
          {tagsLink && (
            <>
              {" · "}
              <Link to={tagsIndexPath}>{tagsLink}</Link>
            </>
          )}
        </p>
      )}
      {children}
    </Page>
  );
}
