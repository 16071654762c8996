// For a site in several languages: the switcher takes the visitor to the
// page they are on in the other language, a page load with its own language
// and direction, with JavaScript or without. The site the journey is given
// is a language's folder (".../ja"); the others are its siblings.
import type { Journey } from "./journey-steps";
import * as probe from "./page-probes";
import { until } from "./until";

const switcher = (tag: string) => `header a[hreflang="${tag}"]`;

const switching = (javaScript: boolean): Journey => ({
  name: `the switcher lands on the same page in each language${javaScript ? "" : ", JavaScript off"}`,
  options: { javaScript },
  async walk(visitor, site) {
    const folder = new URL(site.url).pathname; // "/ja", or "/portfolio/ja"
    const root = folder.slice(0, folder.lastIndexOf("/"));
    await visitor.open(site.url + "/blog");
    const landsOn = (path: string, lang: string, dir: string) =>
      until(
        visitor,
        probe.documentLanguage,
        (seen) =>
          seen.path === path && seen.lang === lang && seen.dir === dir && seen.heading !== "",
      );
    await landsOn(`${folder}/blog`, "ja-JP", "ltr");
    await visitor.click(switcher("en-US"));
    await landsOn(`${root}/blog`, "en-US", "ltr");
    await visitor.click(switcher("ar-EG"));
    await landsOn(`${root}/ar/blog`, "ar-EG", "rtl");
    await visitor.click(switcher("ja-JP"));
    await landsOn(`${folder}/blog`, "ja-JP", "ltr");
  },
});

export const languageJourneys: Journey[] = [switching(true), switching(false)];
