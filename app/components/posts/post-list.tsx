import type { PostCardData } from "../../lib/content/cards";
import { PostCard } from "./post-card";

/** Every post, newest first; only the first card's thumbnail loads at once. */
export function PostList({ posts }: { posts: PostCardData[] }) {
  return (
    <div className="flex flex-col gap-6">
      {posts.map((post, i) => (
        <PostCard
          key={post.url}
          post={post}
          headingLevel="h2"
          imageLoad={i === 0 ? "eager" : "lazy"}
        />
      ))}
    </div>
  );
}
