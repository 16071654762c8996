// The modules a page needs are known only from React Router's manifest, which
// arrives with the app; the intent script prefetched the page's data before
// that. This preloads the modules of each page whose data was prefetched, so
// that the click runs the page's code without waiting for it.
import { matchRoutes, type RouteObject } from "react-router";

/** What this needs of a route in React Router's browser manifest (window.__reactRouterManifest). */
export type ManifestRoute = {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: string;
  imports?: string[];
};

export type Manifest = { routes: Record<string, ManifestRoute | undefined> };

function routeTree(routes: ManifestRoute[], parentId?: string): RouteObject[] {
  return routes
    .filter((route) => route.parentId === parentId)
    .map((route) =>
      route.index
        ? { id: route.id, index: true }
        : { id: route.id, path: route.path, children: routeTree(routes, route.id) },
    );
}

/** The module and imports of every route that renders `pathname`, the app's own excluded. */
export function pageModules(
  manifest: Manifest,
  pathname: string,
  basename: string,
  loaded: ReadonlySet<string>,
): string[] {
  const routes = Object.values(manifest.routes).filter((route) => route !== undefined);
  const matches = matchRoutes(routeTree(routes), pathname, basename) ?? [];
  const modules = matches.flatMap(({ route }) => {
    const entry = manifest.routes[route.id!];
    return entry ? [entry.module, ...(entry.imports ?? [])] : [];
  });
  return [...new Set(modules)].filter((href) => !loaded.has(href));
}

/** Adds a <link rel="modulepreload"> for each module not yet preloaded or loaded. */
export function preloadModules(doc: Document, hrefs: string[], loaded: Set<string>): void {
  for (const href of hrefs) {
    if (loaded.has(href)) continue;
    loaded.add(href);
    const link = doc.createElement("link");
    link.rel = "modulepreload";
    link.href = href;
    doc.head.append(link);
  }
}
