import { copy, site, translation } from "../content/site-content";
import { buildTitle } from "../metadata/meta";
import { settings } from "../settings/settings";
import { currentPage } from "../structured-data/nodes";

// Blog and Projects are one kind of page: a heading, the owner's intro, then
// a list or, when there is nothing to list, a line saying so. What they share
// of their loaders' data is made here, once.

/** The words of a list page, in the page's language. */
export type ListWords = { title: string; heading: string; empty: string };

/** The data Blog and Projects share, and the page's structured-data node. */
export function listPage(url: URL, key: "blog" | "projects", { title, heading, empty }: ListWords) {
  const { description, intro } = copy[key];
  return {
    page: currentPage(url, settings, buildTitle(site.name, title), description),
    shared: {
      title,
      heading,
      intro,
      // Another language's page marks its intro when it is still in the default language.
      ...(translation ? { langs: { intro: translation.langs.pages[key].intro } } : {}),
      empty,
      description,
    },
  };
}
