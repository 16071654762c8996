import type { Settings } from "../settings/settings-schema";

export type SocialIconName = "linkedin" | "github" | "x";

export type SocialLink = {
  name: string;
  url: string;
  icon: SocialIconName;
};

export function socialLinks(settings: Settings): SocialLink[] {
  return [
    { name: "LinkedIn", url: settings.linkedinUrl, icon: "linkedin" },
    { name: "GitHub", url: settings.githubUrl, icon: "github" },
    { name: "X (Twitter)", url: settings.twitterUrl, icon: "x" },
  ];
}
