// What Vite itself knows about the build, for code that also runs in the
// browser. settings.ts parses the owner's settings with zod, which must not
// reach the client bundle, so these live apart. Plain constants, so the
// bundler folds them and drops the code they switch off.

/**
 * The base path the site is served under, such as "/" or "/portfolio/":
 * where every language's pages find the assets and icons.
 */
export const basePath = import.meta.env.BASE_URL;

/** The development server or the prerender, where the stylesheet is still linked. */
export const linksStylesheet = import.meta.env.DEV || import.meta.env.SSR;

/** Rendering in the build (the prerender), not in a browser. */
export const prerendering = import.meta.env.SSR;
