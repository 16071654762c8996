import { z } from "zod";
import { httpUrl } from "../../../content/schema.ts";
import { formatIssues } from "../validation/format-issues.ts";

// Defaults are the template owner's; a fork sets its own in `.env`.
export const settingDefaults = {
  VITE_LINKEDIN_URL: "https://www.linkedin.com/in/tobi-adeyemi",
  VITE_GITHUB_URL: "https://github.com/tobi-adeyemi",
  VITE_TWITTER_URL: "https://x.com/tobi_adeyemi",
  VITE_ADDRESS: "Lagos, Nigeria",
  VITE_BASE_URL: "https://tobiadeyemi.dev",
  VITE_BASE_PATH: "/",
  VITE_BLOG_DESCRIPTION_LIMIT: "200",
  VITE_PROJECT_DESCRIPTION_LIMIT: "100",
  VITE_SECTION_CONTENT_LIMIT: "2",
} as const;

export type SettingName = keyof typeof settingDefaults;

function wholeNumber(min: number) {
  const rule = `must be a whole number of at least ${min}`;
  return z
    .string()
    .regex(/^\s*\d+\s*$/, { message: rule })
    .transform(Number)
    .pipe(
      z
        .number()
        // Only a number too large to be exact fails here: the regex took the rest.
        .int({ message: `${rule} and at most ${Number.MAX_SAFE_INTEGER}`, abort: true })
        .min(min, { message: rule })
        .max(Number.MAX_SAFE_INTEGER, {
          message: `${rule} and at most ${Number.MAX_SAFE_INTEGER}`,
        }),
    );
}

const basePathRule = 'must be a path that starts and ends with "/", such as "/" or "/portfolio/"';

const basePath = z
  .string()
  .regex(/^\/([A-Za-z0-9._~-]+\/)*$/, { message: basePathRule })
  .refine((path) => !path.split("/").some((part) => /^\.+$/.test(part)), {
    message: basePathRule,
  });

const text = z.string().trim().min(1, { message: "must not be empty" });

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
};

export class SettingsError extends Error {
  override name = "SettingsError";
}

/**
 * Coerces and checks the build settings. A setting that is absent takes its
 * default; one that is set (even to "") must be valid. Every bad setting is
 * reported in one error.
 */
export function parseSettings(env: Record<string, string | boolean | undefined>): Settings {
  const input: Record<string, string> = {};
  for (const name of Object.keys(settingDefaults) as SettingName[]) {
    const value = env[name];
    input[name] = typeof value === "string" ? value : settingDefaults[name];
  }
  const result = settingsSchema.safeParse(input);
  if (!result.success) {
    const lines = formatIssues(result.error.issues, (path) => {
      const name = String(path[0]);
      return { label: name, value: input[name] };
    });
    throw new SettingsError(`Invalid settings (check your environment or .env file):\n${lines}`);
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
  };
}
