import type { Route } from "./+types/blog";
import { PageHeading } from "../components/page-heading";
import { PostCard } from "../components/post-card";
import { postCard } from "../lib/cards";
import { allPosts, site } from "../lib/content";
import { routeMeta } from "../lib/route-meta";
import { settings } from "../lib/settings";

export function loader() {
  return {
    posts: allPosts.map((p) => postCard(p, settings.blogDescriptionLimit)),
    description: `Articles by ${site.name} on backend engineering, distributed systems, FinTech and Blockchain.`,
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  routeMeta(matches, { title: "Blog", description: loaderData?.description });

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
          {posts.map((post) => (
            <PostCard key={post.url} post={post} headingLevel="h2" />
          ))}
        </div>
      )}
    </>
  );
}
