import type { MetaDescriptor } from "react-router";
import { clientOrigin } from "./client-origin";
import { buildMeta, type PageMeta, type SiteMeta } from "./meta";

type Matches = ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;

/** Meta for a route module: the site's data comes from the root loader. */
export function routeMeta(matches: Matches, page: PageMeta): MetaDescriptor[] {
  const root = matches.find((match) => match?.id === "root")?.loaderData as
    { siteMeta: SiteMeta } | undefined;
  return buildMeta(root?.siteMeta, page, clientOrigin());
}
