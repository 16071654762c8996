import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

/**
 * How much gzipped HTML each page may weigh before the build advises the
 * owner. Home and About fit in a browser's first round trip (14 KB: TCP's
 * first ten packets), so they paint without waiting for a second one. The
 * Blog and Projects grow with the lists; their budgets are what 300 posts
 * and 150 projects take, which the template keeps at Lighthouse 100.
 */
export const htmlBudgets: Record<string, number> = {
  "/": 14_000,
  "/about-me": 14_000,
  "/blog": 40_000,
  "/projects": 32_000,
};

const whatToDo: Record<string, string> = {
  "/":
    "a shorter bio or greeting in content/owner.ts, shorter post and project descriptions " +
    "(VITE_BLOG_DESCRIPTION_LIMIT, VITE_PROJECT_DESCRIPTION_LIMIT), or fewer items on Home " +
    "(VITE_SECTION_CONTENT_LIMIT, at least 2)",
  "/about-me":
    "shorter About paragraphs or fewer skills (knowsAbout) in content/owner.ts; or fewer entries or highlights in content/experience.ts",
  "/blog":
    "shorter descriptions (VITE_BLOG_DESCRIPTION_LIMIT), or hide old imported posts " +
    "(hidden in content/overrides.ts)",
  "/projects":
    "shorter descriptions (VITE_PROJECT_DESCRIPTION_LIMIT), or hide imported projects " +
    "(hidden in content/overrides.ts)",
};

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

/** The gzipped size (level 6, as servers send it) of each page of the build. */
export function pageWeights(clientDir: string): { route: string; bytes: number }[] {
  return Object.keys(htmlBudgets)
    .map((route) => ({ route, file: join(clientDir, route.slice(1), "index.html") }))
    .filter(({ file }) => existsSync(file))
    .map(({ route, file }) => ({
      route,
      bytes: gzipSync(readFileSync(file), { level: 6 }).length,
    }));
}

/** A warning, naming the page, its size and what to do, for each page over its budget. */
export function pageWeightWarnings(weights: { route: string; bytes: number }[]): string[] {
  return weights
    .filter(({ route, bytes }) => bytes > (htmlBudgets[route] ?? Infinity))
    .map(({ route, bytes }) => {
      const budget = htmlBudgets[route]!;
      const why =
        budget === 14_000
          ? "the 14 KB a browser receives in its first round trip, so on a slow connection it paints a round trip later"
          : `the ${kb(budget)} the template keeps its longest lists within`;
      return (
        `Warning: ${route} is ${kb(bytes)} of gzipped HTML, more than ${why}. To trim it: ` +
        `${whatToDo[route]}; or fewer profiles in content/links.ts (each draws its icon in ` +
        `the footer of every page).`
      );
    });
}
