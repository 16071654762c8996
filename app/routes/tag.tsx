import { Link } from "react-router";
import type { Route } from "./+types/tag";
import { ListPage } from "../components/list-page";
import { PostArchive } from "../components/posts/post-archive";
import { PostList } from "../components/posts/post-list";
import { PrerenderedList } from "../components/prerendered-list";
import { postArchive, postCard } from "../lib/content/cards";
import {
  allPosts,
  language as siteLanguage,
  languages,
  site,
  tagLocales,
  tagSlugs,
  thumbnail,
  words,
} from "../lib/content/site-content";
import { countLabel, fillLabel } from "../lib/i18n/count-label";
import { findWordsFor } from "../lib/i18n/find-words";
import { pageShareCard } from "../lib/content/page-share-card";
import { buildTitle } from "../lib/metadata/meta";
import { tagMeta } from "../lib/metadata/tag-meta";
import { feedFiles, feedLength, languageTag, pagePath, pageUrl } from "../lib/metadata/site-urls";
import { languagePaths } from "../lib/languages/site-languages";
import { settings } from "../lib/settings/settings";
import { currentPage } from "../lib/structured-data/nodes";
import { blogGraph } from "../lib/structured-data/page-graphs";
import { who } from "../lib/structured-data/site-identity";
import { tagLanguagePaths } from "../lib/tags/tag-languages";
import { siteTags, tagPagePath, tagsIndexPath } from "../lib/tags/site-tags";

/** Posts shown as cards, as on the Blog; older ones are listed a line each, by year. */
const cards = 10;

export function loader({ params, url }: Route.LoaderArgs) {
  const language = languageTag(site.locale);
  const tag = siteTags(allPosts, tagSlugs, language).find((one) => one.slug === params.tag);
  if (!tag) throw new Response(null, { status: 404 });
  const said = findWordsFor(site.locale);
  const title = fillLabel(said.tagTitle, { tag: tag.name });
  const count = countLabel(said.taggedCount, tag.posts.length, language);
  const description = `${title}: ${count}.`;
  const page = currentPage(url, settings, buildTitle(site.name, title), description);
  const path = tagPagePath(tag.slug);
  // The tag's feeds, in its page's folder (pipeline/stages/5-seo-files/seo-files.ts writes
  // them): the page links them by path, the head by URL, as the site's feeds.
  const feeds = Object.values(feedFiles).map((feed) => ({
    type: feed.type,
    title: `${title} (${feed.label})`,
    label: feed.label,
    path: `${pagePath(settings.basePath, path)}/${feed.file}`,
    href: `${pageUrl(settings.baseUrl, settings.basePath, path)}/${feed.file}`,
  }));
  const entries = tag.posts.slice(0, feedLength).map((post) => ({
    ...post,
    image: new URL(thumbnail(post.thumbnail).img.src, settings.baseUrl).href,
  }));
  const having = new Set(tagLocales[tag.slug] ?? [site.locale]);
  return {
    title,
    heading: title,
    intro: count,
    description,
    feedsLabel: said.tagFeeds,
    allTags: said.tagsHeading,
    feeds: feeds.map(({ type, label, path: at }) => ({ type, label, path: at })),
    posts: tag.posts
      .slice(0, cards)
      .map((p) => postCard(p, settings.blogDescriptionLimit, language)),
    archive: postArchive(tag.posts.slice(cards), language, words.labels.postsInYear),
    tag: {
      // Its page in each language whose posts carry it, the default's first.
      alternates: languagePaths(settings.basePath, languages, siteLanguage)
        .filter((other) => having.has(other.locale))
        .map((other) => ({
          locale: other.locale,
          url: pageUrl(settings.baseUrl, other.basePath, path),
        })),
      feeds: feeds.map(({ type, title: name, href }) => ({ type, title: name, href })),
    },
    // The header's links to the languages whose posts do not carry it (language-links.tsx).
    otherLanguages: tagLanguagePaths(
      tag.slug,
      tagLocales,
      languages.map((one) => one.locale),
    ),
    shareImage: pageShareCard(title),
    jsonLd: blogGraph(who, page, entries),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  tagMeta(
    matches,
    {
      title: loaderData?.title,
      description: loaderData?.description,
      jsonLd: loaderData?.jsonLd,
      image: loaderData?.shareImage,
    },
    loaderData?.tag,
  );

export default function Tag({ loaderData }: Route.ComponentProps) {
  const { heading, intro, feedsLabel, allTags, feeds, posts, archive } = loaderData;
  return (
    <ListPage heading={heading} intro={intro} introLang={undefined} empty={undefined}>
      <p className="tag-feeds">
        {feedsLabel}:{" "}
        {feeds.map((feed, index) => (
          <span key={feed.path}>
            {index > 0 && " · "}
            <a href={feed.path} type={feed.type}>
              {feed.label}
            </a>
          </span>
        ))}
        {" · "}
        <Link to={tagsIndexPath}>{allTags}</Link>
      </p>
      <PrerenderedList className="mt-10">
        <PostList posts={posts} />
        {archive.length > 0 && <PostArchive years={archive} />}
      </PrerenderedList>
    </ListPage>
  );
}
