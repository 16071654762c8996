import { resolve, sep } from "node:path";
import type { Plugin } from "vite";

// In a site with posts written on it, which alone has the archive and the
// search: the header's navigation comes with the search box, and the Blog's
// page with a line linking the archive, each by a module the build hands in
// place of the one imported (as local-posts.ts does for the posts' links). A
// site without has the modules as they are, so every byte of its JavaScript
// and CSS stays as it was.

/** Which module imports what, and what it gets instead in a site with the search. */
const swaps = [
  {
    importer: "/app/components/layout/site-header.tsx",
    source: "./header-nav",
    by: "app/components/search/header-nav-with-search.tsx",
  },
  {
    importer: "/app/routes/blog.tsx",
    source: "../components/list-page",
    by: "app/components/search/blog-list-page.tsx",
  },
];

export function searchModulesPlugin(hasSearch: boolean, root = process.cwd()): Plugin {
  return {
    name: "portfolio:search-modules",
    enforce: "pre",
    resolveId(source, importer) {
      if (!hasSearch || !importer) return undefined;
      const from = importer.split("?")[0]!.split(sep).join("/");
      const swap = swaps.find((one) => one.source === source && from.endsWith(one.importer));
      return swap ? resolve(root, swap.by) : undefined;
    },
  };
}
