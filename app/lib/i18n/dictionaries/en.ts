import type { Dictionary } from "../dictionary.ts";

// English, and the specification's own wording: "Recent Articles", "View
// more", "Read more...", "Let's Connect", "Hello there!", ... exactly as it
// writes them. Every other language falls back to these.
export const en = {
  skipLink: "Skip to content",
  mainNav: "Main",
  navHome: "Home",
  navProjects: "Projects",
  navBlog: "Blog",
  aboutLink: "About me",
  recentArticles: "Recent Articles",
  latestProjects: "Latest Projects",
  viewMore: "View more",
  morePosts: "articles",
  moreProjects: "projects",
  noPosts: "No articles yet.",
  noProjects: "No projects yet.",
  readMore: "Read more...",
  postsInYear: { one: "{count} article", other: "{count} articles" },
  aboutTitle: "About Me",
  aboutHeading: "Hello there!",
  blogTitle: "Blog",
  blogHeading: "Blog Posts",
  projectsTitle: "Projects",
  projectsHeading: "Projects",
  letsConnect: "Let's Connect",
  newTab: "opens in a new tab",
  socialProfiles: "Social profiles",
  builtWith: "Built with",
  skills: "Skills",
  notFoundTitle: "Page not found",
  notFoundText: "This page does not exist.",
  errorText: "Something went wrong.",
  homeLink: "Go to the home page",
  feedTitle: "{name}: blog ({format})",
} as const satisfies Dictionary;
