import type { PostCardData } from "../lib/content/cards";
import { ExternalLink } from "./external-link";
import { ResponsiveImage } from "./responsive-image";

type Props = {
  post: PostCardData;
  headingLevel?: "h2" | "h3";
  /** How the thumbnail loads: "eager" for a card in the first screen. */
  imageLoad?: "lcp" | "eager" | "lazy";
};

/**
 * A post: a small thumbnail beside the date and title on a phone, a column of
 * its own on wider screens. Kept small on a phone so that the text, painted
 * with the HTML, is the largest thing in the first screen (the LCP element).
 */
export function PostCard({ post, headingLevel: Heading = "h3", imageLoad = "lazy" }: Props) {
  return (
    <article className="border-line bg-surface grid grid-cols-[1fr_auto] gap-x-4 gap-y-2 rounded-2xl border p-5 sm:grid-cols-[220px_1fr] sm:gap-x-5">
      <div className="col-start-2 row-start-1 sm:col-start-1 sm:row-span-3">
        <ResponsiveImage
          picture={post.image}
          alt={post.imageAlt}
          sizes="(min-width: 640px) 220px, 112px"
          load={imageLoad}
          className="block aspect-[40/21] w-28 rounded-lg object-cover sm:w-full"
        />
      </div>
      <div className="col-start-1 row-start-1 flex flex-col gap-2 sm:col-start-2">
        <time dateTime={post.date.iso} className="text-muted text-sm">
          {post.date.text}
        </time>
        {/* dir="auto": a title or description in Arabic or Hebrew runs right to left. */}
        <Heading dir="auto" className="text-lg leading-snug font-semibold tracking-tight">
          <ExternalLink href={post.url} className="hover:text-accent transition-colors">
            {post.title}
          </ExternalLink>
        </Heading>
      </div>
      <p dir="auto" className="text-muted col-span-2 leading-relaxed sm:col-span-1 sm:col-start-2">
        {post.description}
      </p>
      <ExternalLink
        href={post.url}
        className="text-accent col-span-2 mt-1 self-start justify-self-start text-sm font-semibold underline-offset-4 hover:underline sm:col-span-1 sm:col-start-2"
      >
        Read more...
        <span className="sr-only">: {post.title}</span>
      </ExternalLink>
    </article>
  );
}
