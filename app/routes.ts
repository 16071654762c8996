import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("about-me", "routes/about-me.tsx"),
  route("blog", "routes/blog.tsx"),
  route("projects", "routes/projects.tsx"),
  // Any other path goes home, replacing the history entry.
  route("*", "routes/fallback.tsx"),
] satisfies RouteConfig;
