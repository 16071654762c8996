import type { OverridesInput } from "./schema/entries.ts";

// Changes to imported posts and projects (content/imported/, written by
// `npm run import`). Kept here, they survive every refresh. Entries are
// known by their URL.
export const overrides: OverridesInput = {
  // URLs of imported entries not to show.
  hidden: [],
  // Fields to replace, for example:
  // "https://dev.to/you/a-post": { title: "A better title", thumbnail: "my-cover.jpg" },
  posts: {},
  projects: {},
};
