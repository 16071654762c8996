import type { CopyInput } from "./schema/site.ts";

// The words of the pages that are yours. The headings and button labels the
// site's specification fixes ("Recent Articles", "View more", ...) stay in the code.
export const copy: CopyInput = {
  home: {
    noPosts: "No articles yet.",
    noProjects: "No projects yet.",
  },
  blog: {
    // The page's description for search engines and link previews, and the feeds'.
    description:
      "Articles by Tobi Adeyemi on backend engineering, distributed systems, FinTech and Blockchain.",
    intro: "Notes on the systems I build and the problems behind them.",
    noPosts: "No articles yet.",
  },
  projects: {
    description: "Open-source projects and tools by Tobi Adeyemi.",
    intro: "Things I have built, mostly tools for other engineers.",
    noProjects: "No projects yet.",
  },
  notFound: {
    title: "Page not found",
    text: "This page does not exist.",
    homeLink: "Go to the home page",
  },
  error: {
    text: "Something went wrong.",
    homeLink: "Go to the home page",
  },
  labels: {
    skipLink: "Skip to content",
    newTab: "opens in a new tab",
    socialProfiles: "Social profiles",
    builtWith: "Built with",
    skills: "Skills",
    morePosts: "articles",
    moreProjects: "projects",
  },
};
