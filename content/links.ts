import type { LinksInput } from "./schema/site.ts";

// Where you are online. The first five are the defaults of the VITE_ settings
// of the same name (VITE_LINKEDIN_URL, ...), which still override them.
export const links: LinksInput = {
  linkedin: "https://www.linkedin.com/in/tobi-adeyemi",
  github: "https://github.com/tobi-adeyemi",
  twitter: "https://x.com/tobi_adeyemi",
  // The footer's address line; the Person's city and country in search results.
  address: "Lagos, Nigeria",
  // Where the site is deployed: canonical URLs, feeds, sitemap and link previews.
  baseUrl: "https://tobiadeyemi.dev",
  // More profiles, shown in the footer after the three above. Icons: see
  // profileIcons in content/schema/site.ts. A "file" is served from content/files/.
  more: [
    // { label: "Email", url: "mailto:you@example.com", icon: "email" },
    // { label: "Mastodon", url: "https://hachyderm.io/@you", icon: "mastodon", rel: "me" },
    // { label: "Résumé", file: "resume.pdf", icon: "resume" },
  ],
};
