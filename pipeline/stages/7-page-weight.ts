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

/**
 * How far into a post's body its page's first screen reaches, in characters
 * of HTML: on a phone 390 px wide the title, dates, tags and list of sections
 * come first, so this is at least what it shows before the reader scrolls.
 */
export const firstScreenChars = 1_500;

/** A post page's HTML up to `firstScreenChars` into the post's body; undefined without a body. */
export function postFirstScreen(html: string): string | undefined {
  const body = /<div id="post-body"[^>]*>/.exec(html);
  return body ? html.slice(0, body.index + body[0].length + firstScreenChars) : undefined;
}

export type PageWeight = {
  /** The page's path, with its language's folder ("/ja/blog"). */
  route: string;
  /** Its entry in the page table. */
  page: SitePage;
  bytes: number;
  /** About with a career: the gzipped bytes of the page up to its career; a post's page: up to its opening (postFirstScreen). */
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
        const opening = page.module === postPage.module ? postFirstScreen(html) : undefined;
        const firstScreen =
          career >= 0 ? html.slice(0, career) : opening !== undefined ? opening : undefined;
        return {
          route,
          page,
          bytes: gzipped(html),
          ...(firstScreen !== undefined ? { firstScreen: gzipped(firstScreen) } : {}),
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
    if (page.module === postPage.module) return postWarnings(route, bytes, firstScreen);
    if (bytes <= budget) return [];
    const why =
      budget === firstRoundTrip
        ? roundTrip
        : `the ${kb(budget)} the template keeps its longest lists within`;
    return [
      `Warning: ${route} is ${kb(bytes)} of gzipped HTML, more than ${why}. To trim it: ` +
        `${advice}; ${profiles}`,
    ];
  });
}

/** A post's page: its first screen against one round trip, the whole against a long post's budget. */
function postWarnings(route: string, bytes: number, firstScreen: number | undefined): string[] {
  const slug = route.split("/").at(-1)!;
  const folder = `content/posts/${slug}/`;
  const warnings: string[] = [];
  if (firstScreen !== undefined && firstScreen > firstRoundTrip)
    warnings.push(
      `Warning: ${route} shows its first screen (title, dates, tags, list of sections and the post's opening) in ` +
        `${kb(firstScreen)} of gzipped HTML, more than ${roundTrip}. To trim it: fewer tags, fewer h2 and h3 ` +
        `sections (they are listed first) or a shorter title in ${folder}; ${profiles}`,
    );
  const { bytes: budget } = postPage.weight;
  if (bytes > budget)
    warnings.push(
      `Warning: ${route} is ${kb(bytes)} of gzipped HTML, more than the ${kb(budget)} the template keeps a ` +
        `long post within. To trim it: a shorter post, or one split in parts (${folder}); ${profiles}`,
    );
  return warnings;
}
