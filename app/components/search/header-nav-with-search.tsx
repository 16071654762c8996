import { useRouteLoaderData } from "react-router";
import type { SearchBoxWords } from "../../lib/search/search-box-words";
import { HeaderNav as Navigation } from "../layout/header-nav";
import { SearchBox } from "./search-box";

// The header's navigation with the search box before it. In a site with
// posts written on it (which alone has the archive and the search), the build
// hands the header this module in place of ../layout/header-nav
// (pipeline/vite-plugins/search-modules.ts), so the header's own module, and
// a site without posts' every byte of JavaScript, stay as they were. The box's
// words are the root's data (app/root.tsx's loader).

export function HeaderNav(props: Parameters<typeof Navigation>[0]) {
  const root = useRouteLoaderData<{ search?: SearchBoxWords }>("root");
  return (
    <>
      {root?.search && <SearchBox words={root.search} place="header" />}
      <Navigation {...props} />
    </>
  );
}
