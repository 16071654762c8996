import { z } from "zod";
import { labelsSchema } from "./labels.ts";
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
export const linksSchema = z
  .object({
    /** Defaults of VITE_LINKEDIN_URL, VITE_GITHUB_URL, VITE_TWITTER_URL, VITE_ADDRESS, VITE_BASE_URL. */
    linkedin: httpUrl,
    github: httpUrl,
    twitter: httpUrl,
    /** The footer's address line as you write it: "Lagos, Nigeria", "大阪、日本", "القاهرة، مصر". */
    address: text.optional(),
    /** Or your city and country apart (both also name your place for search engines). */
    city: text.optional(),
    country: text.optional(),
    baseUrl: httpUrl,
    /** More profiles, after the three above in the footer and in your structured data. */
    more: z.array(profileSchema).default([]),
  })
  .refine((links) => links.address ?? links.city ?? links.country, {
    path: ["address"],
    message:
      'must be your address line, such as "Lagos, Nigeria", unless you give "city" and "country"',
  });

/**
 * The words of the pages that are yours to write: content/copy.ts. Only the
 * Blog and Projects descriptions and intros are required; every other word
 * comes from the dictionary of your language (app/lib/i18n/dictionaries/),
 * and any one you write here wins over it.
 */
export const copySchema = z.object({
  home: z.object({ noPosts: text.optional(), noProjects: text.optional() }).optional(),
  blog: z.object({ description: text, intro: text, noPosts: text.optional() }),
  projects: z.object({ description: text, intro: text, noProjects: text.optional() }),
  /** The page static hosts show for an unknown path, just before it sends the visitor home. */
  notFound: z
    .object({ title: text.optional(), text: text.optional(), homeLink: text.optional() })
    .optional(),
  /** The error screen, should a page ever fail in the browser. */
  error: z.object({ text: text.optional(), homeLink: text.optional() }).optional(),
  /** Any fixed label of the site, by its name in app/lib/i18n/dictionaries/en.ts. */
  labels: labelsSchema.optional(),
});

/** The site's accent colour, for the light and the dark theme: content/theme.ts. */
export const themeSchema = z.object({
  accent: z.object({ light: hexColour, dark: hexColour }),
  /** A button in the header to choose system, light or dark; off, the system's setting alone. */
  switch: z.boolean().optional(),
});

export type Links = z.infer<typeof linksSchema>;
export type LinksInput = z.input<typeof linksSchema>;
export type Profile = z.infer<typeof profileSchema>;
export type ProfileIcon = (typeof profileIcons)[number];
export type Copy = z.infer<typeof copySchema>;
export type CopyInput = z.input<typeof copySchema>;
export type Theme = z.infer<typeof themeSchema>;
export type ThemeInput = z.input<typeof themeSchema>;
