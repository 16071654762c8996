// Where another language's pages are, for code that also runs in the
// browser: a plain constant vite.config.ts sets for them alone (npm run build
// builds each language of content/languages.ts apart). A module of its own,
// importing nothing: a site in one language folds it away entirely.

/**
 * The base path of another language's pages, its folder under the site's
 * ("/ja/", "/portfolio/ja/"); undefined for the default language's, which
 * are at the site's base path (build-env.ts).
 */
export const languageBasePath = import.meta.env.PAGES_BASE_PATH as string | undefined;
