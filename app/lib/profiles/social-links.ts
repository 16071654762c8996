import type { Links, ProfileIcon } from "../../../content/schema/site.ts";
import type { Labels } from "../i18n/site-words.ts";
import type { Settings } from "../settings/settings-schema.ts";

export type ProfileIconName = "linkedin" | "github" | "x" | ProfileIcon;

export type SocialLink = {
  name: string;
  url: string;
  icon: ProfileIconName;
  /** "external" opens in a new tab; "email" and "file" open as links do. */
  kind: "external" | "email" | "file";
  /** "me" for profiles that verify the site (Mastodon). */
  rel?: "me";
  /** On another language's page: the language of a label still in the default's. */
  lang?: string;
};

/** The platforms' names, as the dictionary or the owner's copy.ts words them. */
export type PlatformNames = Pick<Labels, "linkedIn" | "gitHub" | "xTwitter">;

/** The three profiles the specification names, from the settings: Home's buttons. */
export function socialLinks(settings: Settings, names: PlatformNames): SocialLink[] {
  return [
    { name: names.linkedIn, url: settings.linkedinUrl, icon: "linkedin", kind: "external" },
    { name: names.gitHub, url: settings.githubUrl, icon: "github", kind: "external" },
    { name: names.xTwitter, url: settings.twitterUrl, icon: "x", kind: "external" },
  ];
}

/**
 * The footer's list: the three, then the owner's other profiles from
 * content/links.ts; `langs`, on another language's page, the language of
 * each label still in the default's, by the profile's url or file.
 */
export function profileLinks(
  settings: Settings,
  links: Links,
  names: PlatformNames,
  langs: Record<string, { label?: string }> = {},
): SocialLink[] {
  const more = links.more.map((profile): SocialLink => {
    const lang = langs["file" in profile ? profile.file : profile.url]?.label;
    const marked = lang ? { lang } : {};
    if ("file" in profile)
      return {
        name: profile.label,
        url: `${settings.basePath}files/${profile.file}`,
        icon: profile.icon,
        kind: "file",
        ...marked,
      };
    const email = profile.url.toLowerCase().startsWith("mailto:");
    return {
      name: profile.label,
      url: profile.url,
      icon: profile.icon,
      kind: email ? "email" : "external",
      ...(profile.rel ? { rel: profile.rel } : {}),
      ...marked,
    };
  });
  return [...socialLinks(settings, names), ...more];
}
