import {
  isRouteErrorResponse,
  Link,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
// The stylesheet is linked only in development and when prerendering; the
// post-build step swaps that link for an inline <style>
// (pipeline/stages/4-first-paint/first-paint.ts), so the browser never
// fetches it and the client never expects it.
import stylesheet from "./app.css?url";
// The SVG favicon travels inside each page as a data: URL. Chromium fetches a
// linked icon as soon as the page has loaded, often before its first frame,
// which on a slow connection delays the largest paint by a round trip.
import faviconDataUrl from "../content/icon.svg?inline";
import { LabelsProvider, useLabels } from "./components/labels";
import { DocumentHead } from "./components/layout/document-head";
import { SiteFooter } from "./components/layout/site-footer";
import { SiteHeader } from "./components/layout/site-header";
import { monogramOf } from "./lib/i18n/writing/monogram";
import * as content from "./lib/content/site-content";
import { textDirection } from "./lib/content/text-direction";
import { calendarYear } from "./lib/i18n/calendar-year";
import { en } from "./lib/i18n/dictionaries/en";
import { sharedLabels, themeLabels } from "./lib/i18n/shared-labels";
import { languagePaths } from "./lib/languages/site-languages";
import type { SiteMeta } from "./lib/metadata/meta";
import { languageTag, manifestFile } from "./lib/metadata/site-urls";
import { twitterHandle } from "./lib/profiles/twitter-handle";
import { basePath, linksStylesheet } from "./lib/settings/build-env";
import { settings } from "./lib/settings/settings";
import { hasLocalPosts } from "./lib/pages/site-pages";
import { searchBoxWords } from "./lib/search/search-box-words";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: faviconDataUrl, type: "image/svg+xml" },
  { rel: "icon", href: `${basePath}favicon-32.png`, type: "image/png", sizes: "32x32" },
  { rel: "apple-touch-icon", href: `${basePath}apple-touch-icon.png` },
  ...(linksStylesheet ? [{ rel: "stylesheet", href: stylesheet }] : []),
];

// Runs at build time only: the result is written into every page.
export function loader() {
  const { site, words } = content;
  const multilingual = content.languages.length > 1;
  const siteMeta: SiteMeta = {
    ownerName: site.name,
    defaultDescription: site.description,
    imagePath: content.previewImage(site.headshot),
    imageAlt: site.headshotAlt,
    baseUrl: settings.baseUrl,
    basePath: settings.basePath,
    locale: site.locale,
    twitterHandle: twitterHandle(settings.twitterUrl),
    feedTitle: words.labels.feedTitle,
    // Only a site in several languages: one in a single language keeps its pages as they were.
    ...(multilingual
      ? { languages: languagePaths(settings.basePath, content.languages, content.language) }
      : {}),
  };
  return {
    siteMeta,
    lang: languageTag(site.locale),
    dir: textDirection(languageTag(site.locale)),
    // Only a site with the theme switch carries its names, so one without it stays as it was.
    labels: {
      ...words.shared,
      ...(content.themeSwitch ? themeLabels(words.labels) : {}),
    },
    profiles: content.profiles,
    address: content.address,
    // Only on another language's page with the line still in the default language.
    ...(content.addressLang ? { addressLang: content.addressLang } : {}),
    year: calendarYear(new Date(), languageTag(site.locale)).text,
    monogram: monogramOf(site.name, site.monogram),
    // The header's search box, only in a site with posts written on it (which has the archive).
    ...(hasLocalPosts(content.allPosts)
      ? { search: searchBoxWords(site.locale, settings.basePath) }
      : {}),
  };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const labels = data?.labels ?? sharedLabels(en);
  const page = (
    <>
      <a
        href="#content"
        className="bg-accent text-accent-ink sr-only z-50 rounded-lg px-4 py-2 font-semibold focus:not-sr-only focus:fixed focus:inset-s-3 focus:top-3"
      >
        {labels.skipLink}
      </a>
      {data && (
        <SiteHeader
          ownerName={data.siteMeta.ownerName}
          monogram={data.monogram}
          iconUrl={faviconDataUrl}
          // What the pages' data already says: the switch's names, the other languages.
          themeSwitch={"themeSystem" in data.labels}
          languages={data.siteMeta.languages !== undefined}
        />
      )}
      <main id="content" tabIndex={-1} className="mx-auto w-full max-w-3xl flex-1 px-5 sm:px-8">
        {children}
      </main>
      {data && (
        <SiteFooter
          links={data.profiles}
          address={data.address}
          addressLang={"addressLang" in data ? data.addressLang : undefined}
          ownerName={data.siteMeta.ownerName}
          year={data.year}
        />
      )}
    </>
  );
  return (
    // Left to right is the default; only a right-to-left language says so.
    <html lang={data?.lang ?? "en"} dir={data?.dir === "rtl" ? "rtl" : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <DocumentHead manifestHref={`${basePath}${manifestFile}`} />
      </head>
      <body className="flex min-h-dvh flex-col">
        <LabelsProvider value={labels}>{page}</LabelsProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // Rendered inside the layout, so its labels are in the owner's language.
  const labels = useLabels();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const message = notFound ? labels.notFoundTitle : labels.errorText;
  return (
    <div className="py-16">
      <h1 className="text-3xl font-semibold tracking-tight">{message}</h1>
      <p className="text-muted mt-4">
        <Link to="/" className="text-accent underline underline-offset-4">
          {labels.homeLink}
        </Link>
      </p>
    </div>
  );
}
