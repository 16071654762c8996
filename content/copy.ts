import type { CopyInput } from "./schema/site.ts";

// The words of the pages that are yours. Every fixed label of the site
// ("Recent Articles", "View more", the navigation, the 404 page, ...) comes
// in your language from the dictionary of owner.locale; to change any one,
// name it in `labels` (the names are in app/lib/i18n/dictionaries/en.ts):
//   labels: { recentArticles: "Writing", viewMore: "See all" },
export const copy: CopyInput = {
  blog: {
    // The page's description for search engines and link previews, and the feeds'.
    description:
      "Articles by Tobi Adeyemi on backend engineering, distributed systems, FinTech and Blockchain.",
    intro: "Notes on the systems I build and the problems behind them.",
  },
  projects: {
    description: "Open-source projects and tools by Tobi Adeyemi.",
    intro: "Things I have built, mostly tools for other engineers.",
  },
};
