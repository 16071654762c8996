import type { Route } from "./+types/blog";
import { EmptyState } from "../components/empty-state";
import { PageHeading } from "../components/page-heading";
import { PostArchive } from "../components/posts/post-archive";
import { PostList } from "../components/posts/post-list";
import { PrerenderedList } from "../components/prerendered-list";
import { postArchive, postCard } from "../lib/content/cards";
import { allPosts, copy, site, thumbnail, translation, words } from "../lib/content/site-content";
import { buildTitle } from "../lib/metadata/meta";
import { routeMeta } from "../lib/metadata/route-meta";
import { feedLength, languageTag } from "../lib/metadata/site-urls";
import { settings } from "../lib/settings/settings";
import { currentPage } from "../lib/structured-data/nodes";
import { blogGraph } from "../lib/structured-data/page-graphs";
import { who } from "../lib/structured-data/site-identity";

/** Posts shown as cards; older ones are listed a line each, by year. */
const cards = 10;

export function loader({ url }: Route.LoaderArgs) {
  const { description } = copy.blog;
  const title = words.labels.blogTitle;
  const page = currentPage(url, settings, buildTitle(site.name, title), description);
  // The feeds (pipeline/stages/5-seo-files/feeds.ts) are made from these
  // entries, the newest feedLength, whole descriptions included.
  const entries = allPosts.slice(0, feedLength).map((post) => ({
    ...post,
    image: new URL(thumbnail(post.thumbnail).img.src, settings.baseUrl).href,
  }));
  const language = languageTag(site.locale);
  return {
    posts: allPosts
      .slice(0, cards)
      .map((p) => postCard(p, settings.blogDescriptionLimit, language)),
    archive: postArchive(allPosts.slice(cards), language, words.labels.postsInYear),
    title,
    heading: words.labels.blogHeading,
    intro: copy.blog.intro,
    // Another language's page marks its intro when it is still in the default language.
    ...(translation ? { langs: { intro: translation.langs.pages.blog.intro } } : {}),
    empty: words.blog.noPosts,
    description,
    jsonLd: blogGraph(who, page, entries),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  routeMeta(matches, {
    title: loaderData?.title,
    description: loaderData?.description,
    jsonLd: loaderData?.jsonLd,
  });

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { posts, archive, heading, intro, empty } = loaderData;
  return (
    <>
      <PageHeading
        intro={
          "langs" in loaderData && loaderData.langs?.intro ? (
            <span lang={loaderData.langs?.intro}>{intro}</span>
          ) : (
            intro
          )
        }
      >
        {heading}
      </PageHeading>
      {posts.length === 0 ? (
        <EmptyState className="mt-10">{empty}</EmptyState>
      ) : (
        <PrerenderedList className="mt-10">
          <PostList posts={posts} />
          {archive.length > 0 && <PostArchive years={archive} />}
        </PrerenderedList>
      )}
    </>
  );
}
