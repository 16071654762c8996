import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import {
  builtPage,
  firstRoundTrip,
  pageHtmlFile,
  pagePaths,
  postPage,
  type SitePage,
} from "../../app/lib/pages/site-pages.ts";
import type { CareerSources } from "../inputs/career-file.ts";

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

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

/** Where About's career begins in its HTML: the first of its sections. */
const careerStart = '<section class="career-section"';

export type PageWeight = {
  /** The page's path, with its language's folder ("/ja/blog"). */
  route: string;
  /** Its entry in the page table. */
  page: SitePage;
  bytes: number;
  /** About with a career: the gzipped bytes of the page up to its career. */
  firstScreen?: number;
};

const gzipped = (html: string | Buffer) => gzipSync(html, { level: 6 }).length;

/**
 * The gzipped size (level 6, as servers send it) of each page of the build,
 * in each language: `folders` are the languages' folders ("" for the default's);
 * `paths`, the build's pages (builtPagePaths: the table's and each local post's).
 */
export function pageWeights(
  clientDir: string,
  folders: readonly string[] = [""],
  paths: readonly string[] = pagePaths,
): PageWeight[] {
  return folders.flatMap((folder) =>
    paths
      .flatMap((path) => {
        const page = builtPage(path);
        return page ? [page] : [];
      })
      .map((page) => ({
        page,
        route: `${folder ? `/${folder}` : ""}${page.path === "/" && folder ? "" : page.path}`,
        file: join(clientDir, folder, pageHtmlFile(page.path)),
      }))
      .filter(({ file }) => existsSync(file))
      .map(({ page, route, file }) => {
        const html = readFileSync(file, "utf8");
        const career = page.weight.withCareer !== null ? html.indexOf(careerStart) : -1;
        return {
          route,
          page,
          bytes: gzipped(html),
          ...(career >= 0 ? { firstScreen: gzipped(html.slice(0, career)) } : {}),
        };
      }),
  );
}

const roundTrip =
  "the 14 KB a browser receives in its first round trip, so on a slow connection it paints a round trip later";
const profiles =
  "or fewer profiles in content/links.ts (each draws its icon in the footer of every page).";

/** A warning, naming the page, its size and what to do, for each page over its budget. */
export function pageWeightWarnings(weights: PageWeight[], career: CareerSources): string[] {
  return weights.flatMap(({ route, page, bytes, firstScreen }): string[] => {
    const { bytes: budget, advice, withCareer } = page.weight;
    if (firstScreen !== undefined && withCareer !== null) {
      const warnings: string[] = [];
      if (firstScreen > budget)
        warnings.push(
          `Warning: ${route} before its career is ${kb(firstScreen)} of gzipped HTML, more than ${roundTrip}. ` +
            `To trim it: ${advice}; ${profiles}`,
        );
      if (bytes > withCareer)
        warnings.push(
          `Warning: ${route} is ${kb(bytes)} of gzipped HTML, more than the ${kb(withCareer)} ` +
            `the template keeps About with a career within. To trim it: ${careerAdvice(career)}.`,
        );
      return warnings;
    }
    if (bytes <= budget) return [];
    const why =
      budget === firstRoundTrip
        ? roundTrip
        : page.module === postPage.module
          ? `the ${kb(budget)} the template keeps a long post within`
          : `the ${kb(budget)} the template keeps its longest lists within`;
    return [
      `Warning: ${route} is ${kb(bytes)} of gzipped HTML, more than ${why}. To trim it: ` +
        `${advice}; ${profiles}`,
    ];
  });
}
