import { z } from "zod";
import { fileName, hexColour, httpUrl, text } from "./primitives.ts";

/** Icons a profile may use, from the icon package (react-icons). */
export const profileIcons = [
  "email",
  "website",
  "mastodon",
  "bluesky",
  "youtube",
  "stackoverflow",
  "resume",
  "rss",
  "devto",
  "medium",
  "hashnode",
  "gitlab",
  "codeberg",
  "instagram",
  "threads",
  "link",
] as const;

const mailto = z.string().regex(/^mailto:[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/i);

/** Where a profile leads: a web page, or an e-mail address written as a mailto: URL. */
const profileUrl = z.union([httpUrl, mailto], {
  // A value that starts with "mailto:" meant an e-mail address.
  error: (issue) =>
    typeof issue.input === "string" && /^mailto:/i.test(issue.input.trim())
      ? 'must be "mailto:" and an e-mail address, such as "mailto:you@example.com"'
      : "must be an absolute http(s) URL or a mailto: address",
});

const profileIcon = z.enum(profileIcons);

/**
 * One more profile: a URL (or e-mail) or a file of content/files/. An entry
 * that is neither hears so; one that is either hears the rules of its kind
 * (app/lib/validation/ picks the kind the entry meant).
 */
const profileSchema = z.union(
  [
    z.object({
      label: text,
      url: profileUrl,
      icon: profileIcon,
      /** "me" proves to Mastodon (and IndieWeb) that this site is yours. */
      rel: z.literal("me").optional(),
    }),
    z.object({ label: text, file: fileName, icon: profileIcon }),
  ],
  { error: 'must have either a "url" or a "file"' },
);

/** Where you are online: content/links.ts. */
export const linksSchema = z.object({
  /** Defaults of VITE_LINKEDIN_URL, VITE_GITHUB_URL, VITE_TWITTER_URL, VITE_ADDRESS, VITE_BASE_URL. */
  linkedin: httpUrl,
  github: httpUrl,
  twitter: httpUrl,
  address: text,
  baseUrl: httpUrl,
  /** More profiles, after the three above in the footer and in your structured data. */
  more: z.array(profileSchema).default([]),
});

/** The words of the pages that are yours to write: content/copy.ts. */
export const copySchema = z.object({
  home: z.object({ noPosts: text, noProjects: text }),
  blog: z.object({ description: text, intro: text, noPosts: text }),
  projects: z.object({ description: text, intro: text, noProjects: text }),
  /** The page static hosts show for an unknown path, just before it sends the visitor home. */
  notFound: z.object({ title: text, text: text, homeLink: text }),
  /** The error screen, should a page ever fail in the browser. */
  error: z.object({ text: text, homeLink: text }),
  /** Words only assistive technology reads. */
  labels: z.object({
    skipLink: text,
    newTab: text,
    socialProfiles: text,
    builtWith: text,
    skills: text,
    morePosts: text,
    moreProjects: text,
  }),
});

/** The site's accent colour, for the light and the dark theme: content/theme.ts. */
export const themeSchema = z.object({
  accent: z.object({ light: hexColour, dark: hexColour }),
});

export type Links = z.infer<typeof linksSchema>;
export type LinksInput = z.input<typeof linksSchema>;
export type Profile = z.infer<typeof profileSchema>;
export type ProfileIcon = (typeof profileIcons)[number];
export type Copy = z.infer<typeof copySchema>;
export type CopyInput = z.input<typeof copySchema>;
export type Theme = z.infer<typeof themeSchema>;
export type ThemeInput = z.input<typeof themeSchema>;
