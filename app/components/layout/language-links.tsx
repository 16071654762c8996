import { useLocation, useMatches, useRouteLoaderData } from "react-router";
import { siteBasePathOf, type SiteMeta } from "../../lib/metadata/meta";
import { pagePath } from "../../lib/metadata/site-urls";

/**
 * The header's links to the page the visitor is on, in each of the site's
 * other languages (content/languages.ts): plain links, named in their own
 * language and script, so they work without JavaScript, and a new page
 * loads in the other language, with its own direction.
 */
export function LanguageLinks() {
  // The page's path as the address bar has it: pages are prerendered at
  // "/blog/" and visited at "/blog".
  const page = useLocation()
    .pathname.replace(/(.)\/$/, "$1")
    .slice(1);
  // A page another language lacks (a tag its posts do not carry) names where its link leads.
  const moved = (useMatches().at(-1)?.loaderData as { otherLanguages?: Record<string, string> })
    ?.otherLanguages;
  const root = useRouteLoaderData("root") as { siteMeta: SiteMeta } | undefined;
  const current = root?.siteMeta.locale;
  const site = root ? siteBasePathOf(root.siteMeta) : "/";
  const others = (root?.siteMeta.languages ?? []).filter((language) => language.locale !== current);
  if (others.length === 0) return null;
  return (
    // Each link says its language in that language: the list needs no name of its own.
    <ul className="language-links">
      {others.map((language) => (
        <li key={language.locale}>
          <a
            href={pagePath(language.basePath, moved?.[language.locale] ?? page, site)}
            hrefLang={language.tag}
            lang={language.tag}
            dir={language.dir}
          >
            {language.name}
          </a>
        </li>
      ))}
    </ul>
  );
}
