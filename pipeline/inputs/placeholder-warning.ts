import { settingDefaults, type Settings } from "../../app/lib/settings/settings-schema.ts";
import type { Content } from "../../app/lib/content/validate-content.ts";

/**
 * The template's identity. The specification's defaults are legal, so a
 * build that still uses them is not refused; it warns, so that a fork does
 * not go live as somebody else by accident.
 */
export const template = {
  name: "Tobi Adeyemi",
  greeting: "Hi, I'm Tobi",
  bio: "I build reliable backend and distributed systems in Go and TypeScript, mostly for FinTech and Blockchain.",
  postUrls: [
    "https://medium.com/@tobi-adeyemi/why-crypto-wallet-addresses-cant-be-account-numbers",
  ],
  projectUrls: ["https://github.com/tobi-adeyemi/cipherline"],
};

const defaultLinks = [
  ["VITE_LINKEDIN_URL", "linkedinUrl"],
  ["VITE_GITHUB_URL", "githubUrl"],
  ["VITE_TWITTER_URL", "twitterUrl"],
  ["VITE_BASE_URL", "baseUrl"],
] as const;

/** One line for each place where the template's identity is still in use. */
export function placeholderProblems(content: Content, settings: Settings): string[] {
  const problems: string[] = [];
  const owner = content.owner;
  const where = (field: string) => `content/owner.ts: owner.${field}`;

  // Every owner text, so a fork that only changed its name is still warned
  // about "Portrait of Tobi Adeyemi" or a description that names the template.
  for (const [field, value] of Object.entries(owner)) {
    const texts: unknown[] = Array.isArray(value) ? value : [value];
    texts.forEach((text, i) => {
      if (typeof text !== "string" || !mentionsTemplateName(text)) return;
      const label = Array.isArray(value) ? `${field}[${i}]` : field;
      problems.push(
        text === template.name
          ? `${where(label)} is still "${template.name}"`
          : `${where(label)} still names "${template.name}"`,
      );
    });
  }
  if (owner.greeting === template.greeting)
    problems.push(`${where("greeting")} is still the template's greeting, "${template.greeting}"`);
  if (owner.bio === template.bio) problems.push(`${where("bio")} is still the template's bio`);

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

  for (const [name, key] of defaultLinks) {
    const fallback = settingDefaults[name];
    if (withoutSlash(settings[key]) === withoutSlash(fallback))
      problems.push(`${name} is still the template's default, ${fallback}`);
  }
  return problems;
}

const withoutSlash = (url: string) => url.replace(/\/+$/, "");

function mentionsTemplateName(text: string): boolean {
  return text.toLowerCase().includes(template.name.toLowerCase());
}

/** The warning to print, or undefined when the template's identity is gone. */
export function placeholderWarning(content: Content, settings: Settings): string | undefined {
  const problems = placeholderProblems(content, settings);
  if (problems.length === 0) return undefined;
  return [
    "Warning: this build still uses the template's placeholder identity. The build goes on,",
    'but replace these before you publish the site (see "Make it yours" in the README):',
    ...problems.map((problem) => `  - ${problem}`),
  ].join("\n");
}

// The build loads its configuration files more than once in one process, and
// each load runs the input checks; a process-wide flag keeps it to one warning.
const warned = Symbol.for("portfolio.placeholder-warning");
type Flagged = typeof globalThis & { [warned]?: boolean };

/** Prints the warning once per process; returns whether it printed. */
export function warnAboutPlaceholders(
  content: Content,
  settings: Settings,
  print: (message: string) => void = (message) => console.warn(`\n${message}\n`),
): boolean {
  const global = globalThis as Flagged;
  const message = placeholderWarning(content, settings);
  if (!message || global[warned]) return false;
  global[warned] = true;
  print(message);
  return true;
}

/** For tests: forget that the warning was printed. */
export function resetPlaceholderWarning(): void {
  (globalThis as Flagged)[warned] = false;
}
