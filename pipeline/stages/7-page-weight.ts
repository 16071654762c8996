import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import type { CareerSources } from "../inputs/career-file.ts";

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

/**
 * About with a career grows with it, as the lists do. Its first screen (the
 * page up to the career: heading, portrait, paragraphs and the CSS) still
 * fits the first round trip; the whole page stays within twice the fifteen
 * jobs with highlights the template's proof builds in Thai, three bytes a
 * character (15.2 KB), and so within what Lighthouse still scores 100.
 */
export const careerAboutBudget = 30_000;

const careerAdvice = ({ written, imported }: CareerSources) =>
  [
    written || !imported ? "fewer entries or highlights in content/experience.ts" : undefined,
    imported
      ? "older imported entries hidden (overrides.experience.hidden in content/overrides.ts, " +
        'each named as "Organization (YYYY-MM)"; the imported ones are in content/imported/experience.json)'
      : undefined,
  ]
    .filter(Boolean)
    .join(", or ");

const whatToDo: Record<string, string> = {
  "/":
    "a shorter bio or greeting in content/owner.ts, shorter post and project descriptions " +
    "(VITE_BLOG_DESCRIPTION_LIMIT, VITE_PROJECT_DESCRIPTION_LIMIT), or fewer items on Home " +
    "(VITE_SECTION_CONTENT_LIMIT, at least 2)",
  "/about-me": "shorter About paragraphs or fewer skills (knowsAbout) in content/owner.ts",
  "/blog":
    "shorter descriptions (VITE_BLOG_DESCRIPTION_LIMIT), or hide old imported posts " +
    "(hidden in content/overrides.ts)",
  "/projects":
    "shorter descriptions (VITE_PROJECT_DESCRIPTION_LIMIT), or hide imported projects " +
    "(hidden in content/overrides.ts)",
};

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

/** Where About's career begins in its HTML: the first of its sections. */
const careerStart = '<section class="career-section"';

export type PageWeight = {
  route: string;
  bytes: number;
  /** About with a career: the gzipped bytes of the page up to its career. */
  firstScreen?: number;
};

const gzipped = (html: string | Buffer) => gzipSync(html, { level: 6 }).length;

/** The gzipped size (level 6, as servers send it) of each page of the build. */
export function pageWeights(clientDir: string): PageWeight[] {
  return Object.keys(htmlBudgets)
    .map((route) => ({ route, file: join(clientDir, route.slice(1), "index.html") }))
    .filter(({ file }) => existsSync(file))
    .map(({ route, file }) => {
      const html = readFileSync(file, "utf8");
      const career = route === "/about-me" ? html.indexOf(careerStart) : -1;
      return {
        route,
        bytes: gzipped(html),
        ...(career >= 0 ? { firstScreen: gzipped(html.slice(0, career)) } : {}),
      };
    });
}

const roundTrip =
  "the 14 KB a browser receives in its first round trip, so on a slow connection it paints a round trip later";
const profiles =
  "or fewer profiles in content/links.ts (each draws its icon in the footer of every page).";

/** A warning, naming the page, its size and what to do, for each page over its budget. */
export function pageWeightWarnings(weights: PageWeight[], career: CareerSources): string[] {
  return weights.flatMap(({ route, bytes, firstScreen }): string[] => {
    if (firstScreen !== undefined) {
      const warnings: string[] = [];
      if (firstScreen > htmlBudgets[route]!)
        warnings.push(
          `Warning: ${route} before its career is ${kb(firstScreen)} of gzipped HTML, more than ${roundTrip}. ` +
            `To trim it: ${whatToDo[route]}; ${profiles}`,
        );
      if (bytes > careerAboutBudget)
        warnings.push(
          `Warning: ${route} is ${kb(bytes)} of gzipped HTML, more than the ${kb(careerAboutBudget)} ` +
            `the template keeps About with a career within. To trim it: ${careerAdvice(career)}.`,
        );
      return warnings;
    }
    const budget = htmlBudgets[route];
    if (budget === undefined || bytes <= budget) return [];
    const why =
      budget === 14_000
        ? roundTrip
        : `the ${kb(budget)} the template keeps its longest lists within`;
    return [
      `Warning: ${route} is ${kb(bytes)} of gzipped HTML, more than ${why}. To trim it: ` +
        `${whatToDo[route]}; ${profiles}`,
    ];
  });
}
