import { copy } from "../../../content/copy.ts";
import importedPosts from "../../../content/imported/posts.json" with { type: "json" };
import importedProjects from "../../../content/imported/projects.json" with { type: "json" };
import { links } from "../../../content/links.ts";
import { overrides } from "../../../content/overrides.ts";
import { owner } from "../../../content/owner.ts";
import { postDefaults, posts } from "../../../content/posts.ts";
import { projects } from "../../../content/projects.ts";
import { theme } from "../../../content/theme.ts";

/**
 * Every file of content/ as written, before any check: what the build
 * validates (validate-content.ts, which names each key's file in its messages).
 */
export const rawContent = {
  owner,
  links,
  copy,
  theme,
  posts,
  postDefaults,
  projects,
  importedPosts: importedPosts as unknown,
  importedProjects: importedProjects as unknown,
  overrides,
};

export type RawContent = typeof rawContent;
