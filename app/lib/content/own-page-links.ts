import type { z } from "zod";
import { isHttpUrl } from "../../../content/schema/primitives.ts";
import { ownPage, type SiteAddress } from "../metadata/own-urls.ts";

type Issue = z.core.$ZodIssue;
type Raw = Record<string, unknown> | undefined;

const sections = [
  ["posts", "a post must link to the article itself"],
  ["projects", "a project must link to the project itself"],
  ["importedPosts", "a post must link to the article itself (or hide it in content/overrides.ts)"],
  [
    "importedProjects",
    "a project must link to the project itself (or hide it in content/overrides.ts)",
  ],
] as const;

/**
 * Posts and projects whose URL is one of the site's own pages (its Home,
 * About, Blog or Projects): a card that leads back to the site instead of
 * the article. A URL elsewhere on the site's host (a blog at /notes/) is
 * the owner's page elsewhere, and fine. `site` is the settings' address (by
 * default links.baseUrl at "/"); without it (bad settings, already
 * reported) nothing is refused. Imported entries hidden in
 * content/overrides.ts are never shown, so never refused.
 */
export function ownPageLinks(raw: unknown, site: SiteAddress | undefined): Issue[] {
  if (!site) return [];
  const input = raw as Raw;
  // As merge-entries.ts matches them: a trailing slash aside.
  const key = (url: unknown) => String(url).replace(/\/+$/, "");
  const hidden = (input?.overrides as Raw)?.hidden;
  const isHidden = (url: string) => Array.isArray(hidden) && hidden.map(key).includes(key(url));
  return sections.flatMap(([section, rule]) => {
    const entries = Array.isArray(input?.[section]) ? (input[section] as Raw[]) : [];
    return entries.flatMap((entry, index): Issue[] => {
      const url = entry?.url;
      if (typeof url !== "string" || !isHttpUrl(url) || isHidden(url)) return [];
      const page = ownPage(url, site);
      if (page === undefined) return [];
      const shown = `${site.basePath}${page.slice(1)}`;
      return [
        {
          code: "custom",
          path: [section, index, "url"],
          input: url,
          message: `points at the site's own page ${shown}; ${rule}`,
        },
      ];
    });
  });
}
