import { sitePageShareCard } from "../lib/content/page-share-card";
import type { Route } from "./+types/blog";
import { ListPage } from "../components/list-page";
import { PostArchive } from "../components/posts/post-archive";
import { PostList } from "../components/posts/post-list";
import { PrerenderedList } from "../components/prerendered-list";
import { postArchive, postCard } from "../lib/content/cards";
import { allPosts, site, tagSlugs, thumbnail, words } from "../lib/content/site-content";
import { findWordsFor } from "../lib/i18n/find-words";
import { listPage } from "../lib/pages/list-page";
import { tagPagePaths } from "../lib/pages/site-pages";
import { hasLocalPosts } from "../lib/pages/site-pages";
import { routeMeta } from "../lib/metadata/route-meta";
import { feedLength, languageTag } from "../lib/metadata/site-urls";
import { settings } from "../lib/settings/settings";
import { blogGraph } from "../lib/structured-data/page-graphs";
import { who } from "../lib/structured-data/site-identity";

/** Posts shown as cards; older ones are listed a line each, by year. */
const cards = 10;

export function loader({ url }: Route.LoaderArgs) {
  const { page, shared } = listPage(url, "blog", {
    title: words.labels.blogTitle,
    heading: words.labels.blogHeading,
    empty: words.blog.noPosts,
  });
  // The feeds (pipeline/stages/5-seo-files/feeds.ts) are made from these
  // entries, the newest feedLength, whole descriptions included.
  const entries = allPosts.slice(0, feedLength).map((post) => ({
    ...post,
    image: new URL(thumbnail(post.thumbnail).img.src, settings.baseUrl).href,
  }));
  const language = languageTag(site.locale);
  // Only when the owner turns cards on: without, the page is shared with the headshot.
  const shareImage = sitePageShareCard(words.labels.blogTitle);
  return {
    ...(shareImage ? { shareImage } : {}),
    posts: allPosts
      .slice(0, cards)
      .map((p) => postCard(p, settings.blogDescriptionLimit, language)),
    archive: postArchive(allPosts.slice(cards), language, words.labels.postsInYear),
    ...shared,
    // The archive's and the tags' links (app/components/search/blog-list-page.tsx), only in a
    // site that has them.
    ...(hasLocalPosts(allPosts) ? { archiveLink: findWordsFor(site.locale).archiveHeading } : {}),
    ...(hasLocalPosts(allPosts) && tagPagePaths(allPosts, tagSlugs).length > 0
      ? { tagsLink: findWordsFor(site.locale).tagsHeading }
      : {}),
    jsonLd: blogGraph(who, page, entries),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  routeMeta(matches, {
    title: loaderData?.title,
    description: loaderData?.description,
    jsonLd: loaderData?.jsonLd,
    image: loaderData && "shareImage" in loaderData ? loaderData.shareImage : undefined,
  });

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { posts, archive, heading, intro, empty } = loaderData;
  return (
    <ListPage
      heading={heading}
      intro={intro}
      introLang={"langs" in loaderData ? loaderData.langs?.intro : undefined}
      empty={posts.length === 0 ? empty : undefined}
    >
      <PrerenderedList className="mt-10">
        <PostList posts={posts} />
        {archive.length > 0 && <PostArchive years={archive} />}
      </PrerenderedList>
    </ListPage>
  );
}
