import type { Route } from "./+types/blog";
import { PageHeading } from "../components/page-heading";
import { PostCard } from "../components/post-card";
import { postCard } from "../lib/content/cards";
import { allPosts, previewImage, site, thumbnail } from "../lib/content/site-content";
import { buildTitle } from "../lib/metadata/meta";
import { routeMeta } from "../lib/metadata/route-meta";
import { settings } from "../lib/settings/settings";
import { currentPage, identity } from "../lib/structured-data/nodes";
import { blogGraph } from "../lib/structured-data/page-graphs";

const title = "Blog";

export function loader({ request }: Route.LoaderArgs) {
  const description = `Articles by ${site.name} on backend engineering, distributed systems, FinTech and Blockchain.`;
  const page = currentPage(request, settings, buildTitle(site.name, title), description);
  // The feeds (pipeline/stages/5-seo-files/feeds.ts) are made from these entries, whole descriptions included.
  const entries = allPosts.map((post) => ({
    ...post,
    image: new URL(thumbnail(post.thumbnail).img.src, settings.baseUrl).href,
  }));
  return {
    posts: allPosts.map((p) => postCard(p, settings.blogDescriptionLimit)),
    description,
    jsonLd: blogGraph(identity(site, settings, previewImage(site.headshot)), page, entries),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  routeMeta(matches, { title, description: loaderData?.description, jsonLd: loaderData?.jsonLd });

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { posts } = loaderData;
  return (
    <>
      <PageHeading intro="Notes on the systems I build and the problems behind them.">
        Blog Posts
      </PageHeading>
      {posts.length === 0 ? (
        <p className="text-muted mt-10">No articles yet.</p>
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
