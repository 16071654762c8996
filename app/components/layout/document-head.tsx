import { Links, Meta } from "react-router";
import { useClientOrigin } from "../../lib/metadata/client-origin";
import { languageBasePath } from "../../lib/settings/language-base-path";

/**
 * The page's meta tags and links. It is the only part of the layout that
 * renders again after hydration (to resolve the preview image against the
 * current origin), so that second render touches a few tags, not the page.
 * Another language's pages link the manifest of the same name in their
 * folder, made for them, in place of the site's (`manifestHref`); the icons
 * it names are the site's.
 */
export function DocumentHead({ manifestHref }: { manifestHref: string }) {
  const hydrated = useClientOrigin();
  return (
    <>
      <Meta />
      <Links />
      {/* Linked once the page is interactive: Chromium fetches a linked
          manifest at load, competing with the first paint, and nothing
          reads it before a visitor could install the site. */}
      {hydrated && (
        <link
          rel="manifest"
          href={
            languageBasePath
              ? languageBasePath + manifestHref.slice(manifestHref.lastIndexOf("/") + 1)
              : manifestHref
          }
        />
      )}
    </>
  );
}
