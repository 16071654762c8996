import type { Files } from "../../tests/harness/sites/project-copy.ts";
import type { GeneratedSite } from "./generate-site.ts";
import { draw, postImages, postTexts } from "./drawn-files.ts";

// A generated site written out as a fork holds it: content/ as TypeScript
// modules and JSON, as the README and `npm run import` write them, its
// posts written here as an owner types them (Prettier leaves content/posts/
// alone), its images drawn in their formats and sizes, and its settings in .env.

const module = (
  types: string,
  from: string,
  exports: [name: string, type: string, value: unknown][],
) =>
  [
    `import type { ${types} } from "./schema/${from}.ts";`,
    "",
    ...exports.map(
      ([name, type, value]) => `export const ${name}: ${type} = ${JSON.stringify(value, null, 2)};`,
    ),
    "",
  ].join("\n");

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** Every file of the site's content/, and its .env. */
export async function siteFiles(site: GeneratedSite): Promise<Files> {
  const files: Files = {
    "content/owner.ts": module("OwnerInput", "owner", [["owner", "OwnerInput", site.owner]]),
    "content/links.ts": module("LinksInput", "site", [["links", "LinksInput", site.links]]),
    "content/copy.ts": module("CopyInput", "site", [["copy", "CopyInput", site.copy]]),
    "content/theme.ts": module("ThemeInput", "site", [["theme", "ThemeInput", site.theme]]),
    "content/posts.ts": module("PostDefaultsInput, PostInput", "entries", [
      ["posts", "PostInput[]", site.posts],
      ["postDefaults", "PostDefaultsInput", site.postDefaults],
    ]),
    "content/projects.ts": module("ProjectInput", "entries", [
      ["projects", "ProjectInput[]", site.projects],
    ]),
    "content/overrides.ts": module("OverridesInput", "entries", [
      ["overrides", "OverridesInput", site.overrides],
    ]),
    "content/analytics.ts": module("AnalyticsInput", "analytics", [
      ["analytics", "AnalyticsInput | undefined", site.analytics],
    ]),
    "content/imported/posts.json": json(site.importedPosts),
    "content/imported/projects.json": json(site.importedProjects),
    "content/imported/sources.json": json({
      posts: [...new Set(site.importedPosts.map((post) => post.source))].map((feed) => ({ feed })),
      projects: site.importedProjects.length
        ? [{ user: site.importedProjects[0]!.source, forks: false, archived: false }]
        : [],
      ...(site.importedExperience && { resume: [{ source: "resume.json" }] }),
    }),
    "content/icon.svg": `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="${site.seed % 32}" fill="${site.theme.accent.light}"/><circle cx="32" cy="32" r="12" fill="#fff"/></svg>\n`,
    ".env": `${Object.entries(site.settings)
      .map(([name, value]) => `${name}=${value}`)
      .join("\n")}\n`,
  };
  if (site.experience)
    files["content/experience.ts"] = module("ExperienceInput", "experience", [
      ["experience", "ExperienceInput", site.experience],
    ]);
  if (site.importedExperience)
    files["content/imported/experience.json"] = json(site.importedExperience);
  if (site.languages)
    files["content/languages.ts"] = module("LanguagesInput", "languages", [
      ["languages", "LanguagesInput", site.languages],
    ]);
  for (const [name, text] of Object.entries(site.files)) files[`content/files/${name}`] = text;
  for (const [name, spec] of Object.entries(site.images))
    files[`content/images/${name}`] = await draw(spec);
  Object.assign(files, postTexts(site));
  for (const [path, spec] of Object.entries(postImages(site))) files[path] = await draw(spec);
  return files;
}
