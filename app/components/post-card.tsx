import type { PostCardData } from "../lib/cards";
import { ExternalLink } from "./external-link";
import { ResponsiveImage } from "./responsive-image";

type Props = {
  post: PostCardData;
  headingLevel?: "h2" | "h3";
  /** How the thumbnail loads; the first card of a list is the LCP on a phone. */
  imageLoad?: "lcp" | "eager" | "lazy";
};

export function PostCard({ post, headingLevel: Heading = "h3", imageLoad = "lazy" }: Props) {
  return (
    <article className="border-line bg-surface flex flex-col overflow-hidden rounded-2xl border sm:flex-row">
      <div className="sm:w-60 sm:shrink-0 sm:py-5 sm:pl-5">
        <ResponsiveImage
          picture={post.image}
          alt={post.imageAlt}
          sizes="(min-width: 640px) 220px, calc(100vw - 42px)"
          load={imageLoad}
          className="aspect-[40/21] w-full object-cover sm:rounded-lg"
        />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <time dateTime={post.date.iso} className="text-muted text-sm">
          {post.date.text}
        </time>
        {/* dir="auto": a title or description in Arabic or Hebrew runs right to left. */}
        <Heading dir="auto" className="text-lg leading-snug font-semibold tracking-tight">
          <ExternalLink href={post.url} className="hover:text-accent transition-colors">
            {post.title}
          </ExternalLink>
        </Heading>
        <p dir="auto" className="text-muted leading-relaxed">
          {post.description}
        </p>
        <ExternalLink
          href={post.url}
          className="text-accent mt-1 self-start text-sm font-semibold underline-offset-4 hover:underline"
        >
          Read more...
          <span className="sr-only">: {post.title}</span>
        </ExternalLink>
      </div>
    </article>
  );
}
