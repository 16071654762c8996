import { Link } from "react-router";
import type { Route } from "./+types/tags";
import { ListPage } from "../components/list-page";
import { allPosts, languages, site, tagLocales, tagSlugs } from "../lib/content/site-content";
import { countLabel } from "../lib/i18n/count-label";
import { findWordsFor } from "../lib/i18n/find-words";
import { pageShareCard } from "../lib/content/page-share-card";
import { buildTitle } from "../lib/metadata/meta";
import { routeMeta } from "../lib/metadata/route-meta";
import { languageTag } from "../lib/metadata/site-urls";
import { useNavigationProps } from "../lib/navigation/view-transition";
import { settings } from "../lib/settings/settings";
import { currentPage, graph, websiteId } from "../lib/structured-data/nodes";
import { who } from "../lib/structured-data/site-identity";
import { tagLanguagePaths } from "../lib/tags/tag-languages";
import { siteTags, tagPagePath } from "../lib/tags/site-tags";

export function loader({ url }: Route.LoaderArgs) {
  const language = languageTag(site.locale);
  const said = findWordsFor(site.locale);
  const page = currentPage(url, settings, buildTitle(site.name, said.tagsTitle), said.tagsIntro);
  const tags = siteTags(allPosts, tagSlugs, language).map((tag) => ({
    name: tag.name,
    path: tagPagePath(tag.slug),
    count: countLabel(said.taggedCount, tag.posts.length, language),
  }));
  return {
    title: said.tagsTitle,
    heading: said.tagsHeading,
    intro: said.tagsIntro,
    tags,
    // The header's links to the languages whose posts do not carry it (language-links.tsx).
    otherLanguages: tagLanguagePaths(
      undefined,
      tagLocales,
      languages.map((one) => one.locale),
    ),
    shareImage: pageShareCard(said.tagsTitle),
    jsonLd: graph(who, {
      "@type": "CollectionPage",
      "@id": page.url,
      url: page.url,
      name: page.name,
      description: page.description,
      isPartOf: { "@id": websiteId(who) },
    }),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  routeMeta(matches, {
    title: loaderData?.title,
    description: loaderData?.intro,
    jsonLd: loaderData?.jsonLd,
    image: loaderData?.shareImage,
  });

export default function Tags({ loaderData }: Route.ComponentProps) {
  const { heading, intro, tags } = loaderData;
  const navigation = useNavigationProps();
  return (
    <ListPage heading={heading} intro={intro} introLang={undefined} empty={undefined}>
      <ul className="tags-index">
        {tags.map((tag) => (
          <li key={tag.path}>
            <Link to={tag.path} {...navigation}>
              {tag.name}
            </Link>{" "}
            <span>{tag.count}</span>
          </li>
        ))}
      </ul>
    </ListPage>
  );
}
