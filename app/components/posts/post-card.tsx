import type { PostCardData } from "../../lib/content/cards";
import { ExternalLink } from "../external-link";
import { useLabels } from "../labels";
import { Phrases } from "../phrases";
import { ResponsiveImage } from "../responsive-image";
import { Link } from "react-router";
import type { TagLinks } from "../../lib/tags/tag-links";
import { useNavigationProps } from "../../lib/navigation/view-transition";

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
  // The card's styles are classes of app/app.css, and it has no element it
  // can do without: a blog of hundreds of posts repeats it hundreds of times.
  const { readMore } = useLabels();
  return (
    <article className={imageLoad === "lazy" ? "post-card post-card-later" : "post-card"}>
      <ResponsiveImage
        picture={post.image}
        alt={post.imageAlt}
        sizes="(min-width: 640px) 220px, 112px"
        load={imageLoad}
        pictureClassName="post-card-image"
      />
      <time dateTime={post.date.iso}>{post.date.text}</time>
      {/* The post's own words carry its language; the date and "Read more..." are the site's. */}
      <Heading lang={post.words.lang} dir={post.words.dir}>
        <ExternalLink href={post.url} label={post.title}>
          <Phrases text={post.title} />
        </ExternalLink>
      </Heading>
      {post.description && (
        <p
          lang={(post.descriptionWords ?? post.words).lang}
          dir={(post.descriptionWords ?? post.words).dir}
        >
          {post.description}
        </p>
      )}
      {post.tags && <TagList tags={post.tags} className="post-card-tags" />}
      <ExternalLink href={post.url} label={`${readMore}: ${post.title}`} className="post-card-more">
        {readMore}
      </ExternalLink>
    </article>
  );
}

/**
 * A post's tags, each a link to its page (a plain link, with JavaScript off
 * too): on its card and on its page. Here, not in a module of its own, so
 * that a page of cards loads one module fewer on intent.
 */
export function TagList({ tags, className }: { tags: TagLinks; className: string }) {
  const navigation = useNavigationProps();
  return (
    <ul className={`tag-list ${className}`} aria-label={tags.label} lang={tags.lang} dir={tags.dir}>
      {tags.items.map((tag) => (
        <li key={tag.path}>
          {/* Named "Tags: Go" out loud, not "Go": a link's words say where it leads. */}
          <Link to={tag.path} {...navigation}>
            <span className="sr-only">{tags.label}: </span>
            {tag.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
