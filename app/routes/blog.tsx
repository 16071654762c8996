import type { Route } from "./+types/blog";
import { EmptyState } from "../components/empty-state";
import { PageHeading } from "../components/page-heading";
import { PostCard } from "../components/post-card";
import { postCard } from "../lib/content/cards";
import { allPosts, copy, site, thumbnail } from "../lib/content/site-content";
import { buildTitle } from "../lib/metadata/meta";
import { routeMeta } from "../lib/metadata/route-meta";
import { languageTag } from "../lib/metadata/site-urls";
import { settings } from "../lib/settings/settings";
import { currentPage } from "../lib/structured-data/nodes";
import { blogGraph } from "../lib/structured-data/page-graphs";
import { who } from "../lib/structured-data/site-identity";

const title = "Blog";

export function loader({ url }: Route.LoaderArgs) {
  const { description } = copy.blog;
  const page = currentPage(url, settings, buildTitle(site.name, title), description);
  // The feeds (pipeline/stages/5-seo-files/feeds.ts) are made from these entries, whole descriptions included.
  const entries = allPosts.map((post) => ({
    ...post,
    image: new URL(thumbnail(post.thumbnail).img.src, settings.baseUrl).href,
  }));
  const language = languageTag(site.locale);
  return {
    posts: allPosts.map((p) => postCard(p, settings.blogDescriptionLimit, language)),
    intro: copy.blog.intro,
    empty: copy.blog.noPosts,
    description,
    jsonLd: blogGraph(who, page, entries),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  routeMeta(matches, { title, description: loaderData?.description, jsonLd: loaderData?.jsonLd });

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { posts, intro, empty } = loaderData;
  return (
    <>
      <PageHeading intro={intro}>Blog Posts</PageHeading>
      {posts.length === 0 ? (
        <EmptyState className="mt-10">{empty}</EmptyState>
      ) : (
        <div className="mt-10 flex flex-col gap-6">
          {posts.map((post, i) => (
            <PostCard
              key={post.url}
              post={post}
              headingLevel="h2"
              imageLoad={i === 0 ? "eager" : "lazy"}
            />
          ))}
        </div>
      )}
    </>
  );
}
