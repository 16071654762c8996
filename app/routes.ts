import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { archivePage, postPage, sitePages, tagPages } from "./lib/pages/site-pages";
import { hasPostRoute, hasTagRoutes } from "./lib/pages/post-route";

export default [
  ...sitePages.map((page) =>
    page.path === "/" ? index(page.module) : route(page.path.slice(1), page.module),
  ),
  // A post written on the site, and the archive, only in a site that has one.
  ...(hasPostRoute()
    ? [
        route(archivePage.path.slice(1), archivePage.module),
        route(postPage.pattern.slice(1), postPage.module),
      ]
    : []),
  // The tags' pages, only in a site whose posts carry tags.
  ...(hasTagRoutes()
    ? [
        route(tagPages.index.path.slice(1), tagPages.index.module),
        route(tagPages.tag.pattern.slice(1), tagPages.tag.module),
      ]
    : []),
  // Any other path goes home, replacing the history entry.
  route("*", "routes/fallback.tsx"),
] satisfies RouteConfig;
