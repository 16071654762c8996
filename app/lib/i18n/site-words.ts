import type { Copy } from "../../../content/schema/site.ts";
import type { Dictionary } from "./dictionary.ts";
import { textDirection } from "../content/text-direction.ts";
import { languageTag } from "../metadata/site-urls.ts";
import { fitDirection, fitPluralDirection } from "./label-direction.ts";
import { dictionaryFor } from "./languages.ts";
import { navPages } from "../pages/site-pages.ts";
import { sharedLabels } from "./shared-labels.ts";

/** Every label of the site, in the owner's language with their changes. */
export type Labels = Dictionary;

const written = <T extends object>(values: T | undefined): Partial<T> =>
  Object.fromEntries(
    Object.entries(values ?? {}).filter(([, value]) => value !== undefined),
  ) as Partial<T>;

/**
 * The site's words for an owner, resolved once at build time: the dictionary
 * of their locale's language, then each label they wrote in content/copy.ts
 * `labels`, and the words copy.ts held before there were dictionaries (the
 * empty states, the 404 and error screens), which still win where written.
 */
export function siteWords(locale: string, copy: Copy) {
  const labels = fitted(
    { ...dictionaryFor(locale).dictionary, ...written(copy.labels) },
    textDirection(languageTag(locale)),
  );
  const error = {
    text: copy.error?.text ?? labels.errorText,
    homeLink: copy.error?.homeLink ?? labels.homeLink,
  };
  return {
    labels,
    /** What every page carries; the error screen's words as copy.ts may have them. */
    shared: sharedLabels(
      { ...labels, errorText: error.text, homeLink: error.homeLink },
      navPages.map((page) => ({ to: page.path, label: labels[page.label] })),
    ),
    home: {
      noPosts: copy.home?.noPosts ?? labels.noPosts,
      noProjects: copy.home?.noProjects ?? labels.noProjects,
    },
    blog: { noPosts: copy.blog.noPosts ?? labels.noPosts },
    projects: { noProjects: copy.projects.noProjects ?? labels.noProjects },
    notFound: {
      title: copy.notFound?.title ?? labels.notFoundTitle,
      text: copy.notFound?.text ?? labels.notFoundText,
      homeLink: copy.notFound?.homeLink ?? labels.homeLink,
    },
  };
}

export type SiteWords = ReturnType<typeof siteWords>;

/** Labels that run the other way from the page keep their punctuation (label-direction.ts); not the feeds' title, which no page shows. */
function fitted(labels: Labels, page: "ltr" | "rtl"): Labels {
  return Object.fromEntries(
    Object.entries(labels).map(([name, value]) => [
      name,
      name === "feedTitle"
        ? value
        : typeof value === "string"
          ? fitDirection(value, page)
          : fitPluralDirection(value, page),
    ]),
  ) as Labels;
}

/** The labels an owner has translated themselves, in `labels` or in copy.ts's older fields. */
export function labelsWritten(copy: Copy): Set<keyof Labels> {
  const everywhere = (...values: (string | undefined)[]) => values.every(Boolean);
  const older: [keyof Labels, boolean][] = [
    ["noPosts", everywhere(copy.home?.noPosts, copy.blog.noPosts)],
    ["noProjects", everywhere(copy.home?.noProjects, copy.projects.noProjects)],
    ["notFoundTitle", everywhere(copy.notFound?.title)],
    ["notFoundText", everywhere(copy.notFound?.text)],
    ["errorText", everywhere(copy.error?.text)],
    ["homeLink", everywhere(copy.notFound?.homeLink, copy.error?.homeLink)],
  ];
  return new Set([
    ...(Object.keys(written(copy.labels)) as (keyof Labels)[]),
    ...older.filter(([, done]) => done).map(([name]) => name),
  ]);
}
