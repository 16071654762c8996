import type { Route } from "./+types/archive";
import { PageHeading } from "../components/page-heading";
import { PostArchive } from "../components/posts/post-archive";
import { PrerenderedList } from "../components/prerendered-list";
import { SearchBox } from "../components/search/search-box";
import { postArchive } from "../lib/content/cards";
import { allPosts, site, words } from "../lib/content/site-content";
import { findWordsFor } from "../lib/i18n/find-words";
import { routeMeta } from "../lib/metadata/route-meta";
import { languageTag } from "../lib/metadata/site-urls";
import { searchBoxWords } from "../lib/search/search-box-words";
import { settings } from "../lib/settings/settings";

// Every post, newest first, by year: only in a site with posts written on it
// (app/lib/pages/site-pages.ts, archivePage). It is the search's page too:
// the form's target without JavaScript, and with it, the results for ?q=.

export function loader() {
  const find = findWordsFor(site.locale);
  return {
    title: find.archiveTitle,
    heading: find.archiveHeading,
    intro: find.archiveIntro,
    search: searchBoxWords(site.locale, settings.basePath),
    years: postArchive(allPosts, languageTag(site.locale), words.labels.postsInYear),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  routeMeta(matches, { title: loaderData?.title, description: loaderData?.intro });

export default function Archive({ loaderData }: Route.ComponentProps) {
  const { heading, intro, search, years } = loaderData;
  return (
    <>
      <PageHeading intro={intro}>{heading}</PageHeading>
      <SearchBox words={search} place="page" name={heading} />
      <PrerenderedList>
        <PostArchive years={years} />
      </PrerenderedList>
    </>
  );
}
