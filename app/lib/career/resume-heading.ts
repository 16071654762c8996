import type { SocialLink } from "../profiles/social-links.ts";

// The printed About is the résumé an owner sends: it starts with who they
// are and how to reach them, every address written out, as paper cannot be
// clicked. On screen the header is hidden: the site's own header says it.

export type Contact = { text: string; href: string };
export type ResumeHeading = { name: string; jobTitle: string; contacts: Contact[] };

/** An address as a reader types it: "ama.example", "linkedin.com/in/ama", "ama@example.com". */
export const shownAddress = (url: string) =>
  url
    .replace(/^mailto:/i, "")
    .replace(/^https?:\/\/(www\.)?/i, "")
    .replace(/\/$/, "");

/** The name, the job title, and the e-mail, the site's address and each profile. */
export function resumeHeading(
  who: { name: string; jobTitle: string },
  home: string,
  profiles: SocialLink[],
): ResumeHeading {
  const urls = [
    ...profiles.filter((profile) => profile.kind === "email").map((profile) => profile.url),
    home,
    ...profiles.filter((profile) => profile.kind === "external").map((profile) => profile.url),
  ];
  return {
    name: who.name,
    jobTitle: who.jobTitle,
    contacts: [...new Set(urls)].map((href) => ({ text: shownAddress(href), href })),
  };
}
