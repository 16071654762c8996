import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { sitePages } from "./lib/pages/site-pages";

export default [
  ...sitePages.map((page) =>
    page.path === "/" ? index(page.module) : route(page.path.slice(1), page.module),
  ),
  // Any other path goes home, replacing the history entry.
  route("*", "routes/fallback.tsx"),
] satisfies RouteConfig;
