import { z } from "zod";
import { httpUrl } from "../../../content/schema/primitives.ts";
import type { LinksInput } from "../../../content/schema/site.ts";
import { addressLine } from "../i18n/address.ts";
import { formatIssues } from "../validation/format-issues.ts";
import { basePath, text, wholeNumber, yesNo } from "./setting-rules.ts";

/** The owner's links in content/links.ts: the defaults of five settings. */
export type LinkDefaults = Pick<
  LinksInput,
  "linkedin" | "github" | "twitter" | "address" | "city" | "country" | "baseUrl"
>;

/** Where each owner-specific setting's default is written. */
const fromContent = {
  VITE_LINKEDIN_URL: "linkedin",
  VITE_GITHUB_URL: "github",
  VITE_TWITTER_URL: "twitter",
  VITE_ADDRESS: "address",
  VITE_BASE_URL: "baseUrl",
} as const;

/** The defaults the specification fixes, the same for every owner. */
const fixedDefaults = {
  VITE_BASE_PATH: "/",
  VITE_BLOG_DESCRIPTION_LIMIT: "200",
  VITE_PROJECT_DESCRIPTION_LIMIT: "100",
  VITE_SECTION_CONTENT_LIMIT: "2",
  VITE_REQUIRE_OWN_CONTENT: "false",
  VITE_ANALYTICS_LOCAL: "false",
  VITE_SHARE_CARDS: "false",
  // Set by npm run build for the pages of each language of content/languages.ts.
  VITE_LANGUAGE: "",
} as const;

export type SettingName = keyof typeof fromContent | keyof typeof fixedDefaults;

/** Every setting's default: the owner's links from content/, the rest fixed. */
export function settingDefaults(links: LinkDefaults): Record<SettingName, string> {
  // The address line as written, or made from the city and the country.
  const line = links.address ?? addressLine(links.city, links.country);
  const owner = Object.fromEntries(
    Object.entries(fromContent).map(([name, key]) => [name, key === "address" ? line : links[key]]),
  ) as Record<keyof typeof fromContent, string>;
  return { ...owner, ...fixedDefaults };
}

export const settingsSchema = z.object({
  VITE_LINKEDIN_URL: httpUrl,
  VITE_GITHUB_URL: httpUrl,
  VITE_TWITTER_URL: httpUrl,
  VITE_ADDRESS: text,
  VITE_BASE_URL: httpUrl.transform((url) => url.replace(/\/+$/, "")),
  VITE_BASE_PATH: basePath,
  VITE_BLOG_DESCRIPTION_LIMIT: wholeNumber(50),
  VITE_PROJECT_DESCRIPTION_LIMIT: wholeNumber(50),
  VITE_SECTION_CONTENT_LIMIT: wholeNumber(2),
  VITE_REQUIRE_OWN_CONTENT: yesNo,
  VITE_ANALYTICS_LOCAL: yesNo,
  VITE_SHARE_CARDS: yesNo,
  VITE_LANGUAGE: z.string().trim(),
});

export type Settings = {
  linkedinUrl: string;
  githubUrl: string;
  twitterUrl: string;
  address: string;
  baseUrl: string;
  basePath: string;
  blogDescriptionLimit: number;
  projectDescriptionLimit: number;
  sectionContentLimit: number;
  /** Refuse to build while the template's own content remains (for deploys). */
  requireOwnContent: boolean;
  /** Count page views on localhost and 127.0.0.1 too (content/analytics.ts), to try it out. */
  analyticsLocal: boolean;
  /**
   * Home, About, the Blog and Projects shared with a drawn card (their title,
   * the owner's name and monogram) instead of the headshot. A post written
   * on the site always has one.
   */
  shareCards: boolean;
  /**
   * Which language's pages this build makes: a locale of content/languages.ts,
   * whose pages are at `basePath` (the site's, and the language's folder);
   * undefined for the default language's. npm run build sets it.
   */
  language?: string;
};

/** One bad setting: its line, and whether it was set or took its default. */
export type SettingProblem = { name: SettingName; set: boolean; line: string };

export class SettingsError extends Error {
  override name = "SettingsError";
  constructor(readonly problems: SettingProblem[]) {
    super(settingsMessage(problems));
  }
}

/** The message for some bad settings (every line of a SettingsError, or only some). */
export function settingsMessage(problems: SettingProblem[]): string {
  const lines = problems.map((problem) => problem.line).join("\n");
  return `Invalid settings (check your environment or .env file):\n${lines}`;
}

/**
 * Coerces and checks the build settings. A setting that is absent takes its
 * default (for the owner's links, the value in content/links.ts); one that
 * is set (even to "") must be valid. Every bad setting is reported in one
 * error.
 */
export function parseSettings(
  env: Record<string, string | boolean | undefined>,
  links: LinkDefaults,
): Settings {
  const defaults = settingDefaults(links);
  const input: Record<string, string> = {};
  for (const name of Object.keys(defaults) as SettingName[]) {
    const value = env[name];
    input[name] = typeof value === "string" ? value : defaults[name];
  }
  const result = settingsSchema.safeParse(input);
  if (!result.success) {
    throw new SettingsError(
      result.error.issues.map((issue) => {
        const name = String(issue.path[0]) as SettingName;
        const set = typeof env[name] === "string";
        const label =
          !set && name in fromContent
            ? `${name} (not set, so its default in content/links.ts)`
            : name;
        return { name, set, line: formatIssues([issue], () => ({ label, value: input[name] })) };
      }),
    );
  }
  const s = result.data;
  return {
    linkedinUrl: s.VITE_LINKEDIN_URL,
    githubUrl: s.VITE_GITHUB_URL,
    twitterUrl: s.VITE_TWITTER_URL,
    address: s.VITE_ADDRESS,
    baseUrl: s.VITE_BASE_URL,
    basePath: s.VITE_BASE_PATH,
    blogDescriptionLimit: s.VITE_BLOG_DESCRIPTION_LIMIT,
    projectDescriptionLimit: s.VITE_PROJECT_DESCRIPTION_LIMIT,
    sectionContentLimit: s.VITE_SECTION_CONTENT_LIMIT,
    requireOwnContent: s.VITE_REQUIRE_OWN_CONTENT,
    analyticsLocal: s.VITE_ANALYTICS_LOCAL,
    shareCards: s.VITE_SHARE_CARDS,
    ...(s.VITE_LANGUAGE ? { language: s.VITE_LANGUAGE } : {}),
  };
}
