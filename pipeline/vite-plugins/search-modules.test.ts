import { resolve } from "node:path";
import { expect, test } from "vitest";
import { searchModulesPlugin } from "./search-modules.ts";

const root = "/project";
const resolveWith = (hasSearch: boolean, source: string, importer: string) =>
  (
    searchModulesPlugin(hasSearch, root).resolveId as (
      source: string,
      importer?: string,
    ) => string | undefined
  )(source, importer);

test("in a site with the search, the header and the Blog get the modules with the box and the link", () => {
  expect(resolveWith(true, "./header-nav", "/project/app/components/layout/site-header.tsx")).toBe(
    resolve(root, "app/components/search/header-nav-with-search.tsx"),
  );
  expect(resolveWith(true, "../components/list-page", "/project/app/routes/blog.tsx?x=1")).toBe(
    resolve(root, "app/components/search/blog-list-page.tsx"),
  );
});

test("a site without keeps its modules, and other importers keep theirs", () => {
  expect(
    resolveWith(false, "./header-nav", "/project/app/components/layout/site-header.tsx"),
  ).toBeUndefined();
  // The swapped modules import the originals themselves.
  expect(
    resolveWith(
      true,
      "../layout/header-nav",
      "/project/app/components/search/header-nav-with-search.tsx",
    ),
  ).toBeUndefined();
  expect(
    resolveWith(true, "../components/list-page", "/project/app/routes/projects.tsx"),
  ).toBeUndefined();
});
