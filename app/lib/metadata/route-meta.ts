import type { MetaDescriptor } from "react-router";
import { clientOrigin } from "./client-origin.ts";
import { buildMeta, type PageMeta, type SiteMeta } from "./meta.ts";
import { routePath } from "./site-urls.ts";

type Matches = ReadonlyArray<{ id: string; pathname?: string; loaderData?: unknown } | undefined>;

/**
 * Meta for a route module: the site's data comes from the root loader and
 * the page's path from the deepest match, so no route repeats its own path.
 */
export function routeMeta(matches: Matches, page: PageMeta): MetaDescriptor[] {
  const root = matches.find((match) => match?.id === "root")?.loaderData as
    { siteMeta: SiteMeta } | undefined;
  const pathname = matches.at(-1)?.pathname ?? "/";
  // Match paths are already without the base path; routePath only tidies slashes.
  return buildMeta(root?.siteMeta, { path: routePath(pathname, "/"), ...page }, clientOrigin());
}
