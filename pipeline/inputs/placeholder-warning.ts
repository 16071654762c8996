import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Content } from "../../app/lib/content/validate-content.ts";
import type { Settings } from "../../app/lib/settings/settings-schema.ts";
import { printWarning } from "./print-warning.ts";
import { template } from "./template-identity.ts";

const sha256 = (file: string) =>
  existsSync(file) ? createHash("sha256").update(readFileSync(file)).digest("hex") : "";
const withoutSlash = (value: string) => value.replace(/\/+$/, "");

/** Every text of the owner and the copy, with where it is written. */
function texts(content: Content): [string, string][] {
  const walk = (where: string, value: unknown): [string, string][] => {
    if (typeof value === "string") return [[where, value]];
    if (Array.isArray(value)) return value.flatMap((v, i) => walk(`${where}[${i}]`, v));
    if (value && typeof value === "object")
      return Object.entries(value).flatMap(([k, v]) => walk(`${where}.${k}`, v));
    return [];
  };
  return [
    ...walk("content/owner.ts: owner", content.owner),
    ...walk("content/copy.ts: copy", content.copy),
  ];
}

/**
 * One line for each place where the template's own identity is still in use:
 * its name in any text, its words, sample entries, links (as the settings
 * resolve them), images, icon and colours. The specification's defaults are
 * legal, so these are warnings unless VITE_REQUIRE_OWN_CONTENT asks otherwise.
 */
export function placeholderProblems(content: Content, settings: Settings, root = "."): string[] {
  const problems: string[] = [];
  const name = template.name.toLowerCase();
  for (const [where, text] of texts(content)) {
    if (text === template.name) problems.push(`${where} is still "${template.name}"`);
    else if (text.toLowerCase().includes(name))
      problems.push(`${where} still names "${template.name}"`);
    else if (template.texts[where] === text) problems.push(`${where} is still the template's text`);
    else if (template.about.some((start) => where.includes(".about[") && text.startsWith(start)))
      problems.push(`${where} is still the template's paragraph`);
  }
  content.posts.forEach((post, i) => {
    if (template.postUrls.includes(post.url))
      problems.push(
        `content/posts.ts: posts[${i}] ("${post.title}") is the template's sample post`,
      );
  });
  content.projects.forEach((project, i) => {
    if (template.projectUrls.includes(project.url))
      problems.push(
        `content/projects.ts: projects[${i}] ("${project.title}") is the template's sample project`,
      );
  });
  for (const [setting, [key, value]] of Object.entries(template.settings)) {
    if (withoutSlash(settings[key]) === value)
      problems.push(`${setting} is still the template's, ${value} (set it in content/links.ts)`);
  }
  const templateImage = (name: string) =>
    template.images[sha256(join(root, "content/images", name))];
  const fallback = content.postDefaults.thumbnail;
  const images = new Set([
    content.owner.headshot,
    ...content.posts.flatMap((p) => p.thumbnail ?? []),
  ]);
  if (fallback) images.delete(fallback);
  for (const image of [...images].sort()) {
    const what = templateImage(image);
    if (what) problems.push(`content/images/${image} is still the template's ${what}`);
  }
  const fallbackIs = fallback && templateImage(fallback);
  if (fallbackIs)
    problems.push(
      `content/posts.ts: postDefaults.thumbnail names content/images/${fallback}, still the template's ${fallbackIs}; remove it to show a thumbnail drawn in your accent colours`,
    );
  if (sha256(join(root, "content/icon.svg")) === template.icon)
    problems.push("content/icon.svg is still the template's icon");
  for (const scheme of ["light", "dark"] as const) {
    if (content.palette[scheme].accent === template.accent[scheme])
      problems.push(
        `content/theme.ts: theme.accent.${scheme} is still the template's colour, ${template.accent[scheme]}`,
      );
  }
  return problems;
}

/** The warning to print, or undefined when the template's identity is gone. */
export function placeholderWarning(
  content: Content,
  settings: Settings,
  root = ".",
): string | undefined {
  const problems = placeholderProblems(content, settings, root);
  if (problems.length === 0) return undefined;
  return [
    "Warning: this build still uses the template's placeholder identity. The build goes on,",
    'but replace these before you publish the site (see "Make it yours" in the README):',
    ...problems.map((problem) => `  - ${problem}`),
  ].join("\n");
}

/**
 * Prints the warning, if any; returns whether it printed. The build's input
 * check calls it once per process (check-inputs.ts).
 */
export function warnAboutPlaceholders(
  content: Content,
  settings: Settings,
  root = ".",
  print = printWarning,
): boolean {
  const warning = placeholderWarning(content, settings, root);
  if (warning) print(warning);
  return warning !== undefined;
}
