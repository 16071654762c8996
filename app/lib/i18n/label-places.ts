import type { LabelName } from "../../../content/schema/labels.ts";

/**
 * Where a visitor meets each label, for the notice that lists the labels
 * still in English (a name such as `morePosts` says little on its own).
 */
export const labelPlaces: Record<LabelName, string> = {
  skipLink: "the first link, for keyboards: it skips to the page's content",
  mainNav: "what screen readers call the navigation",
  navHome: "the navigation's link to Home",
  navProjects: "the navigation's link to Projects",
  navBlog: "the navigation's link to the Blog",
  aboutLink: "Home's button to the About page",
  recentArticles: "Home's heading above the newest posts",
  latestProjects: "Home's heading above the newest projects",
  viewMore: "the buttons under Home's posts and projects",
  morePosts: "what screen readers hear after View more, under the posts",
  moreProjects: "what screen readers hear after View more, under the projects",
  noPosts: "Home and the Blog with no post yet",
  noProjects: "Home and Projects with no project yet",
  readMore: "the link under each post",
  postsInYear: "the count under each year of the Blog's older posts",
  aboutTitle: "the About page's title in the browser tab and search results",
  aboutHeading: "the About page's heading",
  blogTitle: "the Blog's title in the browser tab and search results",
  blogHeading: "the Blog's heading",
  projectsTitle: "the Projects page's title in the browser tab and search results",
  projectsHeading: "the Projects page's heading",
  letsConnect: "the footer's heading above your profiles",
  linkedIn: "the name of your LinkedIn profile, in the footer and Home's buttons",
  gitHub: "the name of your GitHub profile, in the footer and Home's buttons",
  xTwitter: "the name of your X profile, in the footer and Home's buttons",
  newTab: "what screen readers hear after a link that opens in a new tab",
  socialProfiles: "what screen readers call the list of your profiles",
  builtWith: "what screen readers call a project's list of technologies",
  skills: "what screen readers call the About page's list of skills",
  notFoundTitle: "the title of the page for an address that does not exist",
  notFoundText: "the text of that page",
  errorText: "the text of the screen shown when something goes wrong",
  homeLink: "the link home on those two screens",
  feedTitle: "the title of your feeds in feed readers",
  // The theme switch (content/theme.ts `switch`): its name in each state.
  themeSystem: "the header's theme switch, while it follows the system",
  themeLight: "the header's theme switch, while the light theme is chosen",
  themeDark: "the header's theme switch, while the dark theme is chosen",
};
